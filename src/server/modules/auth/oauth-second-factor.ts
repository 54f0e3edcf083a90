/**
 * Google sign-in asks for the second factor too (decision 177). better-auth's two-factor plugin
 * holds back the session only after a password sign-in; its OAuth callback signs a user with
 * two-factor on straight in. After that callback, the new session is ended and the browser is
 * sent to the sign-in page's code step with the same pending-sign-in cookie the plugin sets
 * after a password, so /two-factor/verify-totp (or a backup code) finishes the sign-in.
 */
import type { createAuthMiddleware } from 'better-auth/api';
import { deleteSessionCookie } from 'better-auth/cookies';
import { generateRandomString } from 'better-auth/crypto';
import { SECOND_FACTOR_QUERY, safeReturnPath } from '../../../core/auth-rules.js';
import { paths } from '../../../core/paths.js';

type AuthHookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

export const OAUTH_CALLBACK_PATH = '/oauth2/callback/:providerId';
/** As the two-factor plugin: the pending sign-in lasts ten minutes. */
const PENDING_SIGN_IN_S = 600;

/** The same-site path the callback was sending the user to, to return there afterwards. */
function returnPathOf(location: string | null, publicUrl: string): string {
  if (!location) return '/';
  const target = new URL(location, publicUrl);
  if (target.origin !== new URL(publicUrl).origin) return '/';
  return safeReturnPath(`${target.pathname}${target.search}`, '/');
}

export function createOAuthSecondFactor(publicUrl: string) {
  return {
    async after(ctx: AuthHookContext): Promise<void> {
      if (ctx.path !== OAUTH_CALLBACK_PATH) return;
      const signedIn = ctx.context.newSession;
      if (!signedIn?.user.twoFactorEnabled) return;

      deleteSessionCookie(ctx, true);
      await ctx.context.internalAdapter.deleteSession(signedIn.session.token);
      const pending = ctx.context.createAuthCookie('two_factor', { maxAge: PENDING_SIGN_IN_S });
      const identifier = `2fa-${generateRandomString(20)}`;
      await ctx.context.internalAdapter.createVerificationValue({
        value: signedIn.user.id,
        identifier,
        expiresAt: new Date(Date.now() + PENDING_SIGN_IN_S * 1000),
      });
      await ctx.setSignedCookie(pending.name, identifier, ctx.context.secret, pending.attributes);

      const returned = ctx.context.returned as
        { headers?: ConstructorParameters<typeof Headers>[0] } | undefined;
      const from = returnPathOf(new Headers(returned?.headers).get('location'), publicUrl);
      const query = new URLSearchParams({ [SECOND_FACTOR_QUERY]: '1', from });
      throw ctx.redirect(`${paths.signIn}?${query.toString()}`);
    },
  };
}
