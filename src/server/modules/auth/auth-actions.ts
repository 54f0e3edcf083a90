/**
 * What the rest of the API asks of better-auth, behind plain functions so modules and their
 * tests do not depend on the auth library.
 */
import type { ApiErrorBody } from '../../../core/errors.js';
import { isMessageKey, keyed, type KeyedMessage } from '../../../core/server-messages.js';
import { AppError } from '../../lib/errors.js';
import type { Auth } from './auth.js';
import { authLandingUrls } from './auth-emails.js';
import { friendlyAuthError } from './auth-error-answers.js';
import type { SessionRead, SessionReader } from './session-types.js';
import { createVerifiedSessionMemo } from './verified-session-memo.js';

export interface AuthActions {
  readSession: SessionReader;
  /** Emails a confirmation link to the new address; the change applies when it is clicked. */
  requestEmailChange(headers: Headers, newEmail: string): Promise<void>;
  /** Ends the request's session; answers the Set-Cookie headers that clear its cookies. */
  signOut(headers: Headers): Promise<string[]>;
  /** Whether the user's password is this one; false when the account has no password. */
  passwordMatches(userId: string, password: string): Promise<boolean>;
}

async function throwIfFailed(response: Response): Promise<Response> {
  if (response.ok) return response;
  const body = (await (await friendlyAuthError(response)).json()) as ApiErrorBody;
  const { code, key, values, message } = body.error;
  throw new AppError(
    code,
    isMessageKey(key)
      ? ({ key, values: values ?? [] } as KeyedMessage)
      : keyed('badRequest', message),
  );
}

/**
 * A Set-Cookie line that drops the session cookie cache, so the next read asks the database
 * (after a state change that may have changed what the cache holds, e.g. the display name).
 */
async function dropCacheCookie(auth: Auth): Promise<string> {
  const { name, attributes } = (await auth.$context).authCookies.sessionData;
  const parts = [`${name}=`, 'Max-Age=0', `Path=${attributes.path ?? '/'}`];
  if (attributes.httpOnly) parts.push('HttpOnly');
  if (attributes.sameSite) parts.push(`SameSite=${attributes.sameSite}`);
  if (attributes.secure) parts.push('Secure');
  return parts.join('; ');
}

export function createAuthActions(auth: Auth, publicUrl: string): AuthActions {
  const dropCache = dropCacheCookie(auth);
  const verified = createVerifiedSessionMemo(
    auth.$context.then(({ authCookies }) => ({
      token: authCookies.sessionToken.name,
      data: authCookies.sessionData.name,
    })),
  );
  return {
    async readSession(headers, options = {}) {
      if (options.fresh) {
        const found = await auth.api.getSession({ headers, query: { disableCookieCache: true } });
        if (!found) return null;
        return { user: found.user, session: found.session, setCookies: [await dropCache] };
      }
      const remembered = await verified.get(headers);
      if (remembered) return remembered;
      const { headers: answer, response } = await auth.api.getSession({
        headers,
        returnHeaders: true,
      });
      if (!response) return null;
      const read: SessionRead = {
        user: response.user,
        session: response.session,
        setCookies: answer.getSetCookie(),
      };
      await verified.keep(headers, read);
      return read;
    },
    async requestEmailChange(headers, newEmail) {
      const response = await auth.api.changeEmail({
        headers,
        body: { newEmail, callbackURL: authLandingUrls(publicUrl).emailChanged },
        asResponse: true,
      });
      await throwIfFailed(response);
    },
    async signOut(headers) {
      const response = await auth.api.signOut({ headers, asResponse: true });
      return response.headers.getSetCookie();
    },
    async passwordMatches(userId, password) {
      const context = await auth.$context;
      const accounts = await context.internalAdapter.findAccounts(userId);
      const hash = accounts.find((account) => account.providerId === 'credential')?.password;
      return hash ? context.password.verify({ hash, password }) : false;
    },
  };
}
