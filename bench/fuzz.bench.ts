/**
 * `npm run bench:fuzz`: the fuzz suite (tests/security/fuzz.db.test.ts) with many more requests
 * than CI sends and a new seed each time: FUZZ_RUNS (5000), FUZZ_SEED (from the clock; pass the
 * seed a failure printed to replay it). On PGlite, or on PostgreSQL as the app role with
 * TEST_DATABASE_URL (row-level security on). Prints the requests sent and their statuses.
 */
import { spawnSync } from 'node:child_process';
import { projectRoot } from '../src/server/lib/project-root.js';

const runs = process.env.FUZZ_RUNS ?? '5000';
const seed = process.env.FUZZ_SEED ?? String(Date.now() % 2_147_483_647);
console.info(`fuzzing: ${runs} requests, seed ${seed}`);
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'db', 'tests/security/fuzz.db.test.ts'],
  {
    cwd: projectRoot,
    stdio: 'inherit',
    env: { ...process.env, FUZZ_RUNS: runs, FUZZ_SEED: seed },
  },
);
process.exit(result.status ?? 1);
