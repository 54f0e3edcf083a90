import type { Logger } from '../lib/logger.js';
import type { SessionInfo, SessionUser } from '../modules/auth/session-types.js';

/** What every request handler can read from the Hono context. */
export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    /** Set by requireUser on routes that need a signed-in user. */
    user?: SessionUser;
    session?: SessionInfo;
  };
}
