import { BRAND_NAME } from '../../../../core/paths.js';
import { actionEmail, type EmailContent } from '../../../lib/email-layout.js';

/** To the current address when someone asks to move the account to another one. */
export function emailChangeRequestedMessage(newEmail: string, resetUrl: string): EmailContent {
  return actionEmail({
    subject: `Your ${BRAND_NAME} email is being changed`,
    heading: 'A new email address was requested for your account',
    intro: `Someone signed in to your ${BRAND_NAME} account asked to change its email to ${newEmail}. The change happens only when that address confirms it.`,
    action: 'Reset your password',
    url: resetUrl,
    outro:
      'If this was you, there is nothing to do. If it was not, reset your password now: it signs out every device, and the change cannot be confirmed without a session.',
  });
}
