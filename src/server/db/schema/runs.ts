/**
 * Generation runs (decisions 014 and 015): a server-side job per catalogue request. Each shot is
 * stored as soon as it exists; the run's quota reservation is settled once when it ends.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { ownRows, rowsOfVisibleParent } from './tenant-policies.js';

export const generationRun = pgTable(
  'generation_run',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Made once per click in the browser: a double click or retry finds the same run. */
    clientRequestId: text().notNull(),
    /** preparing (inputs being stored) | queued | running | completed | stopped | failed */
    status: text().notNull().default('queued'),
    engine: text().notNull(),
    onModel: boolean().notNull(),
    backgroundId: text().notNull(),
    backgroundName: text().notNull(),
    /** A custom background's description (its image is stored as input 'background'). */
    backgroundDescription: text(),
    modelId: text(),
    modelName: text(),
    /** The persona the engine received (stock or custom model), kept for resumes. */
    persona: jsonb(),
    hasBack: boolean().notNull().default(false),
    hasSide: boolean().notNull().default(false),
    hasDetail: boolean().notNull().default(false),
    /** What the garment is (decision 178); null for runs made before types existed. */
    garmentType: text(),
    /** The seller's styling note ("with white sneakers"), sent to AI engines. */
    stylingNote: text(),
    /** Storage keys of the run's inputs: { front, back?, side?, background? }. */
    inputKeys: jsonb().$type<Record<string, string>>().notNull(),
    shotCount: integer().notNull(),
    /** Set once the quota is reserved; a run claims its client request id before spending. */
    reservationId: uuid(),
    /** Claimed by a worker; a run whose lease ran out is picked up again (crash safety). */
    attempt: integer().notNull().default(0),
    leaseUntil: timestamp({ withTimezone: true }),
    stopRequested: boolean().notNull().default(false),
    /**
     * An economy run's job at the vendor (decision 203; Gemini: `batches/{id}`), set once its
     * shots are submitted. While set and the run unfinished, the economy poll owns the run and
     * the sweeper leaves it alone.
     */
    vendorJob: text(),
    /**
     * When this run's shots were first sent to the vendor's batch mode: set before the submit,
     * so an attempt after a crash knows a job may exist without its name (decision 203).
     */
    vendorJobSubmittedAt: timestamp({ withTimezone: true }),
    /**
     * Until when one poller stores what the ended vendor job made: the claim that keeps two
     * pollers from storing the same shots; one that crashed is claimed again after it.
     */
    vendorJobClaimedUntil: timestamp({ withTimezone: true }),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    ownRows(table.userId),
    unique('generation_run_client_request').on(table.userId, table.clientRequestId),
    index('generation_run_user_created_idx').on(table.userId, table.createdAt),
    index('generation_run_status_idx').on(table.status),
  ],
);

export const runShot = pgTable(
  'run_shot',
  {
    runId: uuid()
      .notNull()
      .references(() => generationRun.id, { onDelete: 'cascade' }),
    index: integer().notNull(),
    shotId: text().notNull(),
    name: text().notNull(),
    /** waiting | generating | complete | failed | cancelled */
    status: text().notNull().default('waiting'),
    imageKey: text(),
    previewKey: text(),
    width: integer(),
    height: integer(),
    prompt: text(),
    failureReason: text(),
    note: text(),
    meta: jsonb(),
    /**
     * The colour check (decision 120): the worst main colour's coverage of the shot; null when
     * the garment's colours could not be read from the photo.
     */
    colourScore: real(),
    /** Failed the colour check even after its one retry: 'Colour may differ from your photo'. */
    colourWarning: boolean().notNull().default(false),
    /**
     * How many times the image was replaced by a regeneration (decision 122): its files and
     * URLs carry it, so a browser never shows a cached copy of the image it replaced.
     */
    version: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.runId, table.index] }),
    rowsOfVisibleParent(table.runId, 'generation_run'),
  ],
);

/** Saved catalogues (docs/product.md §6): images point at the run's stored files, which they keep alive. */
export const catalogue = pgTable(
  'catalogue',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The run it was saved from; one catalogue per run. */
    runId: uuid()
      .references(() => generationRun.id, { onDelete: 'set null' })
      .unique(),
    name: text().notNull(),
    description: text(),
    /** Copied from its run when saved (decision 178); null for catalogues made before types. */
    garmentType: text(),
    status: text().notNull().default('completed'),
    imageCount: integer().notNull().default(0),
    thumbnailKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  // In the list's order (newest first, id breaks ties): a page reads its rows, not all the user's (decision 111).
  (table) => [
    ownRows(table.userId),
    index('catalogue_user_created_idx').on(
      table.userId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);

export const catalogueImage = pgTable(
  'catalogue_image',
  {
    id: uuid().primaryKey().defaultRandom(),
    catalogueId: uuid()
      .notNull()
      .references(() => catalogue.id, { onDelete: 'cascade' }),
    poseName: text().notNull(),
    shotId: text().notNull(),
    imageKey: text().notNull(),
    previewKey: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    orderIndex: integer().notNull(),
  },
  (table) => [
    rowsOfVisibleParent(table.catalogueId, 'catalogue'),
    index('catalogue_image_catalogue_idx').on(table.catalogueId),
    check('catalogue_image_order_not_negative', sql`${table.orderIndex} >= 0`),
  ],
);

/**
 * A number that changes whenever anything the user's catalogue list shows changes: database
 * triggers on catalogue, catalogue_image and run_shot's colour warning bump it in the same
 * transaction (migration 0018). The list is kept in memory per version (decision 117).
 */
export const catalogueListVersion = pgTable(
  'catalogue_list_version',
  {
    userId: text()
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    version: bigint({ mode: 'number' }).notNull().default(0),
  },
  (table) => [ownRows(table.userId)],
);
