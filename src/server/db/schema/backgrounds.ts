/**
 * The Backgrounds Library on the server (decision 071): the user's custom backgrounds, their
 * favourites (presets and custom ones alike) and their saved prompts. Everything goes with the
 * user row by cascade; the files of custom backgrounds are removed by the module's deletion hook.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { ownRows } from './tenant-policies.js';

export const customBackground = pgTable(
  'custom_background',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** One of core/backgrounds.ts BACKGROUND_CATEGORIES (never 'all'). */
    category: text().notNull(),
    /** The user's own text, as typed (the engine adds the spec's suffix). */
    prompt: text().notNull(),
    /** What the engine made of it: AI engines receive it as the scene of a catalogue. */
    description: text().notNull(),
    /** The engine that made it and its honest note (e.g. a scene chosen from the words). */
    engine: text().notNull(),
    note: text(),
    /** 2048x2560 PNG and its small WebP, under backgrounds/<userId>/. */
    imageKey: text().notNull(),
    thumbnailKey: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * Set when the user removes it: the files go and the texts are blanked, but the id stays
     * known, so a stale create page gets "removed" (400) rather than "not found".
     */
    deletedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    ownRows(table.userId),
    index('custom_background_user_created_idx')
      .on(table.userId, table.createdAt)
      .where(sql`${table.deletedAt} is null`),
  ],
);

export const backgroundFavorite = pgTable(
  'background_favorite',
  {
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** A preset's kebab-case id or a custom background's UUID (as text). */
    backgroundId: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.backgroundId] }), ownRows(table.userId)],
);

/** docs/product.md §6 background_prompts: a prompt kept for later use in the Generate Custom dialog. */
export const backgroundPrompt = pgTable(
  'background_prompt',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    prompt: text().notNull(),
    category: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('background_prompt_user_created_idx').on(table.userId, table.createdAt),
    ownRows(table.userId),
  ],
);
