import { describe, expect, it } from 'vitest';
import type { GuardedRequest } from '../../lib/guarded-request.js';
import type { WebhookDeliveryRow, WebhookRepo } from './webhook-repo.js';
import {
  createWebhookService,
  webhookRetryDelaySeconds,
  type WebhookJob,
} from './webhook-service.js';

const created = new Date('2026-11-22T10:00:00Z');

function fakeDelivery(): WebhookDeliveryRow {
  return {
    id: '5f0c6a1e-0000-4000-8000-000000000001',
    userId: 'u1',
    apiKeyId: 'k1',
    runId: 'r1',
    batchId: null,
    shotReportId: null,
    event: 'run.completed',
    url: 'https://example.com/hook',
    payload: '{"type":"run.completed"}',
    status: 'pending',
    attempts: 0,
    lastStatusCode: null,
    lastError: null,
    createdAt: created,
    lastAttemptAt: null,
    deliveredAt: null,
  };
}

function setup(answer: number | Error, now: Date) {
  const delivery = fakeDelivery();
  const scheduled: WebhookJob[] = [];
  const sent: GuardedRequest[] = [];
  const repo = {
    deliveryWithSecret: async () => ({ delivery, secret: 'whsec_test' }),
    recordAttempt: async (
      _id: string,
      attempt: number,
      outcome: {
        status: 'pending' | 'delivered' | 'failed';
        statusCode: number | null;
        error: string | null;
      },
    ) => {
      if (delivery.attempts !== attempt - 1 || delivery.status !== 'pending') return false;
      Object.assign(delivery, {
        attempts: attempt,
        status: outcome.status,
        lastStatusCode: outcome.statusCode,
        lastError: outcome.error,
      });
      return true;
    },
  } as unknown as WebhookRepo;
  const service = createWebhookService({
    repo,
    runView: async () => null,
    batchView: async () => null,
    batchOfRun: async () => null,
    schedule: async (job) => {
      scheduled.push(job);
    },
    request: async (request) => {
      sent.push(request);
      if (answer instanceof Error) throw answer;
      return { status: answer, headers: {}, body: Buffer.alloc(0), url: request.url };
    },
    now: () => now,
  });
  return { service, delivery, scheduled, sent };
}

describe('webhook deliveries', () => {
  it('pauses 30 s, then doubles, never more than 4 hours', () => {
    expect([1, 2, 3, 4].map(webhookRetryDelaySeconds)).toEqual([30, 60, 120, 240]);
    expect(webhookRetryDelaySeconds(20)).toBe(4 * 3600);
  });

  it('records a 2xx as delivered and schedules nothing', async () => {
    const { service, delivery, scheduled, sent } = setup(204, created);
    expect(await service.deliver({ deliveryId: delivery.id, attempt: 1 })).toBe('delivered');
    expect(delivery.status).toBe('delivered');
    expect(scheduled).toEqual([]);
    expect(sent[0]!.maxRedirects).toBe(0);
    expect(sent[0]!.headers!['Vastra-Webhook-Signature']).toMatch(/^v1=[0-9a-f]{64}$/);
  });

  it('schedules the next attempt after a failure, with the pause of its number', async () => {
    const { service, delivery, scheduled } = setup(500, created);
    expect(await service.deliver({ deliveryId: delivery.id, attempt: 1 })).toBe('retrying');
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500 });
    expect(scheduled).toEqual([
      {
        deliveryId: delivery.id,
        attempt: 2,
        notBefore: new Date(created.getTime() + 30_000).toISOString(),
      },
    ]);
    // The same attempt taken twice (a duplicate job) does nothing the second time.
    expect(await service.deliver({ deliveryId: delivery.id, attempt: 1 })).toBe('skipped');
  });

  it('gives up when the next attempt would fall after 24 hours', async () => {
    const late = new Date(created.getTime() + 23.5 * 3_600_000);
    const { service, delivery, scheduled } = setup(
      new Error('The address could not be reached.'),
      late,
    );
    delivery.attempts = 11;
    expect(await service.deliver({ deliveryId: delivery.id, attempt: 12 })).toBe('gave-up');
    expect(delivery).toMatchObject({
      status: 'failed',
      lastError: 'The address could not be reached.',
    });
    expect(scheduled).toEqual([]);
  });
});
