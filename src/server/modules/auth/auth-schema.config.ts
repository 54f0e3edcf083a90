/**
 * Used only by `npm run auth:generate`: the better-auth options that shape its tables
 * (plugins and rate-limit storage), with no real database. Keep in step with auth.ts.
 */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth, twoFactor } from 'better-auth/plugins';

export const auth = betterAuth({
  database: drizzleAdapter({}, { provider: 'pg' }),
  emailAndPassword: { enabled: true },
  rateLimit: { enabled: true, storage: 'database' },
  plugins: [twoFactor(), genericOAuth({ config: [] })],
});
