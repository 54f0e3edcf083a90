import { defineTexts } from '../define-texts';

/**
 * The Return and Refund Policy (docs/product.md §10). A section is its `<id>.heading`, then its
 * paragraphs `<id>.p<n>` and bullets `<id>.b<n>`, in order (legal-sections.ts reads them).
 */
export const returnPolicyTexts = defineTexts('legal-return-policy', {
  title: 'Return and Refund Policy',
  updated: '3 December 2026',
  summary:
    'Vastra Studio sells digital subscriptions that are available to use as soon as you pay, so all sales are final and we do not offer refunds. You can cancel at any time and keep your plan until the end of the period you paid for. If we charged you by mistake, tell us within 7 days and we will put it right.',
  'all-sales-final.heading': 'All sales are final',
  'all-sales-final.p1':
    'Our plans give you immediate access to a digital service: your quota of AI-generated images and the features of your plan are available as soon as your payment is confirmed. For this reason, all sales are final and payments are non-refundable.',
  'all-sales-final.p2':
    'There is no free trial for paid plans. Please use the Free plan (5 images per month) to try the Service on your own products before you buy.',
  'no-partial-refunds.heading': 'No full or partial refunds',
  'no-partial-refunds.p1': 'We do not give refunds, in full or in part, for:',
  'no-partial-refunds.b1':
    'images left unused at the end of a billing month (unused images do not carry over);',
  'no-partial-refunds.b2':
    'the remaining part of a monthly or yearly billing period after you cancel;',
  'no-partial-refunds.b3': 'a renewal you forgot to cancel before it was charged;',
  'no-partial-refunds.b4':
    'generated images you are not satisfied with; images from generations that fail or are stopped are returned to your quota instead, and a bad image you report is given back as an image (see below);',
  'no-partial-refunds.b5': 'an account suspended or terminated for breaking our Terms of Service.',
  'bad-images.heading': 'Bad images are given back as images, not money',
  'bad-images.p1':
    'If a generated image is not right (not your garment, the wrong colour, bad hands or face, or anything else), use “Report this image” under it in My Catalogues or in the generation window. An image reported within 7 days of being made, or one that failed our colour or print check (marked “Colour may differ from your photo” or “Print or border may differ from your photo”), goes back to your quota for the current month at once.',
  'bad-images.p2':
    'Reports give back at most a fifth of your plan’s monthly images each month, and at least 2 (Free 2, Pro 100, Premium 600). Past that, or for an image older than 7 days that passed the colour and print checks, your report is still recorded but no image is given back. Each image can be reported once.',
  'bad-images.p3':
    'What is given back is images of your quota, never money: payments stay non-refundable as this policy says. Images given back have no cash value and, like every image of the month, do not carry over.',
  'cancellation.heading': 'Cancelling your plan',
  'cancellation.p1':
    'Monthly plans renew every month and yearly plans renew every year until you cancel. You can cancel at any time from Settings > Billing in your dashboard.',
  'cancellation.p2':
    'Cancellation stops all future charges and takes effect at the end of your current billing period. Until then you keep your plan and its remaining images; after that your account moves to the Free plan, and your catalogues and libraries stay in your account.',
  'cancellation.p3':
    'To avoid being charged for the next period, cancel before your renewal date, which is shown as “Renews on” in Settings.',
  'billing-errors.heading': 'Billing errors',
  'billing-errors.p1': 'If we charged you incorrectly, we will correct it. Billing errors include:',
  'billing-errors.b1': 'a duplicate charge for the same plan and period;',
  'billing-errors.b2': 'a charge for the wrong amount, or for a plan you did not choose;',
  'billing-errors.b3': 'a charge for which your plan was never activated;',
  'billing-errors.b4': 'a renewal charged after you had already cancelled.',
  'reporting-a-billing-error.heading': 'How to report a billing error',
  'reporting-a-billing-error.p1':
    'Email billing@vastra.studio within 7 days of the charge, from the email address on your account. Please include the date and amount of the charge and the payment reference shown in your bank statement or in Settings > Billing. We cannot accept billing error reports made more than 7 days after the charge.',
  'reporting-a-billing-error.p2':
    'We will respond within 5-7 business days, after checking the charge with our payment provider, Razorpay.',
  'reporting-a-billing-error.p3':
    'If we confirm a billing error, we refund the incorrect amount to your original payment method. Refunds are issued within 10-14 business days of our confirmation; the exact time the money takes to appear depends on your bank or card issuer.',
  'chargebacks.heading': 'Chargebacks',
  'chargebacks.p1':
    'Please contact billing@vastra.studio before you dispute a payment with your bank or card issuer; we resolve genuine errors quickly.',
  'chargebacks.p2':
    'If you raise a chargeback or payment dispute, the account concerned and any related accounts will be permanently banned from Vastra Studio. We may also contest the chargeback with the records we hold.',
  'exceptional-cases.heading': 'Outages and exceptional cases',
  'exceptional-cases.p1':
    'If the Service, or image generation, is unavailable to you for more than 24 hours in a row (an extended outage), write to hello@vastra.studio. We may give you a service credit, such as extra images or extra days on your plan, at our discretion. Service credits have no cash value and are not refunds.',
  'contact.heading': 'Contact',
  'contact.p1':
    'Billing errors and payment questions: billing@vastra.studio (response within 5-7 business days).',
  'contact.p2':
    'Anything else about your account or the Service: hello@vastra.studio (we aim to reply within 24-48 hours).',
  'contact.p3':
    'This policy forms part of our Terms of Service. Nothing in it affects rights you have under Indian consumer protection law that cannot be excluded.',
});
