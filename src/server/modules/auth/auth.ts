/**
 * better-auth, configured for Vastra Studio: email + password with verification, Google through
 * OpenID Connect discovery (when configured), TOTP two-factor, database sessions read through a
 * short-lived signed cookie cache (decision 110) and database rate limits. Built from its dependencies so tests make one on a test database.
 */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { genericOAuth, twoFactor } from 'better-auth/plugins';
import { MIN_PASSWORD_LENGTH } from '../../../core/auth-rules.js';
import { BRAND_NAME } from '../../../core/paths.js';
import type { Env } from '../../config/env.js';
import { createAccountLanguageReader } from '../../i18n/request-language.js';
import type { DatabaseHandle } from '../../db/client.js';
import * as authSchema from '../../db/schema/auth.js';
import type { Logger } from '../../lib/logger.js';
import type { MailProvider } from '../../providers/mail/mail-provider.js';
import { AUTH_BASE_PATH, createAuthEmails } from './auth-emails.js';
import { authRateLimitRules } from './auth-rate-limits.js';
import { CLIENT_IP_HEADER } from './client-ip.js';
import { createOAuthSecondFactor } from './oauth-second-factor.js';
import { createTotpCodeGuard } from './totp-code-guard.js';
import { GOOGLE_PROVIDER_ID, googleProfileToUser, googleSettings } from './google-provider.js';

export interface AuthDependencies {
  env: Env;
  database: DatabaseHandle;
  mailer: MailProvider;
  logger: Logger;
  /** From resolveAuthSecret(). */
  secret: string;
}

export const AUTH_COOKIE_PREFIX = 'vastra';

export function createAuth({ env, database, mailer, logger, secret }: AuthDependencies) {
  const emails = createAuthEmails(mailer, env.PUBLIC_URL, createAccountLanguageReader(database.db));
  const google = googleSettings(env);
  const secure = env.PUBLIC_URL.startsWith('https://');
  const authLog = logger.child({ module: 'auth' });
  const totpCodes = createTotpCodeGuard(database.db);
  const oauthSecondFactor = createOAuthSecondFactor(env.PUBLIC_URL);

  const plugins = [
    twoFactor({ issuer: BRAND_NAME }),
    ...(google
      ? [
          genericOAuth({
            config: [
              {
                providerId: GOOGLE_PROVIDER_ID,
                discoveryUrl: google.discoveryUrl,
                clientId: google.clientId,
                clientSecret: google.clientSecret,
                scopes: ['openid', 'email', 'profile'],
                pkce: true,
                mapProfileToUser: googleProfileToUser,
              },
            ],
          }),
        ]
      : []),
  ];

  return betterAuth({
    appName: BRAND_NAME,
    baseURL: env.PUBLIC_URL,
    basePath: AUTH_BASE_PATH,
    secret,
    database: drizzleAdapter(database.db, { provider: 'pg', schema: authSchema }),
    trustedOrigins: env.ALLOWED_ORIGINS,
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, token }, request) =>
        emails.sendPasswordReset({ userId: user.id, email: user.email, request }, token),
    },
    emailVerification: {
      sendOnSignUp: true,
      // A sign-in refused for an unverified email sends a fresh link.
      sendOnSignIn: true,
      sendVerificationEmail: ({ user, token }, request) =>
        emails.sendVerification({ userId: user.id, email: user.email, request }, token),
    },
    user: { changeEmail: { enabled: true } },
    // Reads trust a signed copy of the session for AUTH_SESSION_CACHE_S; requireUser checks the
    // database on every state change and for better-auth's sensitive endpoints (decision 110).
    session: {
      cookieCache: { enabled: true, maxAge: env.AUTH_SESSION_CACHE_S, strategy: 'compact' },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 300,
      customRules: authRateLimitRules(env.AUTH_RATE_LIMIT_WINDOW_S, env.AUTH_RATE_LIMIT_MAX),
    },
    advanced: {
      cookiePrefix: AUTH_COOKIE_PREFIX,
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
      // better-auth turns these off when NODE_ENV=test; keep them on everywhere.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        // The sign-up form asks for no name: start from the email's local part.
        if (ctx.path === '/sign-up/email' && typeof body.email === 'string') {
          const name =
            typeof body.name === 'string' && body.name.trim()
              ? body.name
              : body.email.split('@')[0];
          return { context: { body: { ...body, name } } };
        }
        // A password change always signs out every other device.
        if (ctx.path === '/change-password') {
          return { context: { body: { ...body, revokeOtherSessions: true } } };
        }
        await totpCodes.before(ctx);
        return undefined;
      }),
      after: createAuthMiddleware(async (ctx) => {
        await totpCodes.after(ctx);
        await oauthSecondFactor.after(ctx);
        // An email change asked for: the address the account has now hears of it at once.
        const session = ctx.context.session;
        const newEmail = (ctx.body as { newEmail?: unknown } | undefined)?.newEmail;
        if (
          ctx.path === '/change-email' &&
          !(ctx.context.returned instanceof APIError) &&
          session &&
          typeof newEmail === 'string'
        ) {
          const to = { userId: session.user.id, email: session.user.email, request: ctx.request };
          await emails
            .sendEmailChangeNotice(to, newEmail.trim().toLowerCase())
            .catch((error: unknown) =>
              authLog.warn({ err: error }, 'could not send the email change notice'),
            );
        }
      }),
    },
    plugins,
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        const detail = args.length ? { detail: args } : {};
        if (level === 'error') authLog.error(detail, message);
        else if (level === 'warn') authLog.warn(detail, message);
        else authLog.debug(detail, message);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
