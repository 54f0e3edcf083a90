/**
 * /api/v1 …/report: report a bad image of a catalogue or a run (decision 265), with the same
 * rules as the dashboard's 'Report this image': once per image, ever; credited within 7 days or
 * when it failed the colour check, within the month's limit.
 */
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../http/context.js';
import type { ShotReportService } from '../shot-reports/shot-report-service.js';
import { errors, json, security } from './api-openapi-parts.js';
import { CatalogueImageParams, ShotParams } from './api-schemas.js';
import { ReportImageSchema, ShotReportSchema } from './api-shot-report-schemas.js';
import { toApiShotReport } from './api-shot-report-view.js';
import { apiCaller } from './require-api-key.js';

const DESCRIPTION =
  'Reports a bad image. Within 7 days of the image being made, or at any time when it failed the colour check, the image goes back to this month’s quota at once, up to a fifth of the plan’s monthly images (at least 2) per month; past that the report is recorded and nothing is given back. An image is reported once: reporting it again answers the first report. If the run was started with a `webhookUrl`, an `image.reported` event is sent there.';

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
    summary: 'Report a bad catalogue image',
    description: DESCRIPTION,
    security,
    request: { params: CatalogueImageParams, body },
    responses: { 200: json(ShotReportSchema, 'The report.'), ...errors(400, 404, 409) },
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
    summary: 'Report a bad image of a run',
    description: DESCRIPTION,
    security,
    request: { params: ShotParams, body },
    responses: { 200: json(ShotReportSchema, 'The report.'), ...errors(400, 404, 409) },
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
