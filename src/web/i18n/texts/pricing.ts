import { BILLING_TEXTS } from '@core/billing-texts';
import { defineTexts } from '../define-texts';

/** The pricing page (docs/product.md §9) around the plan cards and the FAQ. */
export const pricingTexts = defineTexts('pricing', {
  pageTitle: 'Pricing',
  paymentCancelled: BILLING_TEXTS.paymentCancelled,
  title: 'Plans and pricing',
  lead: 'Start free. Upgrade when your catalogue grows; the new quota applies immediately.',
  customTitle: 'Need a Custom Solution?',
  customText:
    'Large catalogues, marketplace integrations or an API for your own systems: tell us what you need.',
  customSubject: 'Custom solution enquiry',
  contactSales: 'Contact Sales',
});
