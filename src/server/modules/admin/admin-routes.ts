/**
 * /api/admin (decision 249): operators only, everyone else the 404 of a path that is not there.
 * Each route parses its input, names the operator from the session and calls the service.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import {
  changePlanSchema,
  giveImagesBackSchema,
  reasonOnlySchema,
  resendReceiptSchema,
  type OperatorMe,
} from '../../../core/admin.js';
import type { AppEnv } from '../../http/context.js';
import { currentUser } from '../auth/require-user.js';
import type { AdminService } from './admin-service.js';
import { requireOperator, type OperatorCheck } from './operator-access.js';

const runId = z.object({ id: z.uuid() });
const sellerId = z.object({ id: z.string().min(1).max(100) });

export function adminRoutes(service: AdminService, check: OperatorCheck) {
  const operator = (c: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(c);
    return { id: user.id, email: user.email };
  };
  return new Hono<AppEnv>()
    .use('*', requireOperator(check))
    .use('*', async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    })
    .get('/me', (c) => c.json({ email: currentUser(c).email } satisfies OperatorMe))
    .get('/overview', async (c) => c.json(await service.overview()))
    .get('/audit', async (c) => c.json(await service.auditLog()))
    .get('/sellers', async (c) => c.json(await service.findSellers(c.req.query('q') ?? '')))
    .get('/sellers/:id', async (c) => {
      const { id } = sellerId.parse(c.req.param());
      return c.json(await service.seller(id));
    })
    .post('/sellers/:id/credits', async (c) => {
      const { id } = sellerId.parse(c.req.param());
      const input = giveImagesBackSchema.parse(await c.req.json());
      return c.json(await service.giveImagesBack(operator(c), id, input));
    })
    .post('/sellers/:id/plan', async (c) => {
      const { id } = sellerId.parse(c.req.param());
      const input = changePlanSchema.parse(await c.req.json());
      return c.json(await service.changePlan(operator(c), id, input));
    })
    .post('/sellers/:id/emails/verification', async (c) => {
      const { id } = sellerId.parse(c.req.param());
      const { reason } = reasonOnlySchema.parse(await c.req.json());
      return c.json(await service.resendVerification(operator(c), id, reason));
    })
    .post('/sellers/:id/emails/receipt', async (c) => {
      const { id } = sellerId.parse(c.req.param());
      const input = resendReceiptSchema.parse(await c.req.json());
      return c.json(await service.resendReceipt(operator(c), id, input));
    })
    .post('/sellers/:id/sessions/end', async (c) => {
      const { id } = sellerId.parse(c.req.param());
      const { reason } = reasonOnlySchema.parse(await c.req.json());
      return c.json(await service.endSessions(operator(c), id, reason));
    })
    .post('/runs/:id/stop', async (c) => {
      const { id } = runId.parse(c.req.param());
      const { reason } = reasonOnlySchema.parse(await c.req.json());
      return c.json(await service.stopRun(operator(c), id, reason));
    });
}
