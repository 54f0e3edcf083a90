/**
 * /api/v1 …/report: report a bad image of a catalogue or a run (decision 265), with the same
 * rules as the dashboard's 'Report this image': once per image, ever; credited within 7 days or
 * when it failed the colour check, within the month's limit.
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

export function registerShotReportRoutes(
  app: OpenAPIHono<AppEnv>,
  deps: { shotReports: ShotReportService },
) {
  const reportCatalogueImage = createRoute({
    method: 'post',
    path: '/catalogues/{id}/images/{imageId}/report',
    tags: ['Catalogues'],
    summary: TEXTS.catalogueSummary,
    description: TEXTS.description,
    security,
    request: { params: CatalogueImageParams, body },
    responses: { 200: json(ShotReportSchema, TEXTS.answer), ...errors(400, 404, 409) },
  });
  app.openapi(reportCatalogueImage, async (c) => {
    const { id, imageId } = c.req.valid('param');
    const input = c.req.valid('json');
    const report = await deps.shotReports.reportCatalogueImage(apiCaller(c).userId, id, imageId, {
      reason: input.reason,
      text: input.text || undefined,
    });
    return c.json(toApiShotReport(report), 200);
  });

  const reportRunShot = createRoute({
    method: 'post',
    path: '/runs/{id}/shots/{index}/report',
    tags: ['Runs'],
    summary: TEXTS.runSummary,
    description: TEXTS.description,
    security,
    request: { params: ShotParams, body },
    responses: { 200: json(ShotReportSchema, TEXTS.answer), ...errors(400, 404, 409) },
  });
  app.openapi(reportRunShot, async (c) => {
    const { id, index } = c.req.valid('param');
    const input = c.req.valid('json');
    const report = await deps.shotReports.reportRunShot(apiCaller(c).userId, id, index, {
      reason: input.reason,
      text: input.text || undefined,
    });
    return c.json(toApiShotReport(report), 200);
  });
}
