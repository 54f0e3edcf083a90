/**
 * Payments (docs/decisions/050-053). A checkout is one attempt to buy a
 * plan, with the plan, period and amount the server chose; a payment is money that moved (or
 * failed to), with its invoice number; processed webhook events make deliveries idempotent.
 * Money is in paise (integers).
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BillingDetails } from '../../../core/billing-details.js';
import { user } from './auth.js';
import { ownRows } from './tenant-policies.js';

export const billingCheckout = pgTable(
  'billing_checkout',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** sandbox | razorpay */
    provider: text().notNull(),
    /** pro | premium, chosen on the server from the request and checked against core. */
    plan: text().notNull(),
    /** monthly | yearly */
    billingPeriod: text().notNull(),
    /** From core's periodPricePaise, never from the client. */
    amountPaise: integer().notNull(),
    currency: text().notNull().default('INR'),
    /** pending | verified | failed | cancelled. Only pending or failed may become verified. */
    status: text().notNull().default('pending'),
    /** The provider's subscription for this checkout (Razorpay sub_…); null for the sandbox. */
    providerSubscriptionId: text(),
    /** created | authenticated | active | pending | halted | cancelled | completed | expired */
    providerStatus: text().notNull().default('created'),
    /** When the last applied provider event was created; older events never move the status back. */
    providerEventAt: timestamp({ withTimezone: true }),
    /** The payment that verified the checkout. */
    providerPaymentId: text(),
    failureReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    verifiedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    ownRows(table.userId),
    index('billing_checkout_user_idx').on(table.userId),
    uniqueIndex('billing_checkout_provider_subscription_idx').on(table.providerSubscriptionId),
    check('billing_checkout_amount_positive', sql`${table.amountPaise} > 0`),
  ],
);

export const payment = pgTable(
  'payment',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    checkoutId: uuid().references(() => billingCheckout.id, { onDelete: 'set null' }),
    provider: text().notNull(),
    /** The provider's payment id (pay_… or sandbox_pay_…): one row per real payment. */
    providerPaymentId: text().notNull().unique(),
    providerSubscriptionId: text(),
    plan: text().notNull(),
    billingPeriod: text().notNull(),
    amountPaise: integer().notNull(),
    currency: text().notNull().default('INR'),
    /** completed | failed */
    status: text().notNull(),
    failureReason: text(),
    /** The paid period; null for a failed payment. */
    periodStart: timestamp({ withTimezone: true }),
    periodEnd: timestamp({ withTimezone: true }),
    /** Sequential per calendar year, e.g. VS-2026-000001; only completed payments get one. */
    invoiceNumber: text().unique(),
    /**
     * The buyer's billing details as they were when the invoice was numbered (decision 184);
     * null when there were none (a B2C invoice, place of supply the supplier's state).
     */
    buyerBilling: jsonb().$type<BillingDetails>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    ownRows(table.userId),
    index('payment_user_created_idx').on(table.userId, table.createdAt),
    check('payment_amount_not_negative', sql`${table.amountPaise} >= 0`),
  ],
);

/** Next invoice sequence per year; bumped in the transaction that records the payment (no gaps). */
export const invoiceCounter = pgTable('invoice_counter', {
  year: integer().primaryKey(),
  lastNumber: integer().notNull().default(0),
});

/** Webhook deliveries already applied, keyed by the provider's event id. */
export const processedWebhookEvent = pgTable('processed_webhook_event', {
  eventId: text().primaryKey(),
  provider: text().notNull(),
  eventType: text().notNull(),
  processedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
