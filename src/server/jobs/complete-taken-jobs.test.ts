import { describe, expect, it } from 'vitest';
import { completeTakenJobs } from './complete-taken-jobs.js';

/** A queue whose first `failures` completions meet a lost connection. */
function queueFailing(failures: number) {
  const calls: { name: string; ids: string[] }[] = [];
  return {
    calls,
    async complete(name: string, ids: string | string[]) {
      calls.push({ name, ids: [ids].flat() });
      if (calls.length <= failures) {
        throw Object.assign(new Error('terminating connection due to administrator command'), {
          code: '57P01',
        });
      }
      return { jobs: [ids].flat(), requested: 1, affected: 1 };
    },
  };
}

describe('completing the jobs a worker handled', () => {
  it('tries again until the database answers', async () => {
    const queue = queueFailing(2);
    await completeTakenJobs(queue, 'generate-run', ['job-1'], [0, 0, 0]);
    expect(queue.calls).toEqual(Array(3).fill({ name: 'generate-run', ids: ['job-1'] }));
  });

  it('gives up with the last error once its tries are spent', async () => {
    const queue = queueFailing(10);
    await expect(completeTakenJobs(queue, 'generate-run', ['job-1'], [0, 0])).rejects.toThrow(
      /administrator command/,
    );
    expect(queue.calls).toHaveLength(3);
  });
});
