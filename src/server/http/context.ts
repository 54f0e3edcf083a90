import type { Logger } from '../lib/logger.js';
import type { ApiCaller } from '../modules/api/api-key-service.js';
import type { SessionInfo, SessionUser } from '../modules/auth/session-types.js';

/** What every request handler can read from the Hono context. */
export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    /** Set by requireUser on routes that need a signed-in user. */
    user?: SessionUser;
    session?: SessionInfo;
    /** Set by requireApiKey on /api/v1: the key a request was made with and its owner. */
    apiCaller?: ApiCaller;
  };
}
