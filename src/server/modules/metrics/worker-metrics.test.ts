import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWorkerMetrics, type WorkerMetricsServer } from './worker-metrics.js';

const TOKEN = 'worker-metrics-token-0123456789';
let server: WorkerMetricsServer;
const url = () => `http://127.0.0.1:${server.port}/metrics`;

beforeAll(async () => {
  server = await serveWorkerMetrics({ hostname: '127.0.0.1', port: 0, token: TOKEN });
});
afterAll(() => server?.close());

describe("a worker's own /metrics (decision 270)", () => {
  it("answers its process's families, labelled as a worker, to the token's bearer", async () => {
    const answer = await fetch(url(), { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await answer.text();
    expect(text).toMatch(/^process_resident_memory_bytes\{process="worker"\} \d+/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds\{process="worker"\} /m);
    // What workers do is read from the database by the server's /metrics, never here.
    expect(text).not.toMatch(/^vastra_/m);
    expect(text).not.toMatch(/^http_requests_total/m);
  });

  it('refuses without the token, and serves nothing else', async () => {
    expect((await fetch(url())).status).toBe(401);
    const wrong = await fetch(url(), { headers: { Authorization: 'Bearer not-the-token-at-all' } });
    expect(wrong.status).toBe(401);
    expect((await fetch(url().replace('/metrics', '/'))).status).toBe(404);
  });
});
