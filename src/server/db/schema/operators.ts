/**
 * The operator's console (issue #41, decision 250): what operators did and why. The images they
 * give back to a seller's month are the quota's (`quota_credit`, in quota.ts).
 *
 * `operator_action` is append-only: a trigger (migration 0036) refuses every UPDATE and DELETE,
 * whoever asks, so no operator, no bug and no seller's account deletion can rewrite the record.
 * It names the seller by id and email as they were, without a foreign key, so it outlives them.
 * Row-level security lets only system work see or write it.
 */
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { systemRowsOnly } from './tenant-policies.js';

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
