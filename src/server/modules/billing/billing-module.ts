/** Builds the billing module (plans, payments, invoices) from the app's dependencies. */
import type { MiddlewareHandler } from 'hono';
import { PAYMENTS_MAX_LIMIT } from '../../../core/billing.js';
import type { BillingEnv } from '../../config/billing-env.js';
import type { Database } from '../../db/client.js';
import type { AppEnv } from '../../http/context.js';
import type { Logger } from '../../lib/logger.js';
import type { PaymentProvider } from '../../providers/payments/payment-provider.js';
import { requireUser } from '../auth/require-user.js';
import type { ExportSection } from '../account/data-export.js';
import type { SessionReader } from '../auth/session-types.js';
import type { QuotaService } from '../quota/quota-service.js';
import { billingRoutes } from './billing-routes.js';
import { createBillingTransaction, type PlansOn } from './billing-transaction.js';
import { createBuyerRepo } from './buyer-repo.js';
import { createCheckoutRepo } from './checkout-repo.js';
import { createCheckoutService } from './checkout-service.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import type { CurrentPlanReader } from './current-plan.js';
import { createPaymentHistoryService } from './payment-history-service.js';
import { createPaymentRepo, type PaymentRecordedHook } from './payment-repo.js';
import { createSubscriptionService } from './subscription-service.js';
import { createWebhookService } from './webhook-service.js';

export type BillingConfig = Pick<
  BillingEnv,
  'SELLER_NAME' | 'SELLER_ADDRESS' | 'SELLER_GSTIN' | 'GST_RATE_PERCENT'
>;

export function createBillingModule(deps: {
  db: Database;
  provider: PaymentProvider;
  config: BillingConfig;
  logger: Logger;
  /** auth.readSession in the app; or pass `signedIn` (tests) instead. */
  readSession?: SessionReader;
  signedIn?: MiddlewareHandler<AppEnv>;
  /** The app's quota service (compose.ts builds the one every module shares). */
  quota: QuotaService;
  /**
   * The quota's plan records on the database or on one of billing's transactions: the quota
   * owns the plan row, billing writes it there together with its payments (decision 272).
   */
  plansOn: PlansOn;
  clock?: () => Date;
  /** After each payment is recorded: the receipt email (decision 150). */
  onPaymentRecorded?: PaymentRecordedHook;
}) {
  const signedIn = deps.signedIn ?? (deps.readSession ? requireUser(deps.readSession) : null);
  if (!signedIn) throw new Error('createBillingModule needs readSession or signedIn');
  const payments = createPaymentRepo(deps.db);
  const transaction = createBillingTransaction(deps.db, deps.plansOn);
  const { quota } = deps;
  const currentPlan: CurrentPlanReader = async (userId) => {
    const usage = await quota.getUsage(userId);
    return {
      plan: usage.plan,
      billingPeriod: usage.billingPeriod,
      currentPeriodEnd: usage.currentPeriodEnd,
      cancelAtPeriodEnd: usage.cancelAtPeriodEnd,
    };
  };
  const logger = deps.logger.child({ module: 'billing' });
  const { provider, clock } = deps;
  const checkout = createCheckoutService({
    checkouts: createCheckoutRepo(deps.db),
    payments,
    transaction,
    provider,
    currentPlan,
    logger,
    clock,
    onPaymentRecorded: deps.onPaymentRecorded,
  });
  const subscriptions = createSubscriptionService({
    subscriptions: deps.plansOn(deps.db),
    provider,
    currentPlan,
    logger,
  });
  const history = createPaymentHistoryService({
    payments,
    buyers: createBuyerRepo(deps.db),
    seller: {
      name: deps.config.SELLER_NAME,
      address: deps.config.SELLER_ADDRESS ?? null,
      gstin: deps.config.SELLER_GSTIN ?? null,
      gstRatePercent: deps.config.GST_RATE_PERCENT,
    },
  });
  const webhooks = createWebhookService({
    transaction,
    provider,
    logger,
    clock,
    onPaymentRecorded: deps.onPaymentRecorded,
  });

  /** The account data download's billing part: every payment, and each invoice as a PDF. */
  const exportSection: ExportSection = {
    folder: 'billing',
    description: 'payments.json and invoices/*.pdf: your payments and their invoices.',
    async *entries(userId: string) {
      const payments = await history.list(userId, PAYMENTS_MAX_LIMIT);
      yield { name: 'payments.json', content: JSON.stringify(payments, null, 2) };
      for (const payment of payments) {
        if (!payment.invoiceNumber) continue;
        const pdf = await renderInvoicePdf(await history.invoice(userId, payment.id));
        yield { name: `invoices/${payment.invoiceNumber}.pdf`, content: pdf };
      }
    },
  };

  return {
    exportSection,
    routes: billingRoutes({
      checkout,
      subscriptions,
      history,
      webhooks,
      signedIn,
      providerKind: deps.provider.kind,
    }),
    services: { checkout, subscriptions, history, webhooks },
  };
}

export type BillingModule = ReturnType<typeof createBillingModule>;

/** The payment history on a database: what the receipt email reads its invoice from. */
export function createPaymentHistoryOn(
  db: Database,
  seller: Pick<BillingEnv, 'SELLER_NAME' | 'SELLER_ADDRESS' | 'SELLER_GSTIN' | 'GST_RATE_PERCENT'>,
) {
  return createPaymentHistoryService({
    payments: createPaymentRepo(db),
    buyers: createBuyerRepo(db),
    seller: {
      name: seller.SELLER_NAME,
      address: seller.SELLER_ADDRESS ?? null,
      gstin: seller.SELLER_GSTIN ?? null,
      gstRatePercent: seller.GST_RATE_PERCENT,
    },
  });
}
