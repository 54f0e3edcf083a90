import { Hono, type MiddlewareHandler } from 'hono';
import { regenerateShotSchema } from '../../../core/run-schemas.js';
import type { AppEnv } from '../../http/context.js';
import { readJson } from '../../http/read-json.js';
import { AppError } from '../../lib/errors.js';
import { currentUser } from '../auth/require-user.js';
import type { CatalogueService } from '../catalogues/catalogue-service.js';
import type { RegenerationService } from './regeneration-service.js';
import { keyed } from '../../../core/server-messages.js';

const shotIndexParam = (value: string) => {
  const index = Number(value);
  if (!/^\d{1,2}$/.test(value) || index > 20)
    throw new AppError('NOT_FOUND', keyed('imageNotFound'));
  return index;
};

/**
 * POST /api/runs/:id/shots/:index/regenerate and /api/catalogues/:id/images/:imageId/regenerate
 * (decision 122): 202 with the run or catalogue as it now is, the shot marked as being made again.
 */
export function regenerationRoutes(deps: {
  regenerations: RegenerationService;
  catalogues: Pick<CatalogueService, 'get'>;
  signedIn: MiddlewareHandler<AppEnv>;
}) {
  const { regenerations, catalogues, signedIn } = deps;
  return new Hono<AppEnv>()
    .post('/runs/:id/shots/:index/regenerate', signedIn, async (c) => {
      const { clientRequestId } = await readJson(c, regenerateShotSchema);
      const userId = currentUser(c).id;
      const run = await regenerations.regenerateRunShot(
        userId,
        c.req.param('id'),
        shotIndexParam(c.req.param('index')),
        clientRequestId,
      );
      return c.json(run, 202);
    })
    .post('/catalogues/:id/images/:imageId/regenerate', signedIn, async (c) => {
      const { clientRequestId } = await readJson(c, regenerateShotSchema);
      const userId = currentUser(c).id;
      const { id, imageId } = c.req.param();
      await regenerations.regenerateCatalogueImage(userId, id, imageId, clientRequestId);
      return c.json(await catalogues.get(userId, id), 202);
    });
}
