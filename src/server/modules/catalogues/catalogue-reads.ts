/**
 * What other modules read of saved catalogues, asked of the catalogues module rather than of its
 * tables (decision 272): the catalogue a run was saved as (a run's view, a run's export), a
 * catalogue and its images' files (a listing, an export) and catalogues' names (a batch's
 * products). Modules that are given the catalogues service ask it.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { catalogue, catalogueImage } from '../../db/schema/catalogues.js';

export function createCatalogueReads(db: Database) {
  return {
    /** The catalogue the run was saved as (the user's, when a user is given); null if none. */
    async savedFrom(runId: string, userId?: string): Promise<{ id: string; name: string } | null> {
      const [row] = await db
        .select({ id: catalogue.id, name: catalogue.name })
        .from(catalogue)
        .where(
          userId === undefined
            ? eq(catalogue.runId, runId)
            : and(eq(catalogue.runId, runId), eq(catalogue.userId, userId)),
        )
        .limit(1);
      return row ?? null;
    },

    /** The user's catalogue: its run, name and garment type; null when there is no such one. */
    async ofUser(
      userId: string,
      catalogueId: string,
    ): Promise<{ runId: string | null; name: string; garmentType: string | null } | null> {
      const [row] = await db
        .select({
          runId: catalogue.runId,
          name: catalogue.name,
          garmentType: catalogue.garmentType,
        })
        .from(catalogue)
        .where(and(eq(catalogue.id, catalogueId), eq(catalogue.userId, userId)))
        .limit(1);
      return row ?? null;
    },

    /** The catalogue's images' files and shot ids, in its order. */
    async imagesOf(catalogueId: string): Promise<{ imageKey: string; shotId: string }[]> {
      return db
        .select({ imageKey: catalogueImage.imageKey, shotId: catalogueImage.shotId })
        .from(catalogueImage)
        .where(eq(catalogueImage.catalogueId, catalogueId))
        .orderBy(asc(catalogueImage.orderIndex));
    },

    /** The names of these catalogues, by id; one that is gone is not there. */
    async namesOf(catalogueIds: string[]): Promise<Map<string, string>> {
      if (catalogueIds.length === 0) return new Map();
      const rows = await db
        .select({ id: catalogue.id, name: catalogue.name })
        .from(catalogue)
        .where(inArray(catalogue.id, catalogueIds));
      return new Map(rows.map((row) => [row.id, row.name]));
    },
  };
}

export type CatalogueReads = ReturnType<typeof createCatalogueReads>;
