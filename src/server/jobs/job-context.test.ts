import { describe, expect, it } from 'vitest';
import { deliverWebhookJob } from './definitions/deliver-webhook.js';
import type { JobServices } from './job-definition.js';
import { contextOf } from './register-jobs.js';

/** Every service a worker process offers, each a marker of its own name. */
const services = new Proxy({} as JobServices, {
  get: (_target, key) => `service:${String(key)}`,
});

describe("a job's context", () => {
  it('holds the services the job names and nothing else', () => {
    expect(contextOf(deliverWebhookJob, services)).toEqual({
      webhooks: 'service:webhooks',
      logger: 'service:logger',
    });
  });
});
