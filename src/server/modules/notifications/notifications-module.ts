/**
 * Builds the notification emails (decision 150) from a database, a mail provider and the app's
 * secret: the service the 'send-notification' job runs, its routes, the run-watch records the
 * live socket writes, and a quota service that checks the usage alert whenever images settle.
 * The server and the worker process both build it.
 */
import type { BillingEnv } from '../../config/billing-env.js';
import type { Database } from '../../db/client.js';
import type { Logger } from '../../lib/logger.js';
import type { MailProvider } from '../../providers/mail/mail-provider.js';
import { renderInvoicePdf } from '../billing/invoice-pdf.js';
import { createPaymentHistoryOn } from '../billing/billing-module.js';
import type { QuotaService } from '../quota/quota-service.js';
import { createNotificationRepo } from './notification-repo.js';
import { notificationRoutes } from './notification-routes.js';
import { createNotificationsService, type Receipt } from './notifications-service.js';
import { createPollThrottle } from './poll-throttle.js';
import { POLL_WRITE_INTERVAL_MS, WATCH_HEARTBEAT_MS } from './run-watch-rule.js';
import { createUnsubscribeTokens } from './unsubscribe-token.js';

export function createNotificationsModule(deps: {
  db: Database;
  mailer: MailProvider;
  /** The app's secret (BETTER_AUTH_SECRET or DATA_DIR/auth-secret): signs unsubscribe links. */
  secret: string;
  publicUrl: string;
  seller: Pick<BillingEnv, 'SELLER_NAME' | 'SELLER_ADDRESS' | 'SELLER_GSTIN' | 'GST_RATE_PERCENT'>;
  quota: Pick<QuotaService, 'getUsage'>;
  logger: Logger;
}) {
  const repo = createNotificationRepo(deps.db);
  const invoices = createPaymentHistoryOn(deps.db, deps.seller);

  async function receipt(userId: string, paymentId: string): Promise<Receipt | null> {
    const invoice = await invoices.invoice(userId, paymentId).catch(() => null);
    if (!invoice) return null;
    return {
      invoiceNumber: invoice.invoiceNumber,
      plan: invoice.plan,
      billingPeriod: invoice.billingPeriod,
      amountPaise: invoice.amounts.totalPaise,
      issuedAt: invoice.issuedAt,
      periodStart: invoice.periodStart,
      periodEnd: invoice.periodEnd,
      pdf: await renderInvoicePdf(invoice),
    };
  }

  const service = createNotificationsService({
    repo,
    mailer: deps.mailer,
    tokens: createUnsubscribeTokens(deps.secret),
    publicUrl: deps.publicUrl,
    usage: (userId) => deps.quota.getUsage(userId),
    receipt,
    logger: deps.logger.child({ module: 'notifications' }),
  });

  const pollThrottle = createPollThrottle(POLL_WRITE_INTERVAL_MS);

  return {
    service,
    routes: notificationRoutes(service),
    /** What the run's live socket and polling write (RunWatchRecorder; run-watch-rule.ts reads it). */
    runWatch: {
      heartbeatMs: WATCH_HEARTBEAT_MS,
      opened: (runId: string) => repo.socketOpened(runId, new Date()),
      alive: (runId: string) => repo.socketAlive(runId, new Date()),
      closed: (runId: string) => repo.socketClosed(runId, new Date()),
      async polled(runId: string) {
        if (!pollThrottle.due(runId)) return;
        await repo.polled(runId, new Date()).catch((error: unknown) => {
          pollThrottle.failed(runId);
          throw error;
        });
      },
    },
  };
}

export type NotificationsModule = ReturnType<typeof createNotificationsModule>;
