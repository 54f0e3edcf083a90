/** A run's webhook and the log of deliveries (decision 132). */
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { apiKey, apiRunWebhook, webhookDelivery } from '../../db/schema/api.js';

export type RunWebhookRow = typeof apiRunWebhook.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDelivery.$inferSelect;
export type NewWebhookDelivery = Pick<
  typeof webhookDelivery.$inferInsert,
  'userId' | 'apiKeyId' | 'runId' | 'event' | 'url' | 'payload'
>;

export function createWebhookRepo(db: Database) {
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

    /** One delivery per run and event: null when it was recorded before (a second ending). */
    async insertDelivery(values: NewWebhookDelivery): Promise<WebhookDeliveryRow | null> {
      const [row] = await db
        .insert(webhookDelivery)
        .values(values)
        .onConflictDoNothing({ target: [webhookDelivery.runId, webhookDelivery.event] })
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
