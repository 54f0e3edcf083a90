/**
 * The Models Library on the server (decisions 072 and 081): the user's own models with their
 * portraits, and favourites (stock personas and own models alike). Everything goes with the user
 * row by cascade; portrait files are removed by the module's deletion hook.
 */
import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { ownRows } from './tenant-policies.js';

/** docs/product.md §6 user_models: a persona the user made, with its portrait. */
export const customModel = pgTable(
  'custom_model',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** user_models.prompt: the user's own description of the model. */
    description: text().notNull(),
    /** core/model-persona.ts ETHNICITIES, GENDERS, BODY_TYPES; age is free text. */
    ethnicity: text().notNull(),
    gender: text().notNull(),
    age: text().notNull(),
    bodyType: text().notNull(),
    /** 'completed' once the portrait is stored (the only status the spec shows). */
    status: text().notNull().default('completed'),
    /** 'drawn' (an avatar drawn from the attributes) or 'ai' (the engine's portrait). */
    portraitMethod: text().notNull(),
    /** The engine that made the portrait; an 'ai' portrait is the identity reference of runs. */
    portraitEngine: text().notNull(),
    /** 512x640 PNG under models/<userId>/. */
    portraitKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * Set when the user deletes it: the portrait goes and the texts are blanked, but the id stays
     * known, so a stale create page gets "deleted" (400) rather than "not found".
     */
    deletedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    ownRows(table.userId),
    index('custom_model_user_created_idx')
      .on(table.userId, table.createdAt)
      .where(sql`${table.deletedAt} is null`),
  ],
);

export const modelFavorite = pgTable(
  'model_favorite',
  {
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** A stock persona's `stock-…` id or an own model's UUID (as text). */
    modelId: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.modelId] }), ownRows(table.userId)],
);
