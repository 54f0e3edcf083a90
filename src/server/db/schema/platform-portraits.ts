/**
 * The platform's reference portraits (decision 201): one AI portrait per stock persona (and the
 * default "AI Generated Model" persona), per engine and per model that painted it, made once per
 * deployment on first use and sent with every shot of a catalogue on that persona. The
 * platform's, not a seller's: no user id, never charged, visible to system work alone.
 */
import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { systemRowsOnly } from './tenant-policies.js';

export const platformPortrait = pgTable(
  'platform_portrait',
  {
    /** A stock persona's `stock-…` id, or 'default' for the spec's default persona. */
    personaId: text().notNull(),
    /** The engine kind (gemini, openai) and its vendor model that painted the portrait. */
    engine: text().notNull(),
    model: text().notNull(),
    /** 'making' while one process paints it, 'ready' once stored, 'failed' until `leaseUntil`. */
    status: text().notNull(),
    /** The maker's claim: only it may finish the row. */
    claimToken: text().notNull(),
    /**
     * 'making': the maker's lease; past it, another process takes the making over (the maker
     * died). 'failed': no new attempt before it. Unused once 'ready'.
     */
    leaseUntil: timestamp({ withTimezone: true }).notNull(),
    /** The stored 512x640 PNG under platform/portraits/, once 'ready'. */
    storageKey: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.personaId, table.engine, table.model] }),
    systemRowsOnly(),
  ],
);
