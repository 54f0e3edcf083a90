import { Hono, type MiddlewareHandler } from 'hono';
import type { UsageHistoryEntry, UsageResponse } from '../../../core/usage.js';
import type { AppEnv } from '../../http/context.js';
import { currentUser } from '../auth/require-user.js';
import type { QuotaService } from './quota-service.js';

/**
 * GET /api/usage: the signed-in user's plan and images used this period; GET /api/usage/history:
 * their charges and the credits operators gave back (decision 250), newest first.
 */
export function quotaRoutes(quota: QuotaService, signedIn: MiddlewareHandler<AppEnv>) {
  return new Hono<AppEnv>()
    .get('/history', signedIn, async (c) => {
      const history = await quota.history(currentUser(c).id);
      c.header('Cache-Control', 'no-store');
      // An operator's reason is written for colleagues: the seller sees who gave it back.
      const body: UsageHistoryEntry[] = history.map((entry) => ({
        ...entry,
        reason: entry.source === 'operator' ? null : entry.reason,
        at: entry.at.toISOString(),
      }));
      return c.json(body);
    })
    .get('/', signedIn, async (c) => {
      const usage = await quota.getUsage(currentUser(c).id);
      const body: UsageResponse = {
        ...usage,
        periodStart: usage.periodStart.toISOString(),
        periodEnd: usage.periodEnd.toISOString(),
        currentPeriodEnd: usage.currentPeriodEnd?.toISOString() ?? null,
      };
      c.header('Cache-Control', 'no-store');
      return c.json(body);
    });
}
