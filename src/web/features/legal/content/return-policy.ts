import type { LegalDocument } from './legal-document';

export const returnPolicy: LegalDocument = {
  title: 'Return and Refund Policy',
  updated: '21 November 2026',
  summary:
    'Vastra Studio sells digital subscriptions that are available to use as soon as you pay, so all sales are final and we do not offer refunds. You can cancel at any time and keep your plan until the end of the period you paid for. If we charged you by mistake, tell us within 7 days and we will put it right.',
  sections: [
    {
      id: 'all-sales-final',
      heading: 'All sales are final',
      paragraphs: [
        'Our plans give you immediate access to a digital service: your quota of AI-generated images and the features of your plan are available as soon as your payment is confirmed. For this reason, all sales are final and payments are non-refundable.',
        'There is no free trial for paid plans. Please use the Free plan (5 images per month) to try the Service on your own products before you buy.',
      ],
    },
    {
      id: 'no-partial-refunds',
      heading: 'No full or partial refunds',
      paragraphs: ['We do not give refunds, in full or in part, for:'],
      bullets: [
        'images left unused at the end of a billing month (unused images do not carry over);',
        'the remaining part of a monthly or yearly billing period after you cancel;',
        'a renewal you forgot to cancel before it was charged;',
        'generated images you are not satisfied with; images from generations that fail or are stopped are returned to your quota instead;',
        'an account suspended or terminated for breaking our Terms of Service.',
      ],
    },
    {
      id: 'cancellation',
      heading: 'Cancelling your plan',
      paragraphs: [
        'Monthly plans renew every month and yearly plans renew every year until you cancel. You can cancel at any time from Settings > Billing in your dashboard.',
        'Cancellation stops all future charges and takes effect at the end of your current billing period. Until then you keep your plan and its remaining images; after that your account moves to the Free plan, and your catalogues and libraries stay in your account.',
        'To avoid being charged for the next period, cancel before your renewal date, which is shown as “Renews on” in Settings.',
      ],
    },
    {
      id: 'billing-errors',
      heading: 'Billing errors',
      paragraphs: ['If we charged you incorrectly, we will correct it. Billing errors include:'],
      bullets: [
        'a duplicate charge for the same plan and period;',
        'a charge for the wrong amount, or for a plan you did not choose;',
        'a charge for which your plan was never activated;',
        'a renewal charged after you had already cancelled.',
      ],
    },
    {
      id: 'reporting-a-billing-error',
      heading: 'How to report a billing error',
      paragraphs: [
        'Email billing@vastra.studio within 7 days of the charge, from the email address on your account. Please include the date and amount of the charge and the payment reference shown in your bank statement or in Settings > Billing. We cannot accept billing error reports made more than 7 days after the charge.',
        'We will respond within 5-7 business days, after checking the charge with our payment provider, Razorpay.',
        'If we confirm a billing error, we refund the incorrect amount to your original payment method. Refunds are issued within 10-14 business days of our confirmation; the exact time the money takes to appear depends on your bank or card issuer.',
      ],
    },
    {
      id: 'chargebacks',
      heading: 'Chargebacks',
      paragraphs: [
        'Please contact billing@vastra.studio before you dispute a payment with your bank or card issuer; we resolve genuine errors quickly.',
        'If you raise a chargeback or payment dispute, the account concerned and any related accounts will be permanently banned from Vastra Studio. We may also contest the chargeback with the records we hold.',
      ],
    },
    {
      id: 'exceptional-cases',
      heading: 'Outages and exceptional cases',
      paragraphs: [
        'If the Service, or image generation, is unavailable to you for more than 24 hours in a row (an extended outage), write to hello@vastra.studio. We may give you a service credit, such as extra images or extra days on your plan, at our discretion. Service credits have no cash value and are not refunds.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      paragraphs: [
        'Billing errors and payment questions: billing@vastra.studio (response within 5-7 business days).',
        'Anything else about your account or the Service: hello@vastra.studio (we aim to reply within 24-48 hours).',
        'This policy forms part of our Terms of Service. Nothing in it affects rights you have under Indian consumer protection law that cannot be excluded.',
      ],
    },
  ],
};
