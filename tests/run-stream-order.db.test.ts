/**
 * The run WebSocket's first message is always the run's state, even when progress is published
 * while the server is still reading that state (the gap between subscribing and answering).
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import WebSocket from 'ws';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunStreamMessage, RunView } from '../src/core/runs.js';
import { createImageEngine } from '../src/server/engines/create-image-engine.js';
import { loadEnv } from '../src/server/config/env.js';
import { drawGarmentPhoto } from './support/garments.js';
import { createMemoryRunBus } from './support/memory-run-bus.js';
import { createSignedInUser } from './support/signed-in-user.js';
import { createTestApp } from './support/test-app.js';
import { createBrowser } from './support/test-browser.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

let db: TestDatabase;
let t: ReturnType<typeof createTestApp>;
const inner = createMemoryRunBus();
// Progress that lands in the same tick the route subscribes, before its state query returns.
const racingBus = {
  ...inner,
  subscribe(runId: string, listener: Parameters<typeof inner.subscribe>[1]) {
    const unsubscribe = inner.subscribe(runId, listener);
    queueMicrotask(() => listener({ type: 'image_generation_started', index: 0 }));
    return unsubscribe;
  },
};

beforeAll(async () => {
  db = await createTestDatabase();
  const { engine, backgrounds } = createImageEngine(loadEnv({ NODE_ENV: 'test' }));
  t = createTestApp(
    db,
    {},
    {
      generation: {
        engine,
        backgrounds,
        bus: racingBus,
        enqueue: async () => {},
        enqueueRegeneration: async () => {},
        sendWebhook: async () => {},
      },
    },
  );
}, 60_000);
afterAll(async () => {
  t.close();
  await db.close();
});

it(
  'sends run_state first and the progress that raced it right after',
  { timeout: 60_000 },
  async () => {
    const user = await createSignedInUser(t.auth);
    const browser = createBrowser(t);
    browser.setCookie(user.cookie.name, user.cookie.value);
    const { photo } = await drawGarmentPhoto(
      { kind: 't-shirt', color: '#1d4e89' },
      { color: '#f2f0eb' },
      { width: 400, height: 500 },
    );
    const form = new FormData();
    form.append('front', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'front.jpg');
    form.append('backgroundId', 'clean-white-studio');
    form.append('clientRequestId', crypto.randomUUID());
    const run = (await (
      await browser.request('/api/runs', { method: 'POST', body: form })
    ).json()) as RunView;

    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    t.app.injectWebSocket(server);
    await once(server, 'listening');
    try {
      const { port } = server.address() as AddressInfo;
      const socket = new WebSocket(`ws://127.0.0.1:${port}/api/runs/${run.id}/stream`, {
        headers: { cookie: `${user.cookie.name}=${user.cookie.value}`, origin: t.env.PUBLIC_URL },
      });
      const messages: RunStreamMessage[] = [];
      socket.on('message', (data) => messages.push(JSON.parse(String(data)) as RunStreamMessage));
      await expect.poll(() => messages.length).toBe(2);
      expect(messages[0]).toMatchObject({ type: 'run_state', run: { id: run.id } });
      expect(messages[1]).toEqual({ type: 'image_generation_started', index: 0 });
      socket.close(1000);
    } finally {
      server.close();
    }
  },
);
