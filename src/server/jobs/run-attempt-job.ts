/**
 * Where the queue stands with a run's attempt (decision 177): its 'generate-run' job, one id per
 * run and attempt, is waiting for a worker, held by one, over, or was never sent. The sweeper
 * reads it to resume a run at once when nothing will work it any more.
 */
import type PgBoss from 'pg-boss';
import type { AttemptJob } from './attempt-job-state.js';
import { generateRunJob, runJobId } from './definitions/generate-run.js';

export function attemptJobReader(boss: PgBoss) {
  return async (runId: string, attempt: number): Promise<AttemptJob> => {
    // Jobs over long enough ago are moved to pg-boss's archive: still over, not missing.
    const job = await boss.getJobById(generateRunJob.name, runJobId(runId, attempt), {
      includeArchive: true,
    });
    if (!job) return { state: 'missing' };
    if (job.state === 'created' || job.state === 'retry') return { state: 'waiting' };
    if (job.state === 'active') return { state: 'active', takenAt: job.startedOn };
    return { state: 'ended' };
  };
}
