/**
 * One transaction over several billing repos: a purchase, a renewal or a webhook changes
 * checkouts, payments, the invoice counter and the plan together, or not at all.
 */
import type { Database } from '../../db/client.js';
import { createCheckoutRepo, type CheckoutRepo } from './checkout-repo.js';
import type { Executor } from './db-executor.js';
import { createInvoiceNumberRepo, type InvoiceNumberRepo } from './invoice-number-repo.js';
import { createPaymentRepo, type PaymentRepo } from './payment-repo.js';
import { createSubscriptionRepo, type SubscriptionRepo } from './subscription-repo.js';
import { createWebhookEventRepo, type WebhookEventRepo } from './webhook-event-repo.js';

/** The repos bound to one transaction. */
export interface BillingTransactionRepos {
  checkouts: CheckoutRepo;
  payments: PaymentRepo;
  invoiceNumbers: InvoiceNumberRepo;
  subscriptions: SubscriptionRepo;
  webhookEvents: WebhookEventRepo;
}

/** Runs `work` in one transaction; it commits when `work` returns and rolls back if it throws. */
export type BillingTransaction = <T>(
  work: (tx: BillingTransactionRepos) => Promise<T>,
) => Promise<T>;

function reposOn(tx: Executor): BillingTransactionRepos {
  return {
    checkouts: createCheckoutRepo(tx),
    payments: createPaymentRepo(tx),
    invoiceNumbers: createInvoiceNumberRepo(tx),
    subscriptions: createSubscriptionRepo(tx),
    webhookEvents: createWebhookEventRepo(tx),
  };
}

export function createBillingTransaction(db: Database): BillingTransaction {
  return (work) => db.transaction((tx) => work(reposOn(tx)));
}
