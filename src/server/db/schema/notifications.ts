/**
 * Emails sent on the user's behalf (decision 150): one row per email and event, claimed before
 * the email goes out, and when a browser last watched a run (the 'page closed' rule).
 */
import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { generationRun } from './runs.js';
import { ownRows, rowsOfVisibleParent } from './tenant-policies.js';

export const notificationSent = pgTable(
  'notification_sent',
  {
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** run-finished | batch-finished | usage-alert | payment-receipt */
    kind: text().notNull(),
    /** The event: a run id, a batch id, a usage period's start, a payment id. */
    eventKey: text().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind, table.eventKey] }),
    ownRows(table.userId),
  ],
);

/**
 * Who is watching a run's progress: live sockets now open, the last heartbeat of one, the last
 * close, the last poll (the page's fallback). Written by the web server, read when a run ends.
 */
export const runWatch = pgTable(
  'run_watch',
  {
    runId: uuid()
      .primaryKey()
      .references(() => generationRun.id, { onDelete: 'cascade' }),
    openSockets: integer().notNull().default(0),
    seenAt: timestamp({ withTimezone: true }),
    closedAt: timestamp({ withTimezone: true }),
    polledAt: timestamp({ withTimezone: true }),
  },
  (table) => [rowsOfVisibleParent(table.runId, 'generation_run')],
);
