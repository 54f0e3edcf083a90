import { INDIAN_STATES } from '@core/billing-details';
import { defineTexts } from '../define-texts';

/** The states' and union territories' names, keyed `state-<GST code>` (core's INDIAN_STATES). */
const stateNames = Object.fromEntries(
  INDIAN_STATES.map((state) => [`state-${state.code}`, state.name]),
) as Record<`state-${(typeof INDIAN_STATES)[number]['code']}`, string>;

/** Settings → Billing details (decision 184): the buyer's details for GST invoices. */
export const billingDetailsTexts = defineTexts('billing-details', {
  title: 'Billing details',
  description:
    'Your business on GST invoices. Printed on every invoice from your next payment; invoices already issued stay as they are.',
  legalName: 'Legal name',
  gstin: 'GSTIN (optional)',
  addressLine1: 'Address line 1',
  addressLine2: 'Address line 2 (optional)',
  city: 'City',
  postalCode: 'PIN code',
  stateCode: 'State or union territory',
  chooseState: 'Choose a state',
  gstinHelp: '15 characters; its first two digits are the state code.',
  saved: 'Billing details saved',
  notSaved: 'Billing details not saved',
  saving: 'Saving...',
  save: 'Save Billing Details',
  remove: 'Remove',
  removed: 'Billing details removed',
  notRemoved: 'Billing details not removed',
  ...stateNames,
});
