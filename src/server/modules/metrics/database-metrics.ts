/**
 * The families /metrics reads from the database at each scrape (decision 247): gauges set from
 * metrics-repo.ts just before the registry is written out, so what every process did is in one
 * scrape. "Recent" families count the last RECENT_MINUTES minutes; alerts read them directly.
 */
import { Gauge, type Registry } from 'prom-client';
import { RECENT_MINUTES, VENDOR_LATENCY_BUCKETS_MS, type MetricsRepo } from './metrics-repo.js';

const window = `${RECENT_MINUTES}m`;

export function databaseMetrics(
  registry: Registry,
  repo: MetricsRepo,
  onReadFailed: (read: string, error: unknown) => void,
) {
  const gauge = (name: string, help: string, labelNames: string[] = []) =>
    new Gauge({ name, help, labelNames, registers: [registry] });

  const activeRuns = gauge('vastra_runs_active', 'Unfinished runs now, by engine and status.', [
    'engine',
    'status',
  ]);
  const runEnds = gauge(
    `vastra_runs_ended_${window}`,
    `Runs that ended in the last ${window}, by engine and outcome.`,
    ['engine', 'outcome'],
  );
  const shotEnds = gauge(
    `vastra_shots_ended_${window}`,
    `Shots that ended in the last ${window}, by engine, outcome and error kind.`,
    ['engine', 'outcome', 'error_kind'],
  );
  const throttled = gauge(
    'vastra_vendor_limit_waiting_shots',
    'Shots waiting now for their turn under the shared vendor limit, by engine.',
    ['engine'],
  );
  const paused = gauge(
    'vastra_vendor_limit_paused',
    "Vendor keys paused now by a 429's Retry-After, by vendor.",
    ['vendor'],
  );
  const vendorRequests = gauge(
    `vastra_vendor_requests_${window}`,
    `Requests to AI vendors in the last ${window}, by vendor, kind and how they ended (refused, not-reached and no-image are errors).`,
    ['vendor', 'kind', 'ended'],
  );
  const vendor429s = gauge(
    `vastra_vendor_rate_limited_${window}`,
    `Vendor requests answered 429 in the last ${window}, by vendor.`,
    ['vendor'],
  );
  const vendorCost = gauge(
    `vastra_vendor_cost_usd_${window}`,
    `Estimated vendor spend in the last ${window} in US dollars, by vendor.`,
    ['vendor'],
  );
  const latencyBuckets = gauge(
    `vastra_vendor_request_duration_${window}_seconds_bucket`,
    `Vendor requests of the last ${window} that took at most le seconds (cumulative; histogram_quantile reads it).`,
    ['vendor', 'kind', 'le'],
  );
  const latencySum = gauge(
    `vastra_vendor_request_duration_${window}_seconds_sum`,
    `Seconds the vendor requests of the last ${window} took, in all.`,
    ['vendor', 'kind'],
  );
  const latencyCount = gauge(
    `vastra_vendor_request_duration_${window}_seconds_count`,
    `Timed vendor requests of the last ${window}.`,
    ['vendor', 'kind'],
  );
  const charged = gauge(
    `vastra_quota_images_charged_${window}`,
    `Images charged to sellers' quotas in the last ${window} (settled reservations).`,
  );
  const held = gauge(
    'vastra_quota_images_held',
    'Images reserved now by runs and batches in progress.',
  );
  const queueJobs = gauge('vastra_queue_jobs', 'Jobs in the queue now, by job and state.', [
    'job',
    'state',
  ]);
  const queueOldest = gauge(
    'vastra_queue_oldest_job_seconds',
    'Age of the oldest job in the queue now, by job and state.',
    ['job', 'state'],
  );
  const oldestRun = gauge(
    'vastra_runs_oldest_queued_seconds',
    'How long the oldest queued run has waited for a worker (0 when none waits).',
  );

  const readFailures = gauge(
    'vastra_metrics_read_failures',
    'Reads of this scrape that failed (their families are left empty; the log says why).',
  );
  let failures = 0;
  /** One read; a failure leaves its families empty rather than failing the whole scrape. */
  const read = async <T>(name: string, fallback: T, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      failures += 1;
      onReadFailed(name, error);
      return fallback;
    }
  };

  const setAll = (target: Gauge, rows: { labels: Record<string, string>; value: number }[]) => {
    target.reset();
    for (const row of rows) target.set(row.labels, row.value);
  };

  return {
    /** Reads everything once and sets the gauges; call before writing the registry out. */
    async refresh() {
      failures = 0;
      const [active, runs, shots, waiting, pausedRows, requests, limited, cost, latency] =
        await Promise.all([
          read('active runs', [], repo.activeRuns),
          read('run ends', [], repo.recentRunEnds),
          read('shot ends', [], repo.recentShotEnds),
          read('throttled shots', [], repo.throttledShots),
          read('paused vendors', [], repo.pausedVendors),
          read('vendor requests', [], repo.recentVendorRequests),
          read('vendor 429s', [], repo.recentVendor429s),
          read('vendor cost', [], repo.recentVendorCost),
          read('vendor latency', [], repo.recentVendorLatency),
        ]);
      const [chargedImages, heldImages, oldest, queue] = await Promise.all([
        read('images charged', 0, repo.recentImagesCharged),
        read('images held', 0, repo.imagesHeld),
        read('oldest queued run', 0, repo.oldestQueuedRunSeconds),
        read('queue', [], repo.queueDepth),
      ]);
      readFailures.set(failures);
      setAll(activeRuns, active);
      setAll(runEnds, runs);
      setAll(shotEnds, shots);
      setAll(throttled, waiting);
      setAll(paused, pausedRows);
      setAll(vendorRequests, requests);
      setAll(vendor429s, limited);
      setAll(
        vendorCost,
        cost.map((row) => ({ labels: row.labels, value: row.value / 1_000_000 })),
      );
      latencyBuckets.reset();
      latencySum.reset();
      latencyCount.reset();
      for (const row of latency) {
        const labels = { vendor: row.vendor, kind: row.kind };
        VENDOR_LATENCY_BUCKETS_MS.forEach((le, i) =>
          latencyBuckets.set({ ...labels, le: String(le / 1000) }, row.buckets[i] ?? 0),
        );
        latencyBuckets.set({ ...labels, le: '+Inf' }, row.count);
        latencySum.set(labels, row.sumMs / 1000);
        latencyCount.set(labels, row.count);
      }
      charged.set(chargedImages);
      held.set(heldImages);
      oldestRun.set(oldest);
      queueJobs.reset();
      queueOldest.reset();
      for (const row of queue) {
        queueJobs.set({ job: row.job, state: row.state }, row.count);
        queueOldest.set({ job: row.job, state: row.state }, row.oldest);
      }
    },
  };
}
