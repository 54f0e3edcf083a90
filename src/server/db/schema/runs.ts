/**
 * Generation runs (decisions 014 and 015): a server-side job per catalogue request. Each shot is
 * stored as soon as it exists; the run's quota reservation is settled once when it ends.
 */
import {
  boolean,
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
import type { StoredMessage } from '../../../core/stored-message.js';
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
    /** The failure reason by its key and values (decision 275); null on rows failed before it. */
    failureMessage: jsonb().$type<StoredMessage>(),
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
     * The print check (decisions 271, 276): the worst measure as a share of its threshold; null
     * when it did not judge the shot (a close-up, a plain garment, a photo it could not read).
     */
    printScore: real(),
    /** Failed the print check even after the one retry: shows PRINT_WARNING (core/runs.ts). */
    printWarning: boolean().notNull().default(false),
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
