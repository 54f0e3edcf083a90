/**
 * The operator's console (issue #41, decision 250): what operators did and why, and the images
 * they gave back to a seller's month.
 *
 * `operator_action` is append-only: a trigger (migration 0036) refuses every UPDATE and DELETE,
 * whoever asks, so no operator, no bug and no seller's account deletion can rewrite the record.
 * It names the seller by id and email as they were, without a foreign key, so it outlives them.
 * Row-level security lets only system work see or write it.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { ownRows, systemRowsOnly } from './tenant-policies.js';

export const operatorAction = pgTable(
  'operator_action',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Who: the operator's account id and email at the time. */
    operatorId: text().notNull(),
    operatorEmail: text().notNull(),
    /** What: give-images-back | end-sessions | stop-run. */
    action: text().notNull(),
    /** Whom: the seller's account id and email at the time. */
    sellerId: text().notNull(),
    sellerEmail: text().notNull(),
    /** Why, in the operator's words (required). */
    reason: text().notNull(),
    /** The action's particulars: images given back, sessions ended, the run stopped. */
    detail: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // Only system work (the operators' requests, decision 249) sees or writes it: no seller's.
  (table) => [
    systemRowsOnly(),
    index('operator_action_seller_idx').on(table.sellerId, table.createdAt),
    index('operator_action_created_idx').on(table.createdAt),
    check('operator_action_reason_given', sql`length(trim(${table.reason})) > 0`),
  ],
);

/**
 * Images an operator gave back to a seller's usage period: the credit lines of the seller's usage
 * history, beside the charges (settled reservations). Written in the same statement that lowers
 * the period's counter (quota-repo.ts, `credit`).
 */
export const quotaCredit = pgTable(
  'quota_credit',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The usage period (counter) the images went back to. */
    periodStart: timestamp({ withTimezone: true }).notNull(),
    /** Half images given back (decision 203). */
    halves: integer().notNull(),
    reason: text().notNull(),
    /** The operator's account id. */
    grantedBy: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    ownRows(table.userId),
    index('quota_credit_user_idx').on(table.userId, table.createdAt),
    check('quota_credit_halves_positive', sql`${table.halves} > 0`),
  ],
);
