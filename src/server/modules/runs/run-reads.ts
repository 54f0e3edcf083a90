/**
 * What other modules may read of a run, asked of the runs module rather than of its tables:
 * how it ended (a batch's progress), the inputs it stored (a batch's retry), its view (an
 * API run's webhook), whose it is and one shot's facts (a report of the shot), what it was made
 * from (a listing, an export), how far some runs are (a batch's products) and how one ended
 * (its email).
 */
import type { RunView } from '../../../core/runs.js';
import type { Database } from '../../db/client.js';
import { createRunsRepo, type RunRow, type RunsRepo } from './runs-repo.js';
import { toRunView } from './run-view.js';

/** One shot of a run as a report of it reads it (decisions 263 and 264). */
export interface RunShotFacts {
  runId: string;
  runStatus: string;
  /** The run's quota reservation: what its shots cost (decision 203). */
  reservationId: string | null;
  index: number;
  shotId: string;
  name: string;
  status: string;
  /** When its current image was made (the shot's last write is its image). */
  madeAt: Date;
  colourWarning: boolean;
  colourScore: number | null;
  printWarning: boolean;
  printScore: number | null;
  /** How many times a regeneration replaced the image (decision 122). */
  version: number;
}

/** How far a run is: its status and its complete shots in order (a batch's product). */
export interface RunProgress {
  status: string;
  completeShots: { index: number; name: string; version: number }[];
}

/** A run as its 'catalogue ready' email tells it (decision 150). */
export interface RunEnding {
  userId: string;
  status: string;
  createdAt: Date;
  finishedAt: Date | null;
  /** Its complete shots. */
  generated: number;
  total: number;
  backgroundName: string;
}

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

const FINISHED_STATUSES = ['completed', 'failed', 'stopped'];

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

    /** The status and complete shots of each of these runs, by id; a run that is gone is not there. */
    async progressOf(runIds: string[]): Promise<Map<string, RunProgress>> {
      const byRun = new Map<string, RunProgress>();
      if (runIds.length === 0) return byRun;
      for (const { id, status } of await repo.statusesOf(runIds))
        byRun.set(id, { status, completeShots: [] });
      for (const { runId, ...shot } of await repo.completeShotsOf(runIds))
        byRun.get(runId)?.completeShots.push(shot);
      return byRun;
    },

    /** Of these runs, the ones that have finished (completed, failed or stopped). */
    async finishedAmong(runIds: string[]): Promise<string[]> {
      if (runIds.length === 0) return [];
      return (await repo.statusesOf(runIds))
        .filter(({ status }) => FINISHED_STATUSES.includes(status))
        .map(({ id }) => id);
    },

    /** What the user's run was made from, and its status; null when the run is not theirs. */
    async madeFrom(
      userId: string,
      runId: string,
    ): Promise<{
      status: string;
      inputKeys: Record<string, string>;
      stylingNote: string | null;
    } | null> {
      const run = await repo.findForUser(userId, runId);
      return run
        ? { status: run.status, inputKeys: run.inputKeys, stylingNote: run.stylingNote }
        : null;
    },

    /** How the run ended, for its email: whose, when, how many images of how many, where. */
    async ending(runId: string): Promise<RunEnding | null> {
      const run = await repo.findById(runId);
      if (!run) return null;
      return {
        userId: run.userId,
        status: run.status,
        createdAt: run.createdAt,
        finishedAt: run.finishedAt,
        generated: (await repo.completeShotsOf([runId])).length,
        total: run.shotCount,
        backgroundName: run.backgroundName,
      };
    },

    /** Whether the run is the user's. */
    async owns(userId: string, runId: string): Promise<boolean> {
      return (await repo.findForUser(userId, runId)) !== null;
    },

    /** One shot of the user's run; null when the run is not theirs or has no such shot. */
    async shotOf(userId: string, runId: string, index: number): Promise<RunShotFacts | null> {
      const row = await repo.shotForUser(userId, runId, index);
      if (!row) return null;
      const { shot } = row;
      return {
        runId: shot.runId,
        runStatus: row.runStatus,
        reservationId: row.reservationId,
        index: shot.index,
        shotId: shot.shotId,
        name: shot.name,
        status: shot.status,
        madeAt: shot.updatedAt,
        colourWarning: shot.colourWarning,
        colourScore: shot.colourScore,
        printWarning: shot.printWarning,
        printScore: shot.printScore,
        version: shot.version,
      };
    },
  };
}

export type RunReads = ReturnType<typeof createRunReads>;
