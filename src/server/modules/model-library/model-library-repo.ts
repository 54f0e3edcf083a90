/**
 * Queries of the Models Library. Every one takes the user id of the session and filters by it,
 * so another user's model or favourite is as missing as one that never existed.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { customModel, modelFavorite } from '../../db/schema/models.js';

export type CustomModelRow = typeof customModel.$inferSelect;
export type NewCustomModel = Omit<typeof customModel.$inferInsert, 'deletedAt' | 'status'>;

export function createModelLibraryRepo(db: Database) {
  return {
    /** The user's models that are not deleted, newest first. */
    async listModels(userId: string): Promise<CustomModelRow[]> {
      return db
        .select()
        .from(customModel)
        .where(and(eq(customModel.userId, userId), isNull(customModel.deletedAt)))
        .orderBy(desc(customModel.createdAt), desc(customModel.id));
    },

    /** One of the user's models, deleted ones included (deletedAt says so). */
    async findModel(userId: string, id: string): Promise<CustomModelRow | null> {
      const [row] = await db
        .select()
        .from(customModel)
        .where(and(eq(customModel.id, id), eq(customModel.userId, userId)))
        .limit(1);
      return row ?? null;
    },

    async insertModel(values: NewCustomModel): Promise<CustomModelRow> {
      const [row] = await db
        .insert(customModel)
        .values({ ...values, status: 'completed' })
        .returning();
      return row!;
    },

    /**
     * Marks a model deleted, blanks its texts and drops its favourite, in one transaction.
     * Answers false when it was not the user's or already deleted (two clicks: one wins).
     */
    async markDeleted(userId: string, id: string, at: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const deleted = await tx
          .update(customModel)
          .set({ deletedAt: at, name: '', description: '', age: '' })
          .where(
            and(
              eq(customModel.id, id),
              eq(customModel.userId, userId),
              isNull(customModel.deletedAt),
            ),
          )
          .returning({ id: customModel.id });
        if (deleted.length === 0) return false;
        await tx
          .delete(modelFavorite)
          .where(and(eq(modelFavorite.userId, userId), eq(modelFavorite.modelId, id)));
        return true;
      });
    },

    async favoriteIds(userId: string): Promise<Set<string>> {
      const rows = await db
        .select({ id: modelFavorite.modelId })
        .from(modelFavorite)
        .where(eq(modelFavorite.userId, userId));
      return new Set(rows.map((row) => row.id));
    },

    async addFavorite(userId: string, modelId: string): Promise<void> {
      await db.insert(modelFavorite).values({ userId, modelId }).onConflictDoNothing();
    },

    async removeFavorite(userId: string, modelId: string): Promise<void> {
      await db
        .delete(modelFavorite)
        .where(and(eq(modelFavorite.userId, userId), eq(modelFavorite.modelId, modelId)));
    },
  };
}

export type ModelLibraryRepo = ReturnType<typeof createModelLibraryRepo>;
