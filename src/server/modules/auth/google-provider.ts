import { ConfigError, type Env } from '../../config/env.js';

export const GOOGLE_PROVIDER_ID = 'google';

export interface GoogleSettings {
  clientId: string;
  clientSecret: string;
  discoveryUrl: string;
}

/** Google sign-in is on when both its keys are set; one without the other fails start. */
export function googleSettings(env: Env): GoogleSettings | null {
  const { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret } = env;
  if (!clientId && !clientSecret) return null;
  if (!clientId || !clientSecret) {
    throw new ConfigError([
      `${clientId ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'}: required when ${clientId ? 'GOOGLE_CLIENT_ID' : 'GOOGLE_CLIENT_SECRET'} is set (Google sign-in needs both)`,
    ]);
  }
  return { clientId, clientSecret, discoveryUrl: env.GOOGLE_DISCOVERY_URL };
}

/** Maps the OpenID Connect claims to the user better-auth creates. */
export function googleProfileToUser(profile: Record<string, unknown>) {
  const email = typeof profile.email === 'string' ? profile.email : '';
  const name =
    typeof profile.name === 'string' && profile.name.trim() ? profile.name : email.split('@')[0];
  return {
    name,
    email,
    emailVerified: profile.email_verified === true || profile.email_verified === 'true',
    image: typeof profile.picture === 'string' ? profile.picture : undefined,
  };
}
