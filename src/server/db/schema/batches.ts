/**
 * Batches (docs/decisions/016 and 160): many products at once, each its own ordinary run and,
 * when it completes, its own catalogue named after its SKU. The batch holds one quota
 * reservation for all its products; each product's run carves its share out of it.
 */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StoredMessage } from '../../../core/stored-message.js';
import { user } from './auth.js';
import { catalogue } from './catalogues.js';
import { generationRun } from './runs.js';
import { ownRows } from './tenant-policies.js';

export const batch = pgTable(
  'batch',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Made once per click on Start: a double click or a retry finds the same batch. */
    clientRequestId: text().notNull(),
    name: text().notNull(),
    /** running | stopping | completed | stopped */
    status: text().notNull().default('running'),
    /** The images of every product not yet started; closed when the batch ends or stops. */
    reservationId: uuid(),
    /** standard | economy (decision 203: the vendor's batch mode, half an image a shot). */
    price: text().notNull().default('standard'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    ownRows(table.userId),
    unique('batch_client_request').on(table.userId, table.clientRequestId),
    index('batch_user_created_idx').on(table.userId, table.createdAt),
    index('batch_status_idx').on(table.status),
  ],
);

export const batchItem = pgTable(
  'batch_item',
  {
    id: uuid().primaryKey().defaultRandom(),
    batchId: uuid()
      .notNull()
      .references(() => batch.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    sku: text().notNull(),
    backgroundId: text().notNull(),
    backgroundName: text().notNull(),
    modelId: text(),
    modelName: text(),
    hasBack: boolean().notNull(),
    hasSide: boolean().notNull(),
    hasDetail: boolean().notNull().default(false),
    /** What the garment is (decision 178); null for products made before types existed. */
    garmentType: text(),
    stylingNote: text(),
    /** The images its run needs (the engine's shot list for its photos). */
    shotCount: integer().notNull(),
    /** awaiting_photos | queued (its run exists and has not finished) | completed | failed | stopped */
    status: text().notNull().default('awaiting_photos'),
    /** The product's latest run (a retry makes a new one). */
    runId: uuid().references(() => generationRun.id, { onDelete: 'set null' }),
    catalogueId: uuid().references(() => catalogue.id, { onDelete: 'set null' }),
    error: text(),
    /** The error by its key and values (decision 275); null on rows failed before it. */
    errorMessage: jsonb().$type<StoredMessage>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    ownRows(table.userId),
    unique('batch_item_position').on(table.batchId, table.position),
    index('batch_item_run_idx').on(table.runId),
    index('batch_item_status_idx').on(table.status),
  ],
);
