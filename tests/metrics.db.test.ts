/**
 * GET /metrics (issue #41, decision 247): after a Gemini run whose first request met a 429, the
 * scrape holds the families an operator's dashboard reads (HTTP by route pattern, runs and shots
 * by engine and outcome, vendor requests, their latency and 429s, the queue, the quota, the
 * process), and it refuses a scraper without the token or with a wrong one.
 */
import { describe, expect, it } from 'vitest';
import { createTestApp } from './support/test-app.js';
import { createTestDatabase } from './support/test-database.js';
import {
  postDressRun,
  runWhenEnded,
  signedInBrowser,
  useGeminiRuns,
} from './support/gemini-runs.js';

const TOKEN = 'scrape-token-0123456789abcdef';
const context = useGeminiRuns({ ENGINE_CONCURRENCY: '1' }, { env: { METRICS_TOKEN: TOKEN } });

/** The value of one series of the scrape, by its name and labels as written. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  let scrape = '';
  let runId = '';

  it('answers the scrape after a run with the token', async () => {
    context.fake.script.length = 0;
    context.fake.script.push('rate-limited'); // the first shot's first request: 429, then retried
    const { browser } = await signedInBrowser(context);
    const started = (await (await postDressRun(context, browser)).json()) as { id: string };
    runId = (await runWhenEnded(browser, started.id)).id;
    // A job that waits an hour, so the queue's family has a row whatever the timers have done.
    await context.h.boss.createQueue('metrics-probe');
    await context.h.boss.send('metrics-probe', {}, { startAfter: 3600 });
    const answer = await browser.request('/metrics', {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    scrape = await answer.text();
  }, 120_000);

  it('counts HTTP requests by route pattern and status, never by the id in the path', () => {
    expect(
      valueOf(scrape, 'http_requests_total{method="POST",route="/api/runs",status="201"}'),
    ).toBe(1);
    expect(
      valueOf(scrape, 'http_requests_total{method="GET",route="/api/runs/:id",status="200"}'),
    ).toBeGreaterThan(0);
    expect(scrape).toContain(
      'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/runs/:id",status="200"}',
    );
    expect(scrape).not.toContain(runId);
  });

  it('holds runs and shots by engine and outcome, read from the database', () => {
    expect(valueOf(scrape, 'vastra_runs_ended_15m{engine="gemini",outcome="completed"}')).toBe(1);
    expect(
      valueOf(scrape, 'vastra_shots_ended_15m{engine="gemini",outcome="complete",error_kind=""}'),
    ).toBe(5);
  });

  it("holds vendor requests by vendor, kind and end, their latency, and the vendor's 429s", () => {
    expect(
      valueOf(scrape, 'vastra_vendor_requests_15m{vendor="gemini",kind="shot",ended="image"}'),
    ).toBe(5);
    expect(
      valueOf(scrape, 'vastra_vendor_requests_15m{vendor="gemini",kind="shot",ended="refused"}'),
    ).toBe(1);
    expect(valueOf(scrape, 'vastra_vendor_rate_limited_15m{vendor="gemini"}')).toBe(1);
    expect(
      valueOf(
        scrape,
        'vastra_vendor_request_duration_15m_seconds_count{vendor="gemini",kind="shot"}',
      ),
    ).toBe(6);
    expect(
      valueOf(
        scrape,
        'vastra_vendor_request_duration_15m_seconds_bucket{vendor="gemini",kind="shot",le="+Inf"}',
      ),
    ).toBe(6);
    expect(valueOf(scrape, 'vastra_vendor_cost_usd_15m{vendor="gemini"}')).toBeGreaterThan(0);
    expect(scrape).toContain('# TYPE vastra_vendor_limit_waiting_shots gauge');
    expect(scrape).toContain('# TYPE vastra_vendor_limit_paused gauge');
  });

  it('holds the queue, the quota spent and the process', () => {
    expect(scrape).toContain('# TYPE vastra_queue_jobs gauge');
    // Every read answered, the queue's too (its schema is the owner's on PostgreSQL).
    expect(valueOf(scrape, 'vastra_metrics_read_failures')).toBe(0);
    expect(valueOf(scrape, 'vastra_queue_jobs{job="metrics-probe",state="created"}')).toBe(1);
    expect(scrape).toContain('# TYPE vastra_queue_oldest_job_seconds gauge');
    expect(valueOf(scrape, 'vastra_runs_oldest_queued_seconds')).toBe(0);
    expect(valueOf(scrape, 'vastra_quota_images_charged_15m')).toBe(5);
    expect(valueOf(scrape, 'vastra_quota_images_held')).toBe(0);
    expect(valueOf(scrape, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(scrape).toContain('nodejs_eventloop_lag_seconds');
    expect(scrape).toContain('nodejs_heap_size_used_bytes');
  });

  it('refuses a scrape without the token or with a wrong one, and says nothing', async () => {
    const { browser } = await signedInBrowser(context);
    const none = await browser.get('/metrics');
    const wrong = await browser.request('/metrics', {
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    for (const answer of [none, wrong]) {
      expect(answer.status).toBe(401);
      expect(await answer.text()).not.toContain('http_requests_total');
    }
  });
});

it('answers 404 when no token is configured, even to a bearer of one', async () => {
  const db = await createTestDatabase();
  try {
    const t = createTestApp(db);
    const answer = await t.app.request('/metrics', {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(answer.status).toBe(404);
    expect(await answer.text()).not.toContain('http_requests_total');
  } finally {
    await db.close();
  }
}, 120_000);
