/**
 * The shared rate limit of each AI vendor key (decision 190): one row per key, read and changed
 * by every process on the database in one statement each (migration 0028's functions). The key
 * itself is never stored: `key_hash` is a SHA-256 of the vendor's name and the key.
 */
import { doublePrecision, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const vendorRateLimit = pgTable('vendor_rate_limit', {
  keyHash: text().primaryKey(),
  /** gemini | openai | fashn: for an operator reading the table. */
  vendor: text().notNull(),
  /** The token bucket: tokens left at `refilledAt`, refilled at the configured rate up to the burst. */
  tokens: doublePrecision().notNull(),
  refilledAt: timestamp({ withTimezone: true }).notNull(),
  /**
   * The requests in flight: hold id -> when the hold lapses (epoch milliseconds). A hold whose
   * process died lapses on its own, so a crash never keeps a slot taken for good.
   */
  holds: jsonb().$type<Record<string, number>>().notNull().default({}),
  /** A 429's Retry-After: no process asks the vendor before this. */
  pausedUntil: timestamp({ withTimezone: true }),
});
