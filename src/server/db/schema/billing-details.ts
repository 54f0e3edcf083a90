/**
 * A buyer's billing details for GST invoices (decision 184): one row per user, made on first
 * save. Each payment copies them onto its own row when it is numbered (payment.buyer_billing),
 * so a later change never alters an invoice already issued.
 */
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { ownRows } from './tenant-policies.js';

export const billingDetails = pgTable(
  'billing_details',
  {
    userId: text()
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    legalName: text().notNull(),
    /** Upper case, checked (format, check character, state); null for an unregistered buyer. */
    gstin: text(),
    addressLine1: text().notNull(),
    addressLine2: text(),
    city: text().notNull(),
    postalCode: text().notNull(),
    /** GST state code, '29' (core/billing-details.ts INDIAN_STATES). */
    stateCode: text().notNull(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [ownRows(table.userId)],
);
