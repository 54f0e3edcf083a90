/**
 * Queries of batches and their products (decision 160). Every state change is one conditional
 * statement, so a product finishes once, a batch ends once, and a double click is one batch.
 */
import { and, asc, desc, eq, inArray, isNotNull, lt, notInArray, sql } from 'drizzle-orm';
import { englishOf, type KeyedMessage } from '../../../core/server-messages.js';
import type { Database } from '../../db/client.js';
import { batch, batchItem } from '../../db/schema/batches.js';
import { createCatalogueReads } from '../catalogues/catalogue-reads.js';
import { createRunReads } from '../runs/run-reads.js';

export type BatchRow = typeof batch.$inferSelect;
export type BatchItemRow = typeof batchItem.$inferSelect;
export type NewBatchItem = Omit<typeof batchItem.$inferInsert, 'batchId' | 'userId'>;

/** A product with what the view needs of its run and catalogue. */
export interface BatchItemState extends BatchItemRow {
  runStatus: string | null;
  shotsDone: number;
  catalogueName: string | null;
  /** The run's complete shots, in order. */
  completeShots: { index: number; name: string; version: number }[];
}

/** Products whose run is still to come or under way. */
export const UNFINISHED_ITEM_STATUSES = ['awaiting_photos', 'queued'];

export function createBatchRepo(db: Database) {
  // A product's run and catalogue are the runs and catalogues modules' rows: asked of them
  // (decision 272).
  const runs = createRunReads(db);
  const catalogues = createCatalogueReads(db);
  return {
    /** The batch and its products, or null when this click already made one (a double click). */
    async insert(input: {
      userId: string;
      clientRequestId: string;
      name: string;
      reservationId: string;
      price: 'standard' | 'economy';
      items: NewBatchItem[];
    }): Promise<BatchRow | null> {
      const { items, ...values } = input;
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(batch)
          .values(values)
          .onConflictDoNothing({ target: [batch.userId, batch.clientRequestId] })
          .returning();
        if (!row) return null;
        await tx
          .insert(batchItem)
          .values(items.map((item) => ({ ...item, batchId: row.id, userId: input.userId })));
        return row;
      });
    },

    async findByClientRequest(userId: string, clientRequestId: string) {
      const [row] = await db
        .select()
        .from(batch)
        .where(and(eq(batch.userId, userId), eq(batch.clientRequestId, clientRequestId)))
        .limit(1);
      return row ?? null;
    },

    async findForUser(userId: string, batchId: string): Promise<BatchRow | null> {
      const [row] = await db
        .select()
        .from(batch)
        .where(and(eq(batch.id, batchId), eq(batch.userId, userId)))
        .limit(1);
      return row ?? null;
    },

    async findById(batchId: string): Promise<BatchRow | null> {
      const [row] = await db.select().from(batch).where(eq(batch.id, batchId)).limit(1);
      return row ?? null;
    },

    async listForUser(userId: string, limit: number): Promise<BatchRow[]> {
      return db
        .select()
        .from(batch)
        .where(eq(batch.userId, userId))
        .orderBy(desc(batch.createdAt), desc(batch.id))
        .limit(limit);
    },

    /** The products of some batches, in their order, with their runs' progress. */
    async itemsOf(batchIds: string[]): Promise<BatchItemState[]> {
      if (batchIds.length === 0) return [];
      const items = await db
        .select()
        .from(batchItem)
        .where(inArray(batchItem.batchId, batchIds))
        .orderBy(asc(batchItem.batchId), asc(batchItem.position));
      const [progress, names] = await Promise.all([
        runs.progressOf(items.flatMap((item) => (item.runId ? [item.runId] : []))),
        catalogues.namesOf(items.flatMap((item) => (item.catalogueId ? [item.catalogueId] : []))),
      ]);
      return items.map((item) => {
        const run = item.runId ? progress.get(item.runId) : undefined;
        return {
          ...item,
          runStatus: run?.status ?? null,
          catalogueName: (item.catalogueId && names.get(item.catalogueId)) || null,
          shotsDone: run?.completeShots.length ?? 0,
          completeShots: run?.completeShots ?? [],
        };
      });
    },

    async findItem(batchId: string, itemId: string): Promise<BatchItemRow | null> {
      const [row] = await db
        .select()
        .from(batchItem)
        .where(and(eq(batchItem.id, itemId), eq(batchItem.batchId, batchId)))
        .limit(1);
      return row ?? null;
    },

    async findItemByRun(runId: string): Promise<BatchItemRow | null> {
      const [row] = await db.select().from(batchItem).where(eq(batchItem.runId, runId)).limit(1);
      return row ?? null;
    },

    /**
     * Gives a product its (new) run: from awaiting its photos, or, for a retry, from failed or
     * stopped. False when another request did it first.
     */
    async startItem(itemId: string, runId: string, from: string[]): Promise<boolean> {
      const rows = await db
        .update(batchItem)
        .set({
          runId,
          status: 'queued',
          error: null,
          errorMessage: null,
          catalogueId: null,
          finishedAt: null,
        })
        .where(and(eq(batchItem.id, itemId), inArray(batchItem.status, from)))
        .returning({ id: batchItem.id });
      return rows.length > 0;
    },

    /** Ends a product once: only from 'queued' with that run, or from awaiting its photos. */
    async finishItem(
      itemId: string,
      ending: {
        status: 'completed' | 'failed' | 'stopped';
        catalogueId?: string;
        error?: KeyedMessage;
      },
      runId: string | null,
    ): Promise<boolean> {
      const rows = await db
        .update(batchItem)
        .set({
          status: ending.status,
          catalogueId: ending.catalogueId ?? null,
          error: ending.error ? englishOf(ending.error) : null,
          errorMessage: ending.error ?? null,
          finishedAt: new Date(),
        })
        .where(
          and(
            eq(batchItem.id, itemId),
            runId === null
              ? eq(batchItem.status, 'awaiting_photos')
              : and(eq(batchItem.status, 'queued'), eq(batchItem.runId, runId)),
          ),
        )
        .returning({ id: batchItem.id });
      return rows.length > 0;
    },

    /** Products whose run has finished but that were not told (a crash in between): the sweeper's work. */
    async itemsWithFinishedRuns(): Promise<{ runId: string }[]> {
      const queued = await db
        .select({ runId: batchItem.runId })
        .from(batchItem)
        .where(and(eq(batchItem.status, 'queued'), isNotNull(batchItem.runId)));
      const runIds = queued.flatMap((row) => (row.runId ? [row.runId] : []));
      return (await runs.finishedAmong(runIds)).map((runId) => ({ runId }));
    },

    /** Products still waiting for photos since before `cutoff` (the page was closed mid-upload). */
    async itemsAwaitingSince(cutoff: Date): Promise<BatchItemRow[]> {
      return db
        .select()
        .from(batchItem)
        .where(and(eq(batchItem.status, 'awaiting_photos'), lt(batchItem.createdAt, cutoff)));
    },

    /** Batches still running or stopping whose products have all finished: the sweeper ends them. */
    async batchesToEnd(): Promise<BatchRow[]> {
      return db
        .select()
        .from(batch)
        .where(
          and(
            inArray(batch.status, ['running', 'stopping']),
            sql`not exists (select 1 from ${batchItem} where ${batchItem.batchId} = ${batch.id}
              and ${batchItem.status} in ('awaiting_photos', 'queued'))`,
          ),
        );
    },

    /**
     * Ends a batch once, when none of its products is unfinished: completed, or stopped if it was
     * stopping. Null when it had ended already or has work left.
     */
    async endIfDone(batchId: string): Promise<BatchRow | null> {
      const [row] = await db
        .update(batch)
        .set({
          status: sql`case when ${batch.status} = 'stopping' then 'stopped' else 'completed' end`,
          finishedAt: new Date(),
        })
        .where(
          and(
            eq(batch.id, batchId),
            inArray(batch.status, ['running', 'stopping']),
            sql`not exists (select 1 from ${batchItem} where ${batchItem.batchId} = ${batchId}::uuid
              and ${batchItem.status} in ('awaiting_photos', 'queued'))`,
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Stop: no new run starts; products without one are stopped. False if it had ended. */
    async markStopping(batchId: string): Promise<boolean> {
      const rows = await db
        .update(batch)
        .set({ status: 'stopping' })
        .where(and(eq(batch.id, batchId), eq(batch.status, 'running')))
        .returning({ id: batch.id });
      if (rows.length === 0) return false;
      await db
        .update(batchItem)
        .set({ status: 'stopped', finishedAt: new Date(), error: null, errorMessage: null })
        .where(and(eq(batchItem.batchId, batchId), eq(batchItem.status, 'awaiting_photos')));
      return true;
    },

    /** A retry reopens an ended batch: it is running again until that product finishes. */
    async reopen(batchId: string): Promise<void> {
      await db
        .update(batch)
        .set({ status: 'running', finishedAt: null })
        .where(and(eq(batch.id, batchId), notInArray(batch.status, ['running'])));
    },
  };
}

export type BatchRepo = ReturnType<typeof createBatchRepo>;
