/**
 * Queries of share links. The owner's take the user id of the session; the token lookup is the
 * one query across users and runs as the named system path 'share link lookup'.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { catalogueShare } from '../../db/schema/catalogue-shares.js';

export type CatalogueShareRow = typeof catalogueShare.$inferSelect;

export function createCatalogueShareRepo(db: Database) {
  return {
    async insert(input: {
      userId: string;
      catalogueId: string;
      token: string;
      expiresAt: Date | null;
    }): Promise<CatalogueShareRow> {
      const [row] = await db.insert(catalogueShare).values(input).returning();
      return row!;
    },

    async listForCatalogue(userId: string, catalogueId: string): Promise<CatalogueShareRow[]> {
      return db
        .select()
        .from(catalogueShare)
        .where(and(eq(catalogueShare.userId, userId), eq(catalogueShare.catalogueId, catalogueId)))
        .orderBy(desc(catalogueShare.createdAt), desc(catalogueShare.id));
    },

    /** Revokes: the row goes. Answers whether the user had that link on that catalogue. */
    async delete(userId: string, catalogueId: string, shareId: string): Promise<boolean> {
      const rows = await db
        .delete(catalogueShare)
        .where(
          and(
            eq(catalogueShare.id, shareId),
            eq(catalogueShare.catalogueId, catalogueId),
            eq(catalogueShare.userId, userId),
          ),
        )
        .returning({ id: catalogueShare.id });
      return rows.length > 0;
    },

    async findByToken(token: string): Promise<CatalogueShareRow | null> {
      const [row] = await db
        .select()
        .from(catalogueShare)
        .where(eq(catalogueShare.token, token))
        .limit(1);
      return row ?? null;
    },
  };
}

export type CatalogueShareRepo = ReturnType<typeof createCatalogueShareRepo>;
