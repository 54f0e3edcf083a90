/**
 * The billing routes on a test database with real sessions (better-auth through the test app),
 * mounted on a small Hono app the way app.ts mounts them, with a chosen payment provider.
 */
import { Hono } from 'hono';
import { billingEnvSchema } from '../../src/server/config/billing-env.js';
import type { AppEnv } from '../../src/server/http/context.js';
import { toErrorResponse } from '../../src/server/http/error-handler.js';
import { requestLogging } from '../../src/server/http/request-logging.js';
import { createLogger } from '../../src/server/lib/logger.js';
import { createAuthActions } from '../../src/server/modules/auth/auth-actions.js';
import { createBillingModule } from '../../src/server/modules/billing/billing-module.js';
import { createQuotaRepo } from '../../src/server/modules/quota/quota-repo.js';
import { createQuotaService } from '../../src/server/modules/quota/quota-service.js';
import type { PaymentProvider } from '../../src/server/providers/payments/payment-provider.js';
import { createSignedInUser } from '../support/signed-in-user.js';
import { createTestApp } from '../support/test-app.js';
import type { TestDatabase } from '../support/test-database.js';

export const TEST_SELLER = {
  SELLER_NAME: 'Vastra Studio Private Limited',
  SELLER_ADDRESS: '12 MG Road, Bengaluru, Karnataka 560001',
  SELLER_GSTIN: '29AABCV1234F1ZK',
};

export function createBillingHarness(
  db: TestDatabase,
  provider: PaymentProvider,
  options: { clock?: () => Date } = {},
) {
  const testApp = createTestApp(db);
  const logger = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
  const config = billingEnvSchema.parse(TEST_SELLER);
  const billing = createBillingModule({
    db: db.handle.db,
    provider,
    config,
    logger,
    readSession: createAuthActions(testApp.auth, testApp.env.PUBLIC_URL).readSession,
    quota: createQuotaService(createQuotaRepo(db.handle.db), options.clock),
    plansOn: (executor) => createQuotaService(createQuotaRepo(executor)).plans,
    clock: options.clock,
  });
  const app = new Hono<AppEnv>();
  app.use('*', requestLogging(logger));
  app.onError(toErrorResponse);
  app.route('/api/billing', billing.routes);

  async function signIn() {
    const signed = await createSignedInUser(testApp.auth);
    const cookie = `${signed.cookie.name}=${signed.cookie.value}`;
    const call = (
      method: string,
      path: string,
      body?: unknown,
      headers: Record<string, string> = {},
    ) =>
      app.request(path, {
        method,
        headers: {
          Cookie: cookie,
          ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
          ...headers,
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
      });
    return { user: signed.user, cookie, call };
  }

  return {
    app,
    billing,
    signIn,
    webhook: (body: string, headers: Record<string, string>) =>
      app.request('/api/billing/webhooks/razorpay', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body,
      }),
    close: () => testApp.close(),
  };
}

export type BillingHarness = ReturnType<typeof createBillingHarness>;
export type SignedInCaller = Awaited<ReturnType<BillingHarness['signIn']>>;
