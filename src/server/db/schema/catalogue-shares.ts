/**
 * Share links of saved catalogues (decision 185): an unguessable token opens a public, read-only
 * page of one catalogue. A revoked link is deleted; a deleted catalogue takes its links with it.
 */
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { catalogue } from './catalogues.js';
import { ownRows } from './tenant-policies.js';

export const catalogueShare = pgTable(
  'catalogue_share',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The catalogue's owner, for the row-level policy and the owner's own queries. */
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    catalogueId: uuid()
      .notNull()
      .references(() => catalogue.id, { onDelete: 'cascade' }),
    /** 32 random bytes in base64url (256 bits): the link's only secret. */
    token: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Null: the link never expires. */
    expiresAt: timestamp({ withTimezone: true }),
  },
  (table) => [ownRows(table.userId), index('catalogue_share_catalogue_idx').on(table.catalogueId)],
);
