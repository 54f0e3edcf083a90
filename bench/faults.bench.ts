/**
 * `npm run bench:faults`: the kill -9 loop of tests/processes/kill-loop.db.test.ts with 20 kills
 * (FAULT_KILLS) and a new seed each time (FAULT_SEED, printed; pass it to replay a failure).
 * PostgreSQL only: TEST_DATABASE_URL, as for `npm run test:db`. Prints each kill and writes the
 * figures to docs/benchmarks.md (section faults-bench).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../src/server/lib/project-root.js';
import type { KillRound } from '../tests/support/kill-loop.js';
import { machineLine, median, writeBenchSection } from './support/report.js';

if (!process.env.TEST_DATABASE_URL) {
  console.error('bench:faults needs PostgreSQL: set TEST_DATABASE_URL (see README, db tests)');
  process.exit(2);
}
const kills = process.env.FAULT_KILLS ?? '20';
const seed = process.env.FAULT_SEED ?? String(Date.now() % 2_147_483_647);
const dir = mkdtempSync(path.join(os.tmpdir(), 'vastra-bench-faults-'));
const reportFile = path.join(dir, 'report.json');
console.info(`kill -9 loop: ${kills} kills, seed ${seed}`);
const started = performance.now();
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'db', 'tests/processes/kill-loop.db.test.ts'],
  {
    cwd: projectRoot,
    stdio: 'inherit',
    env: { ...process.env, FAULT_KILLS: kills, FAULT_SEED: seed, FAULT_REPORT: reportFile },
  },
);
const seconds = Math.round((performance.now() - started) / 1000);

let rounds: KillRound[] = [];
try {
  rounds = (JSON.parse(readFileSync(reportFile, 'utf8')) as { rounds: KillRound[] }).rounds;
} catch {
  console.error('the loop wrote no report (it failed before the end): nothing to write');
}
rmSync(dir, { recursive: true, force: true });

if (rounds.length > 0) {
  const count = (pick: (round: KillRound) => boolean) => rounds.filter(pick).length;
  const runs = rounds.flatMap((round) => round.statuses);
  const images = rounds.reduce((sum, round) => sum + round.imagesMade, 0);
  const charged = rounds.reduce((sum, round) => sum + round.charged, 0);
  const calls = rounds.reduce((sum, round) => sum + round.vendorCalls, 0);
  const seen = rounds.reduce((sum, round) => sum + round.doneBeforeKill, 0);
  const problems = rounds.flatMap((round) => round.problems);
  const recovery = rounds.map((round) => round.recoveryMs / 1000);
  const failedShots = rounds.flatMap((round) => round.shotFailures);
  await writeBenchSection(
    'faults-bench',
    [
      '## Crashes: kill -9 at random points of runs (`npm run bench:faults`)',
      '',
      'A server process and a worker process on one PostgreSQL database, both working on runs',
      '(RUN_WORKERS=1 each, one shot at a time, the fake Gemini vendor answering each shot after',
      '600 ms, a 3 s lease and a sweep every 0.5 s). Each round 3 new Free users start one run each;',
      'the process to kill, the shot after which to kill (0-3, of a run that process claimed) and',
      'a delay below one shot are drawn from the seed; the process gets SIGKILL and is started again.',
      'Checked after each: every run ended, every shot the client had seen done still served as a',
      'PNG, each user charged exactly the images made. Loop: `tests/support/kill-loop.ts`.',
      '',
      `${machineLine()}, load average ${os.loadavg()[0]!.toFixed(1)} at the end; seed ${seed}.`,
      '',
      '| kills | server / worker | mid-run | runs | completed | failed | stopped | stuck | images made | charged | shots seen done before a kill, lost | vendor calls | recovery median / max | problems |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
      `| ${rounds.length} | ${count((r) => r.target === 'server')} / ${count((r) => r.target === 'worker')} | ${count((r) => r.midRun)} | ${runs.length} | ${runs.filter((s) => s === 'completed').length} | ${runs.filter((s) => s === 'failed').length} | ${runs.filter((s) => s === 'stopped').length} | ${runs.filter((s) => !['completed', 'failed', 'stopped'].includes(s)).length} | ${images} | ${charged} | ${seen}, ${problems.filter((p) => p.includes('is gone')).length} | ${calls} | ${median(recovery).toFixed(1)} s / ${Math.max(...recovery).toFixed(1)} s | ${problems.length} |`,
      '',
      `Vendor calls beyond the images made (${calls - images}) are shots in flight when their process`,
      'died, asked again by the next attempt: made twice at the vendor, charged once. Recovery runs',
      "from the kill until every run of the round ended and every charge settled (the killed process's",
      `restart through tsx included). Whole bench ${seconds} s.${failedShots.length ? ` Shots not made: ${failedShots.join('; ')}.` : ''}`,
    ],
    { after: 'bench-batch' },
  );
}
process.exit(result.status ?? 1);
