/**
 * A seller's reports of bad images (issue 40, decisions 263 to 265): one row per shot, ever. The
 * unique (run_id, shot_index) is what makes a shot credited at most once under concurrent clicks
 * and two tabs: the report and its credit are written in one transaction that inserts this row
 * first (quota's `creditInTransaction`). The row keeps the check's figures as they were and what
 * was given back; the credit itself is the `quota_credit` row it names.
 *
 * No foreign key to the run: deleting a catalogue and its run keeps the record of what was
 * reported and given back, as the seller's usage history shows it (the account's deletion
 * removes it with the account).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { quotaCredit } from './quota.js';
import { ownRows } from './tenant-policies.js';

export const shotReport = pgTable(
  'shot_report',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    runId: uuid().notNull(),
    shotIndex: integer().notNull(),
    /** The shot's stable id and name as they were (standing-front, 'Standing Front'). */
    shotId: text().notNull(),
    shotName: text().notNull(),
    /** not-my-garment | wrong-colour | bad-hands-or-face | other */
    reason: text().notNull(),
    /** The seller's own words, if any. */
    text: text(),
    /** When the reported image was made (the shot's last image, a regeneration's included). */
    imageMadeAt: timestamp({ withTimezone: true }).notNull(),
    /** The automatic checks' figures as they were: { colourScore, colourWarning, … }. */
    checks: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** It had failed a check (failedACheck, src/core/shot-reports.ts). */
    failedCheck: boolean().notNull(),
    /** credited | limit-reached | too-late | nothing-to-return */
    outcome: text().notNull(),
    /** The usage month the report counted in. */
    periodStart: timestamp({ withTimezone: true }).notNull(),
    /** Half images given back (decision 203); 0 when the report was only recorded. */
    creditedHalves: integer().notNull().default(0),
    creditId: uuid().references(() => quotaCredit.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    ownRows(table.userId),
    unique('shot_report_shot_uq').on(table.runId, table.shotIndex),
    index('shot_report_user_period_idx').on(table.userId, table.periodStart),
    check(
      'shot_report_reason',
      sql`${table.reason} in ('not-my-garment', 'wrong-colour', 'bad-hands-or-face', 'other')`,
    ),
    check(
      'shot_report_outcome',
      sql`${table.outcome} in ('credited', 'limit-reached', 'too-late', 'nothing-to-return')`,
    ),
    check('shot_report_credited_not_negative', sql`${table.creditedHalves} >= 0`),
  ],
);
