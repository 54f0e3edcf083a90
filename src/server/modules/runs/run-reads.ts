/**
 * What other modules may read of a run, asked of the runs module rather than of its tables:
 * how it ended (a batch's progress), the inputs it stored (a batch's retry) and its view (an
 * API run's webhook).
 */
import type { RunView } from '../../../core/runs.js';
import type { Database } from '../../db/client.js';
import type { RunRow } from './runs-repo.js';
import { createRunsRepo } from './runs-repo.js';
import { toRunView } from './run-view.js';

export interface RunOutcome {
  status: RunRow['status'];
  savedCatalogueId: string | null;
}

export function createRunReads(db: Database) {
  const repo = createRunsRepo(db);
  return {
    async outcome(runId: string): Promise<RunOutcome | null> {
      const run = await repo.findById(runId);
      if (!run) return null;
      return { status: run.status, savedCatalogueId: await repo.savedCatalogueId(runId) };
    },

    /** The storage keys of the photos (and custom background, portrait) the run was made from. */
    async inputs(runId: string): Promise<Record<string, string> | null> {
      return (await repo.findById(runId))?.inputKeys ?? null;
    },

    async view(runId: string): Promise<RunView | null> {
      const run = await repo.findById(runId);
      if (!run) return null;
      const [shots, saved] = await Promise.all([repo.shotsOf(runId), repo.savedCatalogueId(runId)]);
      return toRunView(run, shots, saved);
    },
  };
}

export type RunReads = ReturnType<typeof createRunReads>;
