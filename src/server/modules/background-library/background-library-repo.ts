/**
 * Queries of the Backgrounds Library. Every one takes the user id of the session and filters by
 * it, so another user's background, favourite or prompt is as missing as one that never existed.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  backgroundFavorite,
  backgroundPrompt,
  customBackground,
} from '../../db/schema/backgrounds.js';

export type CustomBackgroundRow = typeof customBackground.$inferSelect;
export type NewCustomBackground = Omit<typeof customBackground.$inferInsert, 'deletedAt'>;
export type BackgroundPromptRow = typeof backgroundPrompt.$inferSelect;

export function createBackgroundLibraryRepo(db: Database) {
  return {
    /** The user's custom backgrounds that are not removed, newest first. */
    async listCustom(userId: string): Promise<CustomBackgroundRow[]> {
      return db
        .select()
        .from(customBackground)
        .where(and(eq(customBackground.userId, userId), isNull(customBackground.deletedAt)))
        .orderBy(desc(customBackground.createdAt), desc(customBackground.id));
    },

    /** One of the user's custom backgrounds, removed ones included (deletedAt says so). */
    async findCustom(userId: string, id: string): Promise<CustomBackgroundRow | null> {
      const [row] = await db
        .select()
        .from(customBackground)
        .where(and(eq(customBackground.id, id), eq(customBackground.userId, userId)))
        .limit(1);
      return row ?? null;
    },

    async insertCustom(values: NewCustomBackground): Promise<CustomBackgroundRow> {
      const [row] = await db.insert(customBackground).values(values).returning();
      return row!;
    },

    /**
     * Marks a custom background removed and blanks its texts, and drops its favourite, in one
     * transaction. Answers false when it was not the user's or already removed.
     */
    async markRemoved(userId: string, id: string, at: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const removed = await tx
          .update(customBackground)
          .set({ deletedAt: at, name: '', prompt: '', description: '', note: null })
          .where(
            and(
              eq(customBackground.id, id),
              eq(customBackground.userId, userId),
              isNull(customBackground.deletedAt),
            ),
          )
          .returning({ id: customBackground.id });
        if (removed.length === 0) return false;
        await tx
          .delete(backgroundFavorite)
          .where(
            and(eq(backgroundFavorite.userId, userId), eq(backgroundFavorite.backgroundId, id)),
          );
        return true;
      });
    },

    async favoriteIds(userId: string): Promise<Set<string>> {
      const rows = await db
        .select({ id: backgroundFavorite.backgroundId })
        .from(backgroundFavorite)
        .where(eq(backgroundFavorite.userId, userId));
      return new Set(rows.map((row) => row.id));
    },

    async addFavorite(userId: string, backgroundId: string): Promise<void> {
      await db.insert(backgroundFavorite).values({ userId, backgroundId }).onConflictDoNothing();
    },

    async removeFavorite(userId: string, backgroundId: string): Promise<void> {
      await db
        .delete(backgroundFavorite)
        .where(
          and(
            eq(backgroundFavorite.userId, userId),
            eq(backgroundFavorite.backgroundId, backgroundId),
          ),
        );
    },

    /** Saved prompts, newest first (docs/product.md §4 select background_prompts). */
    async listPrompts(userId: string): Promise<BackgroundPromptRow[]> {
      return db
        .select()
        .from(backgroundPrompt)
        .where(eq(backgroundPrompt.userId, userId))
        .orderBy(desc(backgroundPrompt.createdAt), desc(backgroundPrompt.id));
    },

    async insertPrompt(values: {
      userId: string;
      name: string;
      prompt: string;
      category: string;
    }): Promise<BackgroundPromptRow> {
      const [row] = await db.insert(backgroundPrompt).values(values).returning();
      return row!;
    },

    async deletePrompt(userId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(backgroundPrompt)
        .where(and(eq(backgroundPrompt.id, id), eq(backgroundPrompt.userId, userId)))
        .returning({ id: backgroundPrompt.id });
      return deleted.length > 0;
    },
  };
}

export type BackgroundLibraryRepo = ReturnType<typeof createBackgroundLibraryRepo>;
