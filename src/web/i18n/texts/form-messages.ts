import { BILLING_DETAILS_TEXTS as BILLING } from '@core/billing-details';
import { GARMENT_TEXTS } from '@core/garments';
import { defineTexts } from '../define-texts';

/**
 * The messages core's form schemas give when the browser checks a form before sending it
 * (decision 202): `useFormMessage()` finds a message's English here, a text with `{{values}}`
 * as a pattern, and says it in the reader's language. The server's answers come already said
 * in the request's language (decision 199).
 */
export const formMessagesTexts = defineTexts('form-messages', {
  atMost: 'At most {{max}} characters.',
  useAtMost: 'Use at most {{max}} characters.',
  productNameTooLong: 'A product name can be at most {{max}} characters.',
  stylingNoteTooLong: GARMENT_TEXTS.stylingNoteTooLong.replace(/\d+/, '{{max}}'),
  giveKeyName: 'Give the key a name.',
  emailInvalid: 'Enter a valid email address.',
  legalNameMissing: BILLING.legalNameMissing,
  gstinFormat: BILLING.gstinFormat,
  gstinCheckDigit: BILLING.gstinCheckDigit,
  gstinStateMismatch: BILLING.gstinStateMismatch('{{state}}', '{{code}}'),
  addressMissing: BILLING.addressMissing,
  cityMissing: BILLING.cityMissing,
  postalCodeInvalid: BILLING.postalCodeInvalid,
  stateMissing: BILLING.stateMissing,
});
