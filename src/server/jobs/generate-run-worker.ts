/**
 * Executes one run (ARCHITECTURE.md main flow, step 3): claim it for this attempt with a lease,
 * render the shots not yet finished, store each image the moment it exists, publish progress,
 * and settle the quota once: only generated images stay counted.
 *
 * Crash safety: a run whose worker died keeps status 'running' until its lease runs out; the
 * sweeper then queues a new attempt, which renders only the shots still missing. Shots already
 * stored are never made (or charged) twice.
 */
import type { GarmentViews, ImageEngine, ShotOutcome } from '../engines/image-engine.js';
import type { Logger } from '../lib/logger.js';
import type { ModelPersona } from '../../core/model-persona.js';
import type { StorageProvider } from '../providers/storage/storage-provider.js';
import type { QuotaService } from '../modules/quota/quota-service.js';
import type { RunRow, RunsRepo } from '../modules/runs/runs-repo.js';
import { shotImageKey, shotImageUrl, shotPreviewKey } from '../../core/run-locations.js';
import type { RunProgressBus } from './run-progress-bus.js';

export interface GenerateRunJob {
  runId: string;
  attempt: number;
}

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
  /** Output size override (tests render small). */
  output?: { width: number; height: number };
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

  async function storeOutcome(run: RunRow, outcome: ShotOutcome) {
    const { index, shot } = outcome;
    if (outcome.ok) {
      const imageKey = shotImageKey(run.userId, run.id, index, shot);
      const previewKey = shotPreviewKey(run.userId, run.id, index, shot, outcome.image.previewMime);
      await storage.put(imageKey, outcome.image.png);
      await storage.put(previewKey, outcome.image.preview);
      const cutout = outcome.meta.cutout;
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
      });
      await bus.publish(run.id, {
        type: 'image_generated',
        index,
        imageUrl: shotImageUrl(run.id, index),
        status: 'success',
        prompt: outcome.meta.prompt ?? null,
        pose: shot.name,
      });
      return;
    }
    const cancelled = outcome.failure.kind === 'cancelled';
    // A shot cut short by a shutdown goes back to waiting; the next attempt makes it.
    if (cancelled && deps.shutdownSignal?.aborted) return;
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

  return async function handle(
    job: GenerateRunJob,
  ): Promise<'done' | 'skipped' | 'left-for-next-attempt'> {
    const run = await repo.claim(job.runId, job.attempt, leaseSeconds);
    if (!run) return 'skipped';
    const log = logger.child({ runId: run.id, attempt: job.attempt });
    const shots = await repo.shotsOf(run.id);
    const remaining = shots.filter(
      (shot) => shot.status === 'waiting' || shot.status === 'generating',
    );

    const stop = new AbortController();
    const onShutdown = () => stop.abort();
    deps.shutdownSignal?.addEventListener('abort', onShutdown);
    const unsubscribe = bus.subscribe(run.id, (message) => {
      if (message.type === 'stop_requested') stop.abort();
    });
    const leaseTimer = setInterval(
      () => {
        void repo
          .renewLease(run.id, job.attempt, leaseSeconds)
          .then((state) => {
            if (!state || state.stopRequested) stop.abort();
          })
          .catch((error: unknown) => log.warn({ err: error }, 'lease renewal failed'));
      },
      (leaseSeconds * 1000) / 3,
    );

    try {
      if (run.stopRequested) stop.abort();
      if (shots.every((shot) => shot.status === 'waiting')) {
        await bus.publish(run.id, { type: 'generation_started', totalImages: shots.length });
      }
      if (remaining.length > 0 && !stop.signal.aborted) {
        const views = await loadViews(run);
        const byId = new Map(shots.map((shot) => [shot.shotId, shot.index]));
        await engine.renderCatalogue(
          {
            views,
            background: { kind: 'preset', presetId: run.backgroundId },
            persona: (run.persona as ModelPersona | null) ?? null,
            seed: seedOf(run.id),
            onlyShots: remaining.map((shot) => shot.shotId),
            output: deps.output,
          },
          {
            signal: stop.signal,
            onProgress: async (event) => {
              if (event.type === 'shot-started') {
                const index = byId.get(event.shot.id) ?? event.index;
                await repo.updateShot(run.id, index, { status: 'generating' });
                await bus.publish(run.id, { type: 'image_generation_started', index });
              } else if (event.type === 'shot-finished') {
                const index = byId.get(event.outcome.shot.id) ?? event.outcome.index;
                await storeOutcome(run, { ...event.outcome, index });
              }
            },
          },
        );
      }

      if (deps.shutdownSignal?.aborted) {
        await repo.releaseLease(run.id, job.attempt);
        log.info('shutting down: run left for the next attempt');
        return 'left-for-next-attempt';
      }
      const stopped = stop.signal.aborted;
      if (stopped) await repo.cancelUnfinishedShots(run.id, 'The generation was stopped.');
      const finalShots = await repo.shotsOf(run.id);
      const generated = finalShots.filter((shot) => shot.status === 'complete').length;
      const status = stopped ? 'stopped' : generated > 0 ? 'completed' : 'failed';
      const finished = await repo.finish(
        run.id,
        job.attempt,
        status,
        generated === 0 && !stopped ? 'No image could be generated.' : undefined,
      );
      if (!finished) return 'skipped';
      if (run.reservationId) await quota.settle(run.reservationId, generated);
      await bus.publish(run.id, {
        type: 'generation_completed',
        totalGenerated: generated,
        status,
      });
      log.info({ status, generated, total: finalShots.length }, 'run finished');
      return 'done';
    } catch (error) {
      if (deps.shutdownSignal?.aborted) {
        await repo.releaseLease(run.id, job.attempt).catch(() => {});
        return 'left-for-next-attempt';
      }
      log.error({ err: error }, 'run failed');
      await repo.cancelUnfinishedShots(run.id, 'The generation failed. Please try again.');
      const finalShots = await repo.shotsOf(run.id);
      const generated = finalShots.filter((shot) => shot.status === 'complete').length;
      if (
        await repo.finish(
          run.id,
          job.attempt,
          generated > 0 ? 'completed' : 'failed',
          'The generation failed.',
        )
      ) {
        if (run.reservationId) await quota.settle(run.reservationId, generated);
        await bus.publish(run.id, {
          type: 'error',
          message: 'Unable to generate images. Please try again.',
        });
        await bus.publish(run.id, {
          type: 'generation_completed',
          totalGenerated: generated,
          status: generated > 0 ? 'completed' : 'failed',
        });
      }
      return 'done';
    } finally {
      clearInterval(leaseTimer);
      unsubscribe();
      deps.shutdownSignal?.removeEventListener('abort', onShutdown);
    }
  };
}
