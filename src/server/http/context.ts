import type { Logger } from '../lib/logger.js';

/** What every request handler can read from the Hono context. */
export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
  };
}
