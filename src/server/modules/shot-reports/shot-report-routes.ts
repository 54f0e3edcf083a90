import { Hono, type MiddlewareHandler } from 'hono';
import { reportShotSchema } from '../../../core/shot-report-schema.js';
import type { AppEnv } from '../../http/context.js';
import { readJson } from '../../http/read-json.js';
import { AppError } from '../../lib/errors.js';
import { currentUser } from '../auth/require-user.js';
import type { ShotReportService } from './shot-report-service.js';
import { keyed } from '../../../core/server-messages.js';

/** A shot's index as a path gives it; anything else is as missing as another user's shot. */
export const shotIndexParam = (value: string) => {
  const index = Number(value);
  if (!/^\d{1,2}$/.test(value) || index > 20)
    throw new AppError('NOT_FOUND', keyed('imageNotFound'));
  return index;
};

/**
 * Reporting a bad image (decision 263): POST …/report answers 200 with the report (a repeated
 * report answers the first, `alreadyReported`); GET …/reports lists a run's or catalogue's.
 */
export function shotReportRoutes(reports: ShotReportService, signedIn: MiddlewareHandler<AppEnv>) {
  return new Hono<AppEnv>()
    .get('/runs/:id/reports', signedIn, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await reports.runReports(currentUser(c).id, c.req.param('id')));
    })
    .post('/runs/:id/shots/:index/report', signedIn, async (c) => {
      const input = await readJson(c, reportShotSchema);
      const index = shotIndexParam(c.req.param('index'));
      return c.json(
        await reports.reportRunShot(currentUser(c).id, c.req.param('id'), index, input),
      );
    })
    .get('/catalogues/:id/reports', signedIn, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await reports.catalogueReports(currentUser(c).id, c.req.param('id')));
    })
    .post('/catalogues/:id/images/:imageId/report', signedIn, async (c) => {
      const input = await readJson(c, reportShotSchema);
      const { id, imageId } = c.req.param();
      return c.json(await reports.reportCatalogueImage(currentUser(c).id, id, imageId, input));
    });
}
