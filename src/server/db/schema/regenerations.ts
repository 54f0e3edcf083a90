/**
 * Regenerating one shot of a finished run (issue 13, decision 122): one row per request, made
 * again by a queued job with the run's inputs. One image of the quota is reserved per row and
 * settled when it ends: kept when the new image replaced the old one, given back otherwise.
 */
import { sql } from 'drizzle-orm';
import type { StoredMessage } from '../../../core/stored-message.js';
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { generationRun } from './runs.js';
import { ownRows } from './tenant-policies.js';

export const shotRegeneration = pgTable(
  'shot_regeneration',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    runId: uuid()
      .notNull()
      .references(() => generationRun.id, { onDelete: 'cascade' }),
    shotIndex: integer().notNull(),
    /** Made once per click in the browser: a double click or a retry finds the same row. */
    clientRequestId: text().notNull(),
    /** queued | running | completed | failed */
    status: text().notNull().default('queued'),
    /** The one image reserved for it; null only between the claim and the reservation. */
    reservationId: uuid(),
    /** Claimed by a worker for this attempt with a lease; the sweeper numbers a new one. */
    attempt: integer().notNull().default(0),
    leaseUntil: timestamp({ withTimezone: true }),
    /** Why it failed, safe to show. */
    error: text(),
    /** The same by its key and values (decision 275); null on rows failed before it. */
    errorMessage: jsonb().$type<StoredMessage>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    ownRows(table.userId),
    unique('shot_regeneration_client_request').on(table.userId, table.clientRequestId),
    // At most one regeneration of a shot is in flight: two tabs are one image charged.
    uniqueIndex('shot_regeneration_in_flight')
      .on(table.runId, table.shotIndex)
      .where(sql`status in ('queued', 'running')`),
    index('shot_regeneration_status_idx').on(table.status),
  ],
);
