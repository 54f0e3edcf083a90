import { defineTexts } from '../define-texts';

/** The FAQ (docs/product.md §1), on the landing and pricing pages: the policy answers are the
 * spec's statements, written out. */
export const faqTexts = defineTexts('faq', {
  eyebrow: 'FAQ',
  title: 'Frequently asked questions',
  'how-long-question': 'How long does a catalogue take?',
  'how-long-answer':
    'About 2 minutes. Upload your front photo (back and side are optional), choose a background and, if you like, a model, and five HD images are ready to download shortly after.',
  'what-photos-question': 'What photos should I upload?',
  'what-photos-answer':
    'A clear, flat photo of the product on a plain surface works best: PNG or JPG up to 10 MB. Add a back photo for a back view and a side photo for a side view.',
  'quota-question': 'How does the monthly image quota work?',
  'quota-answer':
    'Every catalogue has five images and uses five from your monthly quota. Images that fail or that you stop before they are made are not counted. Unused images do not carry over; when you reach your limit, wait for your next billing cycle or upgrade.',
  'free-trial-question': 'Is there a free trial of the paid plans?',
  'free-trial-answer':
    'No. Paid plans have no free trial, but the Free plan lets you create your first catalogue at no cost so you can judge the results on your own products.',
  'upgrade-question': 'Can I upgrade my plan at any time?',
  'upgrade-answer':
    'Yes. You can upgrade at any time, and the new plan and its quota take effect immediately.',
  'billing-question': 'How does billing work?',
  'billing-answer':
    'Plans are billed monthly (or yearly, at ten times the monthly price) in Indian rupees and renew automatically until you cancel. A cancellation takes effect at the end of the period you have paid for.',
  'refunds-question': 'Do you offer refunds?',
  'refunds-answer':
    'No. All sales are final and we do not offer refunds. If you believe you were charged in error, write to us within 7 days of the charge.',
  'privacy-question': 'What happens to my product images?',
  'privacy-answer':
    'Your images are yours. We use them only to create your catalogues; they are never shared or sold, and only you can see them in your account.',
});
