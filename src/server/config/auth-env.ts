/** Config keys of accounts and mail (auth secret, Google OIDC, SMTP). Merged into env.ts. */
import { z } from 'zod';
import { booleanFlag } from './boolean-flag.js';

export const authEnvShape = {
  /** Signs sessions and tokens. Required in production; generated into DATA_DIR/auth-secret otherwise. */
  BETTER_AUTH_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters (openssl rand -base64 32)')
    .optional(),
  /** Google sign-in (OpenID Connect). Both id and secret switch it on. */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_DISCOVERY_URL: z
    .url()
    .default('https://accounts.google.com/.well-known/openid-configuration'),
  /** smtp://user:pass@host:587 or smtps://…; unset writes mail to DATA_DIR/outbox as .eml files. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Vastra Studio <no-reply@vastra.studio>'),
  /** Rate limit of sign-in, sign-up, password reset and 2FA verification, per client address and path. */
  AUTH_RATE_LIMIT_WINDOW_S: z.coerce.number().int().positive().default(60),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  /**
   * How long a signed session cookie may answer for the database on reads (decision 110): a
   * revoked session stops reading within this many seconds; state changes always check the database.
   */
  AUTH_SESSION_CACHE_S: z.coerce.number().int().min(1).max(300).default(60),
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (rate limits, session records). */
  TRUST_PROXY: booleanFlag.default(false),
};
