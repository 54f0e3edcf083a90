/**
 * The catalogue repo's part in deleting: the files a catalogue holds, the deletion itself (with
 * its run, in one transaction) and every file of a user's catalogues for account deletion.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { catalogue, catalogueImage } from '../../db/schema/catalogues.js';

export interface CatalogueFiles {
  catalogueId: string;
  runId: string | null;
  keys: string[];
}

export function createCatalogueRemovals(db: Database) {
  return {
    /**
     * The storage keys the catalogue holds (its images, previews and thumbnail) and the run it
     * was saved from, whose own files the runs module names. Null when the user has no such
     * catalogue.
     */
    async filesOf(userId: string, catalogueId: string): Promise<CatalogueFiles | null> {
      const [row] = await db
        .select({ id: catalogue.id, runId: catalogue.runId, thumbnailKey: catalogue.thumbnailKey })
        .from(catalogue)
        .where(and(eq(catalogue.id, catalogueId), eq(catalogue.userId, userId)))
        .limit(1);
      if (!row) return null;
      const keys = new Set<string>();
      if (row.thumbnailKey) keys.add(row.thumbnailKey);
      const images = await db
        .select({ imageKey: catalogueImage.imageKey, previewKey: catalogueImage.previewKey })
        .from(catalogueImage)
        .where(eq(catalogueImage.catalogueId, row.id));
      for (const image of images) keys.add(image.imageKey).add(image.previewKey);
      return { catalogueId: row.id, runId: row.runId, keys: [...keys] };
    },

    /**
     * Deletes the catalogue (its images by cascade) and, in the same transaction, lets the
     * caller delete the run it was saved from. Answers whether the user had that catalogue.
     */
    async deleteWithRun(
      userId: string,
      catalogueId: string,
      deleteRun: (tx: Database, runId: string) => Promise<void>,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .delete(catalogue)
          .where(and(eq(catalogue.id, catalogueId), eq(catalogue.userId, userId)))
          .returning({ runId: catalogue.runId });
        if (!row) return false;
        if (row.runId) await deleteRun(tx, row.runId);
        return true;
      });
    },

    /** Every stored image and preview key of the user's catalogues (account deletion). */
    async imageKeysOfUser(userId: string): Promise<string[]> {
      const rows = await db
        .select({
          imageKey: catalogueImage.imageKey,
          previewKey: catalogueImage.previewKey,
          thumbnailKey: catalogue.thumbnailKey,
        })
        .from(catalogueImage)
        .innerJoin(catalogue, eq(catalogue.id, catalogueImage.catalogueId))
        .where(eq(catalogue.userId, userId));
      const keys = new Set<string>();
      for (const row of rows) {
        keys.add(row.imageKey).add(row.previewKey);
        if (row.thumbnailKey) keys.add(row.thumbnailKey);
      }
      return [...keys];
    },
  };
}
