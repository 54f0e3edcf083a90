/** /api/v1/usage: this billing month's images, as the dashboard's usage meter counts them. */
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../http/context.js';
import type { QuotaService } from '../quota/quota-service.js';
import { errors, json, security } from './api-openapi-parts.js';
import { UsageSchema } from './api-schemas.js';
import { toApiUsage } from './api-views.js';
import { apiCaller } from './require-api-key.js';

export function registerUsageRoutes(
  app: OpenAPIHono<AppEnv>,
  deps: { quota: Pick<QuotaService, 'getUsage'> },
) {
  const getUsage = createRoute({
    method: 'get',
    path: '/usage',
    tags: ['Account'],
    summary: 'This billing month’s images: used, limit and remaining',
    security,
    responses: { 200: json(UsageSchema, 'The month’s usage.'), ...errors() },
  });
  app.openapi(getUsage, async (c) => {
    const usage = await deps.quota.getUsage(apiCaller(c).userId);
    c.header('Cache-Control', 'no-store');
    return c.json(toApiUsage(usage), 200);
  });
}
