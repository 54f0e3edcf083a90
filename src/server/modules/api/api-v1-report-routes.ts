/**
 * /api/v1 …/report: report a bad image of a catalogue or a run (decision 265), with the same
 * rules as the dashboard's 'Report this image': once per image, ever; credited within 7 days or
 * when it failed the colour or print check, within the month's limit.
 */
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { SHOT_REPORT_TEXTS } from '../../../core/shot-reports.js';
import type { AppEnv } from '../../http/context.js';
import type { ShotReportService } from '../shot-reports/shot-report-service.js';
import { errors, json, security } from './api-openapi-parts.js';
import { CatalogueImageParams, ShotParams } from './api-schemas.js';
import { ReportImageSchema, ShotReportSchema } from './api-shot-report-schemas.js';
import { toApiShotReport } from './api-shot-report-view.js';
import { apiCaller } from './require-api-key.js';

const { api: TEXTS } = SHOT_REPORT_TEXTS;

const body = {
  content: { 'application/json': { schema: ReportImageSchema } },
  required: true,
} as const;

/** The two report routes differ only in their path, tag, summary and how they name the image. */
function reportRoute<P extends typeof CatalogueImageParams | typeof ShotParams>(
  path: string,
  tag: 'Catalogues' | 'Runs',
  summary: string,
  params: P,
) {
  return createRoute({
    method: 'post',
    path,
    tags: [tag],
    summary,
    description: TEXTS.description,
    security,
    request: { params, body },
    responses: { 200: json(ShotReportSchema, TEXTS.answer), ...errors(400, 404, 409) },
  });
}

export function registerShotReportRoutes(
  app: OpenAPIHono<AppEnv>,
  deps: { shotReports: ShotReportService },
) {
  const { shotReports } = deps;
  app.openapi(
    reportRoute(
      '/catalogues/{id}/images/{imageId}/report',
      'Catalogues',
      TEXTS.catalogueSummary,
      CatalogueImageParams,
    ),
    async (c) => {
      const { id, imageId } = c.req.valid('param');
      const { reason, text } = c.req.valid('json');
      const input = { reason, text: text || undefined };
      const report = await shotReports.reportCatalogueImage(
        apiCaller(c).userId,
        id,
        imageId,
        input,
      );
      return c.json(toApiShotReport(report), 200);
    },
  );
  app.openapi(
    reportRoute('/runs/{id}/shots/{index}/report', 'Runs', TEXTS.runSummary, ShotParams),
    async (c) => {
      const { id, index } = c.req.valid('param');
      const { reason, text } = c.req.valid('json');
      const input = { reason, text: text || undefined };
      const report = await shotReports.reportRunShot(apiCaller(c).userId, id, index, input);
      return c.json(toApiShotReport(report), 200);
    },
  );
}
