/** The webhooks of runs and batches, and the log of deliveries (decisions 132, 162). */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { apiBatchWebhook, apiKey, apiRunWebhook, webhookDelivery } from '../../db/schema/api.js';
import { createBatchReads } from '../batches/batch-reads.js';

export type RunWebhookRow = typeof apiRunWebhook.$inferSelect;
export type BatchWebhookRow = typeof apiBatchWebhook.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDelivery.$inferSelect;
export type NewWebhookDelivery = Pick<
  typeof webhookDelivery.$inferInsert,
  'userId' | 'apiKeyId' | 'runId' | 'batchId' | 'shotReportId' | 'event' | 'url' | 'payload'
>;

export function createWebhookRepo(db: Database) {
  // Whether a batch has ended is the batches module's to say (decision 272).
  const batches = createBatchReads(db);
  return {
    async saveRunWebhook(values: RunWebhookRow): Promise<void> {
      await db.insert(apiRunWebhook).values(values).onConflictDoNothing();
    },

    async runWebhook(runId: string): Promise<RunWebhookRow | null> {
      const [row] = await db
        .select()
        .from(apiRunWebhook)
        .where(eq(apiRunWebhook.runId, runId))
        .limit(1);
      return row ?? null;
    },

    async saveBatchWebhook(values: BatchWebhookRow): Promise<void> {
      await db.insert(apiBatchWebhook).values(values).onConflictDoNothing();
    },

    async batchWebhook(batchId: string): Promise<BatchWebhookRow | null> {
      const [row] = await db
        .select()
        .from(apiBatchWebhook)
        .where(eq(apiBatchWebhook.batchId, batchId))
        .limit(1);
      return row ?? null;
    },

    /**
     * Batches that ended with a webhook but no batch.completed delivery: what a crash between
     * the ending and the delivery's record left (the sweeper records them).
     */
    async endedBatchesWithoutDelivery(): Promise<{ batchId: string }[]> {
      // The webhooks still without one are those of batches in flight, and the crash's: few.
      const undelivered = await db
        .select({ batchId: apiBatchWebhook.batchId })
        .from(apiBatchWebhook)
        .leftJoin(
          webhookDelivery,
          and(
            eq(webhookDelivery.batchId, apiBatchWebhook.batchId),
            eq(webhookDelivery.event, 'batch.completed'),
          ),
        )
        .where(isNull(webhookDelivery.id));
      const ended = await batches.endedAmong(undelivered.map((row) => row.batchId));
      return ended.slice(0, 100).map((batchId) => ({ batchId }));
    },

    /**
     * One delivery per run (or batch) and event: null when it was recorded before (a second
     * ending).
     */
    async insertDelivery(values: NewWebhookDelivery): Promise<WebhookDeliveryRow | null> {
      const target = values.batchId
        ? [webhookDelivery.batchId, webhookDelivery.event]
        : values.shotReportId
          ? [webhookDelivery.shotReportId, webhookDelivery.event]
          : [webhookDelivery.runId, webhookDelivery.event];
      const [row] = await db
        .insert(webhookDelivery)
        .values(values)
        .onConflictDoNothing({ target })
        .returning();
      return row ?? null;
    },

    /** A delivery with the secret of the key that signs it. */
    async deliveryWithSecret(id: string) {
      const [row] = await db
        .select({ delivery: webhookDelivery, secret: apiKey.webhookSecret })
        .from(webhookDelivery)
        .innerJoin(apiKey, eq(apiKey.id, webhookDelivery.apiKeyId))
        .where(eq(webhookDelivery.id, id))
        .limit(1);
      return row ?? null;
    },

    /** Records one attempt, only while the delivery is still pending (a duplicate job is a no-op). */
    async recordAttempt(
      id: string,
      attempt: number,
      outcome: {
        status: 'pending' | 'delivered' | 'failed';
        statusCode: number | null;
        error: string | null;
      },
    ): Promise<boolean> {
      const now = new Date();
      const rows = await db
        .update(webhookDelivery)
        .set({
          status: outcome.status,
          attempts: attempt,
          lastStatusCode: outcome.statusCode,
          lastError: outcome.error,
          lastAttemptAt: now,
          deliveredAt: outcome.status === 'delivered' ? now : null,
        })
        .where(
          and(
            eq(webhookDelivery.id, id),
            eq(webhookDelivery.status, 'pending'),
            eq(webhookDelivery.attempts, attempt - 1),
          ),
        )
        .returning({ id: webhookDelivery.id });
      return rows.length > 0;
    },

    async listForUser(userId: string, limit: number): Promise<WebhookDeliveryRow[]> {
      return db
        .select()
        .from(webhookDelivery)
        .where(eq(webhookDelivery.userId, userId))
        .orderBy(desc(webhookDelivery.createdAt), desc(webhookDelivery.id))
        .limit(limit);
    },
  };
}

export type WebhookRepo = ReturnType<typeof createWebhookRepo>;
