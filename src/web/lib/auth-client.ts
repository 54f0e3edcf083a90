import { createAuthClient } from 'better-auth/react';
import { genericOAuthClient, twoFactorClient } from 'better-auth/client/plugins';

/** better-auth's browser client, on this origin under /api/auth (cookies, no tokens in storage). */
export const authClient = createAuthClient({
  plugins: [twoFactorClient(), genericOAuthClient()],
});
