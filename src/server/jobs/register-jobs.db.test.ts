import { describe, expect, it } from 'vitest';
import { useRunHarness } from '../../../tests/support/run-harness.js';
import { generateRunJob } from './definitions/generate-run.js';

const harness = useRunHarness();

describe('registered jobs', () => {
  it('fail a job whose payload does not fit its schema', { timeout: 30_000 }, async () => {
    // Sent around sendJob's types, as a stale or foreign producer would.
    const id = await harness.h.boss.send(generateRunJob.name, { runId: 42 });
    expect(id).toBeTruthy();
    await expect
      .poll(async () => (await harness.h.boss.getJobById(generateRunJob.name, id!))?.state, {
        timeout: 20_000,
        interval: 250,
      })
      .toBe('failed');
    const job = await harness.h.boss.getJobById(generateRunJob.name, id!);
    expect(JSON.stringify(job?.output)).toContain("malformed 'generate-run' job payload");
  });
});
