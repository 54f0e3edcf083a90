import { BRAND_NAME } from '../../../../core/paths.js';
import { actionEmail, type EmailContent } from '../../../lib/email-layout.js';

export function verifyEmailMessage(url: string): EmailContent {
  return actionEmail({
    subject: `Verify your email for ${BRAND_NAME}`,
    heading: 'Confirm your email address',
    intro: `Welcome to ${BRAND_NAME}. Confirm this address to finish creating your account and start making catalogues.`,
    action: 'Verify email',
    url,
    outro: 'The link works for 1 hour. If you did not sign up, you can ignore this email.',
  });
}
