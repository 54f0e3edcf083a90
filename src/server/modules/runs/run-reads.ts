/**
 * What other modules may read of a run, asked of the runs module rather than of its tables:
 * how it ended (a batch's progress), the inputs it stored (a batch's retry) and its view (an
 * API run's webhook).
 */
import type { RunView } from '../../../core/runs.js';
import type { Database } from '../../db/client.js';
import { createRunsRepo, type RunRow, type RunsRepo } from './runs-repo.js';
import { toRunView } from './run-view.js';

export interface RunOutcome {
  status: RunRow['status'];
  savedCatalogueId: string | null;
}

/** A stored run's view: its shots, the catalogue it was saved as and its shots' regenerations. */
export async function viewOfRun(
  repo: Pick<RunsRepo, 'shotsOf' | 'savedCatalogueId' | 'regenerationsOf'>,
  run: RunRow,
): Promise<RunView> {
  const [shots, saved, regenerations] = await Promise.all([
    repo.shotsOf(run.id),
    repo.savedCatalogueId(run.id),
    repo.regenerationsOf(run.id),
  ]);
  return toRunView(run, shots, saved, regenerations);
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
      return run ? viewOfRun(repo, run) : null;
    },
  };
}

export type RunReads = ReturnType<typeof createRunReads>;
