/**
 * Saved catalogues (docs/product.md §6, decision 070): the catalogues module's tables. A catalogue
 * is saved from one run, whose stored files its images point at.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { generationRun } from './runs.js';
import { ownRows, rowsOfVisibleParent } from './tenant-policies.js';

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
