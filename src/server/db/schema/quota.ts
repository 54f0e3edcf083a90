/**
 * Plans and image quota (decisions 054 and 005). A user with no subscription row is on Free.
 * Usage is one counter per user per usage period; a run reserves its shots against it in one
 * conditional UPDATE and gives back what was not generated.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { ownRows } from './tenant-policies.js';

export const subscription = pgTable(
  'subscription',
  {
    userId: text()
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** free | pro | premium */
    plan: text().notNull().default('free'),
    /** active | pending | halted | cancelled | completed | expired */
    status: text().notNull().default('active'),
    /** monthly | yearly */
    billingPeriod: text().notNull().default('monthly'),
    /** Start of the paid period; usage periods count monthly from here. */
    currentPeriodStart: timestamp({ withTimezone: true }).notNull().defaultNow(),
    currentPeriodEnd: timestamp({ withTimezone: true }),
    /** A cancelled plan stays active until currentPeriodEnd, then falls back to Free. */
    cancelAtPeriodEnd: boolean().notNull().default(false),
    /** Who bills the paid plan (sandbox | razorpay) and its subscription there; null on Free. Set by billing. */
    provider: text(),
    providerSubscriptionId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [ownRows(table.userId)],
);

export const usageCounter = pgTable(
  'usage_counter',
  {
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    periodStart: timestamp({ withTimezone: true }).notNull(),
    periodEnd: timestamp({ withTimezone: true }).notNull(),
    /**
     * Half images used or reserved in this period (decision 203): a shot costs 2, an economy
     * shot 1, so one integer check-and-spend holds both exactly.
     */
    usedHalves: integer().notNull().default(0),
  },
  (table) => [
    ownRows(table.userId),
    primaryKey({ columns: [table.userId, table.periodStart] }),
    check('usage_counter_used_not_negative', sql`${table.usedHalves} >= 0`),
  ],
);

export const quotaReservation = pgTable(
  'quota_reservation',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The counter the shots were taken from, even if the run ends in the next period. */
    periodStart: timestamp({ withTimezone: true }).notNull(),
    /** Half images held (decision 203). */
    amountHalves: integer().notNull(),
    /** What one shot of this reservation costs in half images: 2, or 1 for an economy batch. */
    shotHalves: integer().notNull().default(2),
    /** open until settled; settled reservations never move the counter again. */
    status: text().notNull().default('open'),
    /** Half images of the shots actually generated, known when settled. */
    generatedHalves: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    ownRows(table.userId),
    index('quota_reservation_user_idx').on(table.userId),
    check('quota_reservation_amount_positive', sql`${table.amountHalves} > 0`),
    check('quota_reservation_shot_halves', sql`${table.shotHalves} in (1, 2)`),
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
