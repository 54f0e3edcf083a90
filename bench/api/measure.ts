/**
 * One measurement of `npm run bench:api`: autocannon against one URL for a fixed time after a
 * warm-up of the same length class, with the session cookies a browser would send.
 */
import autocannon from 'autocannon';

export interface Measurement {
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Socket errors, timeouts and answers that were not 2xx: all must be 0. */
  errors: number;
  total: number;
}

export interface MeasureOptions {
  connections: number;
  warmUpSeconds: number;
  seconds: number;
}

export async function measure(
  base: string,
  path: string,
  cookie: string | null,
  options: MeasureOptions,
): Promise<Measurement> {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  const url = `${base}${path}`;
  await autocannon({
    url,
    headers,
    connections: options.connections,
    duration: options.warmUpSeconds,
  });
  const result = await autocannon({
    url,
    headers,
    connections: options.connections,
    duration: options.seconds,
  });
  return {
    path,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  };
}
