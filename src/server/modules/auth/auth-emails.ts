/**
 * The emails of the account flows and the links they carry. Links point at the web app's
 * pages (docs/decisions/032): better-auth's own link formats are replaced here.
 */
import type { Language } from '../../../core/language.js';
import { paths } from '../../../core/paths.js';
import {
  chooseLanguage,
  cookieLanguage,
  type AccountLanguageReader,
} from '../../i18n/request-language.js';
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

/** Who an account email goes to, and the request that caused it (for its language cookie). */
export interface AuthEmailRecipient {
  userId: string;
  email: string;
  request?: Request;
}

export function createAuthEmails(
  mailer: MailProvider,
  publicUrl: string,
  accountLanguage: AccountLanguageReader,
) {
  const landing = authLandingUrls(publicUrl);
  /**
   * The account's language, else (a new account, or one that never chose) the language of the
   * page that asked for the email, from its cookie (decision 199).
   */
  async function languageOf(to: AuthEmailRecipient): Promise<Language> {
    const saved = await accountLanguage(to.userId);
    return chooseLanguage(saved, cookieLanguage(to.request?.headers.get('cookie')));
  }
  const verifyLink = (token: string, callbackURL: string) =>
    `${publicUrl}${AUTH_BASE_PATH}/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent(callbackURL)}`;

  return {
    /** Sign-up verification, or (token with `updateTo`) confirmation of a new address. */
    async sendVerification(to: AuthEmailRecipient, token: string) {
      const isEmailChange = Boolean(emailTokenClaims(token).updateTo);
      const language = await languageOf(to);
      const content = isEmailChange
        ? changeEmailMessage(verifyLink(token, landing.emailChanged), language)
        : verifyEmailMessage(verifyLink(token, landing.verified), language);
      await mailer.sendMail({ to: to.email, ...content });
    },
    /** To the address the account has now, when a change to another one is asked for. */
    async sendEmailChangeNotice(to: AuthEmailRecipient, newEmail: string) {
      const url = `${publicUrl}${paths.forgotPassword}`;
      const language = await languageOf(to);
      await mailer.sendMail({
        to: to.email,
        ...emailChangeRequestedMessage(newEmail, url, language),
      });
    },
    async sendPasswordReset(to: AuthEmailRecipient, token: string) {
      const url = `${publicUrl}${paths.resetPassword}?token=${encodeURIComponent(token)}`;
      const language = await languageOf(to);
      await mailer.sendMail({ to: to.email, ...resetPasswordMessage(url, language) });
    },
  };
}
