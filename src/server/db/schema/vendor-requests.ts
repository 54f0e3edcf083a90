/**
 * The vendor request ledger (decision 225): one row per request sent to an AI vendor, with what it
 * is estimated to have cost (the list price of what was asked, for how the request ended). A
 * shot's cost is the sum of its rows, retries and the colour check's second take included; a
 * run's, the sum of its shots' and of the portrait made for it; a day's, the rows of that day.
 * Kept when the run or the account is deleted (their ids become null): what was spent was spent.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { generationRun } from './runs.js';
import { ownRows } from './tenant-policies.js';

export const vendorRequest = pgTable(
  'vendor_request',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Whose work it was; null for the platform's own (or once the account is deleted). */
    userId: text().references(() => user.id, { onDelete: 'set null' }),
    /** The run it was for: its shots, and the platform portrait made for it (decision 201). */
    runId: uuid().references(() => generationRun.id, { onDelete: 'set null' }),
    /** The run's shot, for a shot's request. */
    shotIndex: integer(),
    /** shot | portrait | background */
    kind: text().notNull(),
    /** The engine (gemini, openai, fashn) and the vendor's model that was asked. */
    engine: text().notNull(),
    model: text().notNull(),
    /** How the request ended (engines/vendor-bill.ts): image, no-image, refused, cut-short, not-reached. */
    ended: text().notNull(),
    /** The estimated charge in micro-US-dollars (1 = $0.000001); 0 when nothing was billed. */
    costMicroUsd: integer().notNull(),
    /** How long the request took (decision 247); null for rows kept before it was measured. */
    durationMs: integer(),
    /** The vendor's HTTP status of a refused request (429 is its rate limit), else null. */
    httpStatus: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    ownRows(table.userId),
    index('vendor_request_created_idx').on(table.createdAt),
    index('vendor_request_run_idx').on(table.runId),
    check('vendor_request_cost_not_negative', sql`${table.costMicroUsd} >= 0`),
  ],
);
