/**
 * Listing drafts (issue #39): one row per saved catalogue, made by the listing filler on the
 * seller's first look and kept, with the seller's edits beside the filler's draft so a refill
 * or a changed value list never loses what the filler said.
 */
import { doublePrecision, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ListingEdit } from '../../../core/listing-review.js';
import type { ListingDraft, ListingFilledBy } from '../../../core/listings/listing-draft.js';
import { user } from './auth.js';
import { catalogue } from './catalogues.js';
import { ownRows } from './tenant-policies.js';

export const listingDraft = pgTable(
  'listing_draft',
  {
    /** One draft per catalogue; deleting the catalogue deletes it. */
    catalogueId: uuid()
      .primaryKey()
      .references(() => catalogue.id, { onDelete: 'cascade' }),
    /** The catalogue's owner, for the row-level policy and the owner's own queries. */
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** What the filler made, as it made it. */
    draft: jsonb().$type<ListingDraft>().notNull(),
    /** The seller's texts and attributes over the draft; null until they save. */
    edits: jsonb().$type<ListingEdit>(),
    filledBy: text().$type<ListingFilledBy>().notNull(),
    /** The vendor's estimated cost of the fill in US dollars; null offline. */
    costUsd: doublePrecision(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp({ withTimezone: true }),
  },
  (table) => [ownRows(table.userId)],
);
