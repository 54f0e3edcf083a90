import { BRAND_NAME } from '../../../../core/paths.js';
import { actionEmail, type EmailContent } from '../../../lib/email-layout.js';

export function resetPasswordMessage(url: string): EmailContent {
  return actionEmail({
    subject: `Reset your ${BRAND_NAME} password`,
    heading: 'Choose a new password',
    intro: `Someone asked to reset the password of your ${BRAND_NAME} account. Use the button to choose a new one.`,
    action: 'Reset password',
    url,
    outro:
      'The link works for 1 hour and only once. If you did not ask for this, ignore this email: your password stays as it is.',
  });
}
