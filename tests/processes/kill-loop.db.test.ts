/**
 * kill -9 of the server and of a worker at random points of runs (issue #15), 3 times here with
 * a fixed seed; `npm run bench:faults` runs 20 with a new seed (FAULT_KILLS, FAULT_SEED). The
 * loop and what it checks after each kill: tests/support/kill-loop.ts. PostgreSQL only
 * (TEST_DATABASE_URL): an embedded PGlite cannot be shared by two processes.
 */
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runKillLoop } from '../support/kill-loop.js';
import { startProcessFixture, type ProcessFixture } from '../support/process-fixture.js';

const KILLS = Number(process.env.FAULT_KILLS ?? 3);
const SEED = Number(process.env.FAULT_SEED ?? 20261124);
const LATENCY_MS = 600;

describe.skipIf(!process.env.TEST_DATABASE_URL)('kill -9 at random points of runs', () => {
  let f: ProcessFixture | undefined;
  // One shot at a time, so "after shot k" leaves the rest of the run in flight; a 3 s lease and
  // a sweep every half second, so a dead process's runs resume within seconds.
  const shared = {
    ENGINE_CONCURRENCY: '1',
    RUN_WORKERS: '1',
    RUN_LEASE_SECONDS: '3',
    RUN_SWEEP_INTERVAL_MS: '500',
  };

  beforeAll(async () => {
    f = await startProcessFixture({
      name: 'kill-loop',
      latencyMs: LATENCY_MS,
      env: shared,
      serverEnv: { RUN_WORKERS: '1' },
    });
  }, 90_000);

  afterAll(() => f?.close(), 60_000);

  it(
    `loses no image, charges nothing twice and leaves no run stuck (${KILLS} kills, seed ${SEED})`,
    { timeout: 60_000 + KILLS * 120_000 },
    async () => {
      console.info(`kill loop: ${KILLS} kills, seed ${SEED}`);
      const rounds = await runKillLoop({
        fixture: f!,
        kills: KILLS,
        seed: SEED,
        latencyMs: LATENCY_MS,
        serverEnv: f!.env,
        workerEnv: f!.env,
        log: (line) => console.info(line),
      });
      if (process.env.FAULT_REPORT)
        writeFileSync(process.env.FAULT_REPORT, JSON.stringify({ seed: SEED, rounds }, null, 2));

      expect(rounds).toHaveLength(KILLS);
      expect(rounds.flatMap((round) => round.problems)).toEqual([]);
      for (const round of rounds) {
        for (const status of round.statuses)
          expect(['completed', 'failed', 'stopped']).toContain(status);
        expect(round.charged).toBe(round.imagesMade);
      }
      // The seed's choices reach both kinds of process (3 kills: server, worker, server).
      if (KILLS === 3 && !process.env.FAULT_SEED)
        expect(rounds.map((round) => round.target).sort()).toEqual(['server', 'server', 'worker']);
    },
  );
});
