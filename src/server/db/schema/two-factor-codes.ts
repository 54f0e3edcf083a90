/**
 * TOTP codes recently accepted, so none is accepted twice (decision 044). A system table like
 * better-auth's own: the code is checked before anyone is signed in, when no user scope exists.
 * A row matters only for the few minutes its code is valid; older ones are cleared as new ones
 * are written.
 */
import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.js';

export const twoFactorCodeUse = pgTable(
  'two_factor_code_use',
  {
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    usedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.code] })],
);
