/**
 * One transaction over several billing repos: a purchase, a renewal or a webhook changes
 * checkouts, payments, the invoice counter and the plan together, or not at all.
 */
import type { Database } from '../../db/client.js';
import type { PlanRecords } from '../quota/quota-service.js';
import { createCheckoutRepo, type CheckoutRepo } from './checkout-repo.js';
import type { Executor } from './db-executor.js';
import { createInvoiceNumberRepo, type InvoiceNumberRepo } from './invoice-number-repo.js';
import { createPaymentRepo, type PaymentRepo } from './payment-repo.js';
import { createWebhookEventRepo, type WebhookEventRepo } from './webhook-event-repo.js';

/** The repos bound to one transaction. */
export interface BillingTransactionRepos {
  checkouts: CheckoutRepo;
  payments: PaymentRepo;
  invoiceNumbers: InvoiceNumberRepo;
  /** The user's plan row: the quota module's, written on this transaction (decision 272). */
  subscriptions: PlanRecords;
  webhookEvents: WebhookEventRepo;
}

/** Runs `work` in one transaction; it commits when `work` returns and rolls back if it throws. */
export type BillingTransaction = <T>(
  work: (tx: BillingTransactionRepos) => Promise<T>,
) => Promise<T>;

/** The quota's plan records on a database or transaction (the composition root's). */
export type PlansOn = (executor: Executor) => PlanRecords;

function reposOn(tx: Executor, plansOn: PlansOn): BillingTransactionRepos {
  return {
    checkouts: createCheckoutRepo(tx),
    payments: createPaymentRepo(tx),
    invoiceNumbers: createInvoiceNumberRepo(tx),
    subscriptions: plansOn(tx),
    webhookEvents: createWebhookEventRepo(tx),
  };
}

export function createBillingTransaction(db: Database, plansOn: PlansOn): BillingTransaction {
  return (work) => db.transaction((tx) => work(reposOn(tx, plansOn)));
}
