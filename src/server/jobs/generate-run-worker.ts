/**
 * Executes one run (ARCHITECTURE.md main flow, step 3): claim it for this attempt with a lease,
 * render the shots not yet finished, store each image the moment it exists, publish progress,
 * and settle the quota once: only generated images stay counted.
 *
 * Crash safety: a run whose worker died keeps status 'running' until its lease runs out; the
 * sweeper then queues a new attempt, which renders only the shots still missing. Shots already
 * stored are never made (or charged) twice.
 */
import type {
  BackgroundChoice,
  GarmentViews,
  ImageEngine,
  ShotOutcome,
  ShotProgress,
} from '../engines/image-engine.js';
import type { Logger } from '../lib/logger.js';
import type { ModelPersona } from '../../core/model-persona.js';
import type { StorageProvider } from '../providers/storage/storage-provider.js';
import type { QuotaService } from '../modules/quota/quota-service.js';
import type { RunRow, ShotRow, RunsRepo } from '../modules/runs/runs-repo.js';
import type { BatchProgress } from '../modules/batches/batch-progress-service.js';
import type { Notify } from '../modules/notifications/notifications-service.js';
import { shotImageKey, shotImageUrl, shotPreviewKey } from '../../core/run-locations.js';
import { keepRunLease } from './run-lease-keeper.js';
import type { GenerateRunPayload } from './definitions/generate-run.js';
import type { RunProgressBus } from './run-progress-bus.js';
import { watchRunStop } from './run-stop-watcher.js';

export interface RunWorkerDeps {
  repo: RunsRepo;
  storage: StorageProvider;
  engine: ImageEngine;
  quota: QuotaService;
  bus: RunProgressBus;
  logger: Logger;
  /** How long a claim lasts without renewal; renewed every third of it. */
  leaseSeconds?: number;
  /** Aborted when the process shuts down: the run is left for the next attempt, not stopped. */
  shutdownSignal?: AbortSignal;
  /** Told when a run ends, so an API run's webhook event is sent (decision 132). */
  webhooks?: { runFinished(runId: string): Promise<unknown> };
  /** Output size override (tests render small). */
  output?: { width: number; height: number };
  /** Makes the 'catalogue ready' email due when a run completes (decision 150). */
  notify?: Notify;
  /** Told when a run ends: a batch's product is saved and its batch may end (decision 160). */
  batches?: Pick<BatchProgress, 'runFinished' | 'sweep'>;
}

/** How a run's rendering ended: it decides the run's status and what its stream is told. */
type RunEnding = 'rendered' | 'stopped' | 'crashed';

/** What the shots a run left unfinished are marked with (a rendered run left none). */
const UNFINISHED_SHOT_REASON: Record<RunEnding, string | null> = {
  rendered: null,
  stopped: 'The generation was stopped.',
  crashed: 'The generation failed. Please try again.',
};

function runFailureReason(ending: RunEnding, generated: number): string | undefined {
  if (ending === 'crashed') return 'The generation failed.';
  if (ending === 'rendered' && generated === 0) return 'No image could be generated.';
  return undefined;
}

/** A stable 32-bit seed from the run id, so every shot (and every retry) shows the same model. */
function seedOf(runId: string): number {
  let hash = 2166136261;
  for (const char of runId) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

export function createRunWorker(deps: RunWorkerDeps) {
  const { repo, storage, engine, quota, bus, logger } = deps;
  const leaseSeconds = deps.leaseSeconds ?? 30;

  async function loadViews(run: RunRow): Promise<GarmentViews> {
    const read = async (slot: 'front' | 'back' | 'side') => {
      const key = run.inputKeys[slot];
      return key ? ((await storage.get(key)) ?? undefined) : undefined;
    };
    const [front, back, side] = await Promise.all([read('front'), read('back'), read('side')]);
    if (!front) throw new Error(`run ${run.id}: front photo missing from storage`);
    return { front, back, side };
  }

  /** A preset by id, or the copy of the custom background stored with the run's photos. */
  async function backgroundOf(run: RunRow): Promise<BackgroundChoice> {
    const key = run.inputKeys.background;
    if (!key) return { kind: 'preset', presetId: run.backgroundId };
    const image = await storage.get(key);
    if (!image) throw new Error(`run ${run.id}: custom background missing from storage`);
    return { kind: 'custom', image, description: run.backgroundDescription ?? run.backgroundName };
  }

  /** The model's AI portrait stored with the run's photos (the identity reference), if any. */
  async function identityOf(run: RunRow): Promise<Buffer | undefined> {
    const key = run.inputKeys.identity;
    if (!key) return undefined;
    const image = await storage.get(key);
    if (!image) throw new Error(`run ${run.id}: model portrait missing from storage`);
    return image;
  }

  async function storeShotImage(run: RunRow, outcome: Extract<ShotOutcome, { ok: true }>) {
    const { index, shot } = outcome;
    const imageKey = shotImageKey(run.userId, run.id, index, shot);
    const previewKey = shotPreviewKey(run.userId, run.id, index, shot, outcome.image.previewMime);
    await storage.put(imageKey, outcome.image.png);
    await storage.put(previewKey, outcome.image.preview);
    const cutout = outcome.meta.cutout;
    const colour = outcome.meta.colour;
    const colourWarning = colour ? !colour.passed : false;
    const note =
      cutout?.method === 'card'
        ? (cutout.note ?? 'Kept on a clean card: the garment could not be cut out cleanly.')
        : (outcome.meta.backgroundNote ?? null);
    await repo.updateShot(run.id, index, {
      status: 'complete',
      imageKey,
      previewKey,
      width: outcome.image.width,
      height: outcome.image.height,
      prompt: outcome.meta.prompt ?? null,
      note,
      meta: outcome.meta,
      failureReason: null,
      colourScore: colour?.score ?? null,
      colourWarning,
    });
    await bus.publish(run.id, {
      type: 'image_generated',
      index,
      imageUrl: shotImageUrl(run.id, index),
      status: 'success',
      prompt: outcome.meta.prompt ?? null,
      pose: shot.name,
      colourWarning,
    });
  }

  async function recordShotFailure(run: RunRow, outcome: Extract<ShotOutcome, { ok: false }>) {
    const { index, shot } = outcome;
    const cancelled = outcome.failure.kind === 'cancelled';
    // A shot cut short by a shutdown goes back to waiting; the next attempt makes it.
    if (cancelled && shuttingDown()) return;
    await repo.updateShot(run.id, index, {
      status: cancelled ? 'cancelled' : 'failed',
      failureReason: outcome.failure.reason,
      meta: { ...outcome.meta, detail: outcome.failure.detail },
    });
    await bus.publish(run.id, {
      type: 'image_generated',
      index,
      imageUrl: null,
      status: 'error',
      prompt: outcome.meta.prompt ?? null,
      pose: shot.name,
      error: outcome.failure.reason,
    });
  }

  /** Marks a shot as being made, or stores what became of it, the moment the engine says so. */
  async function recordProgress(run: RunRow, indexOf: Map<string, number>, event: ShotProgress) {
    if (event.type === 'shot-started') {
      const index = indexOf.get(event.shot.id) ?? event.index;
      await repo.updateShot(run.id, index, { status: 'generating' });
      await bus.publish(run.id, { type: 'image_generation_started', index });
    } else if (event.type === 'shot-finished') {
      const index = indexOf.get(event.outcome.shot.id) ?? event.outcome.index;
      const outcome = { ...event.outcome, index };
      if (outcome.ok) await storeShotImage(run, outcome);
      else await recordShotFailure(run, outcome);
    }
  }

  /** Renders the shots not finished yet (every shot on a first attempt) unless already stopped. */
  async function renderMissingShots(run: RunRow, shots: ShotRow[], signal: AbortSignal) {
    if (shots.every((shot) => shot.status === 'waiting')) {
      await bus.publish(run.id, { type: 'generation_started', totalImages: shots.length });
    }
    const missing = shots.filter(
      (shot) => shot.status === 'waiting' || shot.status === 'generating',
    );
    if (missing.length === 0 || signal.aborted) return;
    const views = await loadViews(run);
    const indexOf = new Map(shots.map((shot) => [shot.shotId, shot.index]));
    await engine.renderCatalogue(
      {
        views,
        background: await backgroundOf(run),
        persona: (run.persona as ModelPersona | null) ?? null,
        identity: await identityOf(run),
        seed: seedOf(run.id),
        onlyShots: missing.map((shot) => shot.shotId),
        output: deps.output,
      },
      { signal, onProgress: (event) => recordProgress(run, indexOf, event) },
    );
  }

  /**
   * The one way a run ends, whether it rendered, was stopped or crashed: finish it from its
   * stored shots, settle its quota (only generated images stay counted), tell its stream.
   * Null when the run was no longer this attempt's to finish.
   */
  async function finishRun(run: RunRow, attempt: number, ending: RunEnding) {
    const unfinishedReason = UNFINISHED_SHOT_REASON[ending];
    if (unfinishedReason) await repo.cancelUnfinishedShots(run.id, unfinishedReason);
    const shots = await repo.shotsOf(run.id);
    const generated = shots.filter((shot) => shot.status === 'complete').length;
    const status = ending === 'stopped' ? 'stopped' : generated > 0 ? 'completed' : 'failed';
    if (!(await repo.finish(run.id, attempt, status, runFailureReason(ending, generated)))) {
      return null;
    }
    if (run.reservationId) await quota.settle(run.reservationId, generated);
    if (ending === 'crashed') {
      await bus.publish(run.id, {
        type: 'error',
        message: 'Unable to generate images. Please try again.',
      });
    }
    await bus.publish(run.id, { type: 'generation_completed', totalGenerated: generated, status });
    // A batch's product: saved as its catalogue; the batch sends one email for all its products.
    const { inBatch } = (await deps.batches?.runFinished(run.id).catch((error: unknown) => {
      logger.error({ err: error, runId: run.id }, 'batch progress failed (the sweeper retries)');
      return { inBatch: true };
    })) ?? { inBatch: false };
    if (status === 'completed' && !inBatch) {
      // The email is decided by its job (long enough? page closed?); a failure to queue it
      // must not fail the run.
      await deps.notify?.({ kind: 'run-finished', runId: run.id }).catch((error: unknown) => {
        logger.warn({ err: error, runId: run.id }, 'could not queue the run-finished email');
      });
    }
    await deps.webhooks
      ?.runFinished(run.id)
      .catch((error: unknown) => logger.error({ err: error, runId: run.id }, 'run webhook failed'));
    return { status, generated, total: shots.length };
  }

  function shuttingDown(): boolean {
    return deps.shutdownSignal?.aborted ?? false;
  }

  return async function handle(
    job: GenerateRunPayload,
  ): Promise<'done' | 'skipped' | 'left-for-next-attempt'> {
    const run = await repo.claim(job.runId, job.attempt, leaseSeconds);
    if (!run) return 'skipped';
    const log = logger.child({ runId: run.id, attempt: job.attempt });
    const shots = await repo.shotsOf(run.id);
    const stop = watchRunStop(run, bus, deps.shutdownSignal);
    const stopKeepingLease = keepRunLease(
      repo,
      { runId: run.id, attempt: job.attempt, leaseSeconds },
      stop.abort,
      log,
    );

    try {
      await renderMissingShots(run, shots, stop.signal);
      if (shuttingDown()) {
        await repo.releaseLease(run.id, job.attempt);
        log.info('shutting down: run left for the next attempt');
        return 'left-for-next-attempt';
      }
      const finished = await finishRun(
        run,
        job.attempt,
        stop.signal.aborted ? 'stopped' : 'rendered',
      );
      if (!finished) return 'skipped';
      log.info(finished, 'run finished');
      return 'done';
    } catch (error) {
      if (shuttingDown()) {
        await repo.releaseLease(run.id, job.attempt).catch(() => {});
        return 'left-for-next-attempt';
      }
      log.error({ err: error }, 'run failed');
      await finishRun(run, job.attempt, 'crashed');
      return 'done';
    } finally {
      stopKeepingLease();
      stop.dispose();
    }
  };
}
