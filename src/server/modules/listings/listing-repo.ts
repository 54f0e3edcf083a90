/**
 * Queries of listing drafts, and the one read of a catalogue a fill needs (its garment type,
 * front photo and styling note), asked of the catalogues and runs modules. Every query filters
 * by the session's user, so another user's catalogue is as missing as an unknown one.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { ListingEdit } from '../../../core/listing-review.js';
import type { ListingDraft } from '../../../core/listings/listing-draft.js';
import type { Database } from '../../db/client.js';
import { listingDraft } from '../../db/schema/listings.js';
import { createCatalogueReads } from '../catalogues/catalogue-reads.js';
import { createRunReads } from '../runs/run-reads.js';

export type ListingRow = typeof listingDraft.$inferSelect;

/** What a catalogue's listing is filled from. */
export interface ListingSource {
  /** The run the catalogue was saved from: a fill's vendor cost is booked to it. */
  runId: string | null;
  garmentType: string | null;
  /** The stored front photo's key; null when the run's inputs are gone. */
  frontKey: string | null;
  stylingNote: string | null;
}

export function createListingRepo(db: Database) {
  // The catalogue and its run are the catalogues and runs modules' rows: asked of them (decision
  // 272).
  const catalogues = createCatalogueReads(db);
  const runs = createRunReads(db);
  return {
    async source(userId: string, catalogueId: string): Promise<ListingSource | null> {
      const saved = await catalogues.ofUser(userId, catalogueId);
      if (!saved) return null;
      const run = saved.runId ? await runs.madeFrom(userId, saved.runId) : null;
      return {
        runId: saved.runId,
        garmentType: saved.garmentType,
        frontKey: run?.inputKeys.front ?? null,
        stylingNote: run?.stylingNote ?? null,
      };
    },

    async find(userId: string, catalogueId: string): Promise<ListingRow | null> {
      const [row] = await db
        .select()
        .from(listingDraft)
        .where(and(eq(listingDraft.catalogueId, catalogueId), eq(listingDraft.userId, userId)));
      return row ?? null;
    },

    async findMany(userId: string, catalogueIds: string[]): Promise<ListingRow[]> {
      if (catalogueIds.length === 0) return [];
      return db
        .select()
        .from(listingDraft)
        .where(
          and(inArray(listingDraft.catalogueId, catalogueIds), eq(listingDraft.userId, userId)),
        );
    },

    /** Keeps a first draft; a draft another request kept first wins (one row per catalogue). */
    async insertFirst(userId: string, catalogueId: string, draft: ListingDraft) {
      await db
        .insert(listingDraft)
        .values({
          catalogueId,
          userId,
          draft,
          filledBy: draft.filledBy,
          costUsd: draft.costUsd,
        })
        .onConflictDoNothing({ target: listingDraft.catalogueId });
      return this.find(userId, catalogueId);
    },

    async saveEdits(userId: string, catalogueId: string, edits: ListingEdit, at: Date) {
      const [row] = await db
        .update(listingDraft)
        .set({ edits, editedAt: at, updatedAt: at })
        .where(and(eq(listingDraft.catalogueId, catalogueId), eq(listingDraft.userId, userId)))
        .returning();
      return row ?? null;
    },

    /** A refill: the filler's new draft replaces the old one and the seller's edits. */
    async replaceDraft(userId: string, catalogueId: string, draft: ListingDraft, at: Date) {
      const [row] = await db
        .update(listingDraft)
        .set({
          draft,
          edits: null,
          editedAt: null,
          filledBy: draft.filledBy,
          costUsd: draft.costUsd,
          updatedAt: at,
        })
        .where(and(eq(listingDraft.catalogueId, catalogueId), eq(listingDraft.userId, userId)))
        .returning();
      return row ?? null;
    },
  };
}

export type ListingRepo = ReturnType<typeof createListingRepo>;
