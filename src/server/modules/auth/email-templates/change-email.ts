import { BRAND_NAME } from '../../../../core/paths.js';
import { actionEmail, type EmailContent } from '../../../lib/email-layout.js';

export function changeEmailMessage(url: string): EmailContent {
  return actionEmail({
    subject: `Confirm your new email for ${BRAND_NAME}`,
    heading: 'Confirm your new email address',
    intro: `You asked to use this address for your ${BRAND_NAME} account. Confirm it to make the change.`,
    action: 'Confirm new email',
    url,
    outro:
      'The link works for 1 hour. Until you confirm, your account keeps its current email. If you did not ask for this, ignore this email.',
  });
}
