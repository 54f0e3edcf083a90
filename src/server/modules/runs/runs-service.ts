/**
 * Starting, reading and stopping generation runs (decisions 005 and 014). A run starts only
 * through start-run.ts (the photo form here, the public API and batches through `startFromInput`) and
 * ends only through end-run.ts (a worker's ending, or a stop before it started).
 */
import { startRunFieldsSchema } from '../../../core/run-schemas.js';
import { UNSAVED_RUN_DAYS, type RunView } from '../../../core/runs.js';
import type { GarmentView } from '../../../core/uploads.js';
import type { RunBusMessage } from './run-progress-bus.js';
import type { Logger } from '../../lib/logger.js';
import { notFound } from '../../lib/errors.js';
import { endIfStillQueued, type QueuedRunEndingDeps, type RunEndListeners } from './end-run.js';
import type { RunRow, RunsRepo } from './runs-repo.js';
import type { RunChoice, StartRunInput, StartedRunId } from './run-start-types.js';
import { viewOfRun } from './run-reads.js';
import { toRunView } from './run-view.js';
import { resolveRunOptions, startRun, type StartRunDeps } from './start-run.js';
import type { ImageProvenance } from '../../engines/provenance/image-provenance.js';

export interface RunsServiceDeps extends StartRunDeps {
  repo: StartRunDeps['repo'] &
    QueuedRunEndingDeps['repo'] &
    Pick<
      RunsRepo,
      | 'findById'
      | 'findForUser'
      | 'readForUser'
      | 'shotsOf'
      | 'regenerationsOf'
      | 'savedCatalogueId'
      | 'latestUnsaved'
      | 'requestStop'
    >;
  quota: StartRunDeps['quota'] & QueuedRunEndingDeps['quota'];
  publish(runId: string, message: RunBusMessage): Promise<void>;
  /** Told when a run stopped before it started ends (the worker tells them of every other). */
  listeners?: RunEndListeners;
  logger?: Pick<Logger, 'warn' | 'error'>;
}

/** The photo form as read: the photos by view, and the text fields still unchecked. */
export interface RunUpload {
  files: Partial<Record<GarmentView, Buffer>>;
  fields: Record<string, string>;
}

export interface StartedRun {
  run: RunView;
  /** False when the click had already started this run (the answer is then 200, not 201). */
  created: boolean;
}

const UUID = /^[0-9a-f-]{36}$/i;

export function createRunsService(deps: RunsServiceDeps) {
  const { repo } = deps;
  const endingDeps: QueuedRunEndingDeps = { ...deps, listeners: deps.listeners ?? {} };

  async function view(runId: string): Promise<RunView> {
    const run = await repo.findById(runId);
    if (!run) throw notFound('runNotFound');
    return viewOfRow(run);
  }

  /** The view of a run row already read (a poll reads the row once, with its owner check). */
  function viewOfRow(run: RunRow): Promise<RunView> {
    return viewOfRun(repo, run);
  }

  async function ownRun(userId: string, runId: string) {
    if (!UUID.test(runId)) throw notFound('runNotFound');
    const run = await repo.findForUser(userId, runId);
    if (!run) throw notFound('runNotFound');
    return run;
  }

  return {
    view,

    /** Starts a run (or answers the one its request id started): the API's and batches' way in. */
    startFromInput(input: StartRunInput): Promise<StartedRunId> {
      return startRun(deps, input);
    },

    /** Checks a background and model as a run would, without starting one (a batch's products). */
    resolveOptions(userId: string, choice: RunChoice) {
      return resolveRunOptions(deps, userId, choice);
    },

    /** Starts a run from the photo form, or answers the run this click already started. */
    async startFromForm(userId: string, upload: RunUpload): Promise<StartedRun> {
      // The form's fields answer 400 (a ZodError) before anything else is looked at.
      const { clientRequestId, backgroundId, modelId, garmentType, stylingNote } =
        startRunFieldsSchema.parse(upload.fields);
      const { runId, created } = await startRun(deps, {
        userId,
        clientRequestId,
        choice: { backgroundId, modelId },
        garment: { type: garmentType, stylingNote },
        photos: { kind: 'files', files: upload.files },
      });
      return { run: await view(runId), created };
    },

    async getRun(userId: string, runId: string): Promise<RunView> {
      if (!UUID.test(runId)) throw notFound('runNotFound');
      const read = await repo.readForUser(userId, runId);
      if (!read) throw notFound('runNotFound');
      return toRunView(read.run, read.shots, read.savedCatalogueId, read.regenerations);
    },

    /** Stops a run; only generated images stay counted (the worker settles the rest). */
    async stopRun(userId: string, runId: string): Promise<RunView> {
      await ownRun(userId, runId);
      await repo.requestStop(userId, runId);
      if (!(await endIfStillQueued(endingDeps, runId)))
        await deps.publish(runId, { type: 'stop_requested' });
      return view(runId);
    },

    async latestUnsaved(userId: string): Promise<RunView | null> {
      const since = new Date(Date.now() - UNSAVED_RUN_DAYS * 86_400_000);
      const run = await repo.latestUnsaved(userId, since);
      return run ? view(run.id) : null;
    },

    /** The stored file of one finished shot, for its owner only. */
    async shotFile(userId: string, runId: string, index: number, kind: 'image' | 'preview') {
      const run = await ownRun(userId, runId);
      const shot = (await repo.shotsOf(runId)).find((candidate) => candidate.index === index);
      const key = kind === 'image' ? shot?.imageKey : shot?.previewKey;
      if (!shot || shot.status !== 'complete' || !key) throw notFound('imageNotFound');
      const meta = (shot.meta ?? {}) as { engine?: string; model?: string };
      return {
        key,
        poseName: shot.name,
        contentType: kind === 'image' ? 'image/png' : 'image/webp',
        /** What the image says of itself when it leaves (decision 253). */
        provenance: {
          engine: meta.engine ?? run.engine,
          model: meta.model ?? null,
          catalogueId: null,
          runId,
          shotId: shot.shotId,
        } satisfies ImageProvenance,
      };
    },
  };
}

export type RunsService = ReturnType<typeof createRunsService>;
