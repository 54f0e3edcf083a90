import { Hono } from 'hono';
import { describeDatabase, type DatabaseHandle } from '../../db/client.js';
import type { AppEnv } from '../../http/context.js';

/** GET /api/health: the server is up and which database answers. */
export function healthRoutes(database: DatabaseHandle) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const db = await describeDatabase(database);
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok', database: db });
  });
}
