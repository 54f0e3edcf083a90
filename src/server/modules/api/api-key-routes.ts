/**
 * /api/api-keys (endpoint list in src/core/api-keys.ts): Settings' API keys card and webhook
 * delivery log, for the signed-in user only.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { createApiKeySchema } from '../../../core/api-keys.js';
import type { AppEnv } from '../../http/context.js';
import { readJson } from '../../http/read-json.js';
import { currentUser } from '../auth/require-user.js';
import type { ApiKeyService } from './api-key-service.js';
import type { WebhookService } from './webhook-service.js';

export function apiKeyRoutes(
  keys: ApiKeyService,
  webhooks: Pick<WebhookService, 'deliveries'>,
  signedIn: MiddlewareHandler<AppEnv>,
) {
  return new Hono<AppEnv>()
    .use('*', signedIn)
    .use('*', async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    })
    .get('/', async (c) => c.json(await keys.list(currentUser(c).id)))
    .post('/', async (c) => {
      const { name } = await readJson(c, createApiKeySchema);
      return c.json(await keys.create(currentUser(c).id, name), 201);
    })
    .get('/deliveries', async (c) => c.json(await webhooks.deliveries(currentUser(c).id)))
    .delete('/:id', async (c) => {
      await keys.revoke(currentUser(c).id, c.req.param('id'));
      return c.body(null, 204);
    });
}
