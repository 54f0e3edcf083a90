/**
 * The public REST API (decision 130): API keys (only a hash of each secret is kept), the answers
 * of idempotent creates, the webhook a run or a batch was started with, and the log of webhook
 * deliveries.
 * Everything goes with the user row by cascade.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { batch } from './batches.js';
import { generationRun } from './runs.js';
import { ownRows } from './tenant-policies.js';

export const apiKey = pgTable(
  'api_key',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** The first characters of the secret, shown in Settings to tell keys apart. */
    prefix: text().notNull(),
    /** SHA-256 (hex) of the whole secret: a 256-bit random value needs no slow hash. */
    secretHash: text().notNull().unique(),
    /** Signs this key's webhooks (HMAC-SHA256); shown once with the key. */
    webhookSecret: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    /** The rate limit's fixed window: when it started and the requests counted in it. */
    rateWindowStart: timestamp({ withTimezone: true }).notNull().defaultNow(),
    rateCount: integer().notNull().default(0),
  },
  (table) => [index('api_key_user_idx').on(table.userId, table.createdAt), ownRows(table.userId)],
);

/** The first answer of a create sent with an Idempotency-Key; a retry gets it again. */
export const apiIdempotency = pgTable(
  'api_idempotency',
  {
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    /** SHA-256 of method, path and body: the same key with another body is refused (422). */
    requestHash: text().notNull(),
    /** null while the first request is still being answered. */
    responseStatus: integer(),
    responseBody: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] }), ownRows(table.userId)],
);

/** The webhook a run started through the API asked for, and the key that signs it. */
export const apiRunWebhook = pgTable(
  'api_run_webhook',
  {
    runId: uuid()
      .primaryKey()
      .references(() => generationRun.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    apiKeyId: uuid()
      .notNull()
      .references(() => apiKey.id, { onDelete: 'cascade' }),
    url: text().notNull(),
  },
  (table) => [ownRows(table.userId)],
);

/** The webhook a batch created through the API asked for, and the key that signs it. */
export const apiBatchWebhook = pgTable(
  'api_batch_webhook',
  {
    batchId: uuid()
      .primaryKey()
      .references(() => batch.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    apiKeyId: uuid()
      .notNull()
      .references(() => apiKey.id, { onDelete: 'cascade' }),
    url: text().notNull(),
  },
  (table) => [ownRows(table.userId)],
);

/** One event for one webhook URL, with the outcome of its latest attempt (Settings shows it). */
export const webhookDelivery = pgTable(
  'webhook_delivery',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    apiKeyId: uuid()
      .notNull()
      .references(() => apiKey.id, { onDelete: 'cascade' }),
    /**
     * What the event is about: a run, a batch, or a report of one of a run's images
     * (image.reported, decision 265). No foreign key: the log outlives them.
     */
    runId: uuid(),
    batchId: uuid(),
    shotReportId: uuid(),
    event: text().notNull(),
    url: text().notNull(),
    /** The exact body that is signed and sent on every attempt. */
    payload: text().notNull(),
    /** pending | delivered | failed (gave up after 24 hours) */
    status: text().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    lastStatusCode: integer(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp({ withTimezone: true }),
    deliveredAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    ownRows(table.userId),
    unique('webhook_delivery_run_event_uq').on(table.runId, table.event),
    unique('webhook_delivery_batch_event_uq').on(table.batchId, table.event),
    unique('webhook_delivery_report_event_uq').on(table.shotReportId, table.event),
    check(
      'webhook_delivery_one_subject',
      sql`num_nonnulls(${table.runId}, ${table.batchId}, ${table.shotReportId}) = 1`,
    ),
    index('webhook_delivery_user_idx').on(table.userId, table.createdAt),
  ],
);
