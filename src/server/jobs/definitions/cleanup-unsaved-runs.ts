/**
 * 'cleanup-unsaved-runs' removes finished runs nobody saved after 7 days, with their files
 * (decision 015), and claims left 'preparing' by a crash. Hourly, on pg-boss's shared cron.
 */
import { runStorageFolder } from '../../../core/run-locations.js';
import { UNSAVED_RUN_DAYS } from '../../../core/runs.js';
import type { Logger } from '../../lib/logger.js';
import type { RunsRepo } from '../../modules/runs/runs-repo.js';
import type { StorageProvider } from '../../providers/storage/storage-provider.js';
import { defineQueuedJob, noPayload } from '../job-definition.js';

export const cleanupUnsavedRunsJob = defineQueuedJob({
  name: 'cleanup-unsaved-runs',
  trigger: 'queue',
  payload: noPayload,
  queue: { retryLimit: 1 },
  workers: 'one',
  cron: '17 * * * *',
  needs: ['runs', 'storage', 'logger'],
  handler: (_payload, { runs, storage, logger }) => cleanupUnsavedRuns(runs, storage, logger),
});

/** Finished runs are settled by their worker, so only files and rows are left to remove. */
export async function cleanupUnsavedRuns(
  repo: RunsRepo,
  storage: StorageProvider,
  logger: Logger,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - UNSAVED_RUN_DAYS * 86_400_000);
  let removed = 0;
  const stale = await repo.deleteStalePreparing(new Date(now.getTime() - 3_600_000));
  for (const run of stale) await storage.deletePrefix(runStorageFolder(run.userId, run.id));
  for (const run of await repo.unsavedBefore(cutoff)) {
    await storage.deletePrefix(runStorageFolder(run.userId, run.id));
    await repo.deleteRun(run.id);
    removed++;
  }
  if (removed > 0) logger.info({ removed }, 'removed unsaved runs older than 7 days');
  return removed;
}
