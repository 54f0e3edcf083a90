/**
 * The emails of the account flows and the links they carry. Links point at the web app's
 * pages (docs/decisions/032): better-auth's own link formats are replaced here.
 */
import { paths } from '../../../core/paths.js';
import type { MailProvider } from '../../providers/mail/mail-provider.js';
import { changeEmailMessage } from './email-templates/change-email.js';
import { emailChangeRequestedMessage } from './email-templates/email-change-requested.js';
import { resetPasswordMessage } from './email-templates/reset-password.js';
import { verifyEmailMessage } from './email-templates/verify-email.js';

export const AUTH_BASE_PATH = '/api/auth';

/** Where the browser lands after clicking each link (errors arrive as `&error=<code>`). */
export function authLandingUrls(publicUrl: string) {
  return {
    verified: `${publicUrl}${paths.signIn}?verified=1`,
    emailChanged: `${publicUrl}${paths.settings}?emailChanged=1`,
  };
}

/** The claims of a better-auth email token (a JWT), read without checking it: only to pick a template. */
function emailTokenClaims(token: string): { updateTo?: string; requestType?: string } {
  try {
    const payload = token.split('.')[1] ?? '';
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { updateTo?: string };
  } catch {
    return {};
  }
}

export function createAuthEmails(mailer: MailProvider, publicUrl: string) {
  const landing = authLandingUrls(publicUrl);
  const verifyLink = (token: string, callbackURL: string) =>
    `${publicUrl}${AUTH_BASE_PATH}/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent(callbackURL)}`;

  return {
    /** Sign-up verification, or (token with `updateTo`) confirmation of a new address. */
    async sendVerification(to: string, token: string) {
      const isEmailChange = Boolean(emailTokenClaims(token).updateTo);
      const content = isEmailChange
        ? changeEmailMessage(verifyLink(token, landing.emailChanged))
        : verifyEmailMessage(verifyLink(token, landing.verified));
      await mailer.sendMail({ to, ...content });
    },
    /** To the address the account has now, when a change to another one is asked for. */
    async sendEmailChangeNotice(to: string, newEmail: string) {
      const url = `${publicUrl}${paths.forgotPassword}`;
      await mailer.sendMail({ to, ...emailChangeRequestedMessage(newEmail, url) });
    },
    async sendPasswordReset(to: string, token: string) {
      const url = `${publicUrl}${paths.resetPassword}?token=${encodeURIComponent(token)}`;
      await mailer.sendMail({ to, ...resetPasswordMessage(url) });
    },
  };
}
