/** Webhook deliveries already applied, by the provider's event id (docs/decisions/053). */
import { processedWebhookEvent } from '../../db/schema/billing.js';
import type { Executor } from './db-executor.js';

export function createWebhookEventRepo(db: Executor) {
  return {
    /**
     * True the first time an event id is seen; false for every later delivery. Mark it in the
     * transaction that applies the event, so a delivery that fails is not marked.
     */
    async markEventProcessed(
      eventId: string,
      provider: string,
      eventType: string,
    ): Promise<boolean> {
      const rows = await db
        .insert(processedWebhookEvent)
        .values({ eventId, provider, eventType })
        .onConflictDoNothing({ target: processedWebhookEvent.eventId })
        .returning({ eventId: processedWebhookEvent.eventId });
      return rows.length > 0;
    },
  };
}

export type WebhookEventRepo = ReturnType<typeof createWebhookEventRepo>;
