import { Hono } from 'hono';
import type { AuthConfigView } from '../../../core/account.js';
import { MIN_PASSWORD_LENGTH } from '../../../core/auth-rules.js';
import type { EngineCapabilities } from '../../engines/image-engine.js';
import { databaseFaultOfRequest } from '../../db/request-database-faults.js';
import type { AppEnv } from '../../http/context.js';
import type { Auth } from './auth.js';
import { friendlyAuthError } from './auth-error-answers.js';
import { clientAddress, withClientAddress } from './client-ip.js';

/** better-auth's endpoints, mounted at /api/auth/*. */
export function authRoutes(auth: Auth, options: { trustProxy: boolean; publicUrl: string }) {
  return new Hono<AppEnv>().on(['GET', 'POST'], '/*', async (c) => {
    const request = withClientAddress(c.req.raw, clientAddress(c, options.trustProxy));
    const response = await auth.handler(request);
    // better-auth answers a failed query with its own 500: a lost connection is a 503.
    const lost = databaseFaultOfRequest();
    if (response.status >= 500 && lost !== undefined) throw lost;
    return friendlyAuthError(response, {
      openedAt: c.req.header('origin'),
      publicUrl: options.publicUrl,
    });
  });
}

/** GET /api/auth-config: what the sign-in and sign-up pages may offer. */
export function authConfigRoutes(config: AuthConfigView) {
  return new Hono<AppEnv>().get('/', (c) => c.json(config));
}

/** The public config, from the running engine's capabilities where they matter to the web. */
export function authConfigOf(
  googleEnabled: boolean,
  engine: Pick<EngineCapabilities, 'onModel' | 'catalogueSeconds' | 'economyBatches'>,
): AuthConfigView {
  return {
    googleEnabled,
    minPasswordLength: MIN_PASSWORD_LENGTH,
    onModel: engine.onModel,
    catalogueSeconds: engine.catalogueSeconds,
    economyBatches: engine.economyBatches === true,
  };
}
