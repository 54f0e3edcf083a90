import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRunHarness } from '../../../tests/support/run-harness.js';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-database.js';
import { generateRunJob } from './definitions/generate-run.js';

let db: TestDatabase;
let h: Awaited<ReturnType<typeof createRunHarness>>;

beforeAll(async () => {
  db = await createTestDatabase();
  h = await createRunHarness(db);
}, 60_000);
afterAll(async () => {
  await h.close();
  await db.close();
});

describe('registered jobs', () => {
  it('fail a job whose payload does not fit its schema', { timeout: 30_000 }, async () => {
    // Sent around sendJob's types, as a stale or foreign producer would.
    const id = await h.boss.send(generateRunJob.name, { runId: 42 });
    expect(id).toBeTruthy();
    await expect
      .poll(async () => (await h.boss.getJobById(generateRunJob.name, id!))?.state, {
        timeout: 20_000,
        interval: 250,
      })
      .toBe('failed');
    const job = await h.boss.getJobById(generateRunJob.name, id!);
    expect(JSON.stringify(job?.output)).toContain("malformed 'generate-run' job payload");
  });
});
