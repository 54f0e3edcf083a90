/**
 * Executes one run (ARCHITECTURE.md main flow, step 3; the 'generate-run' job's handler): claim it for this attempt with a lease,
 * render the shots not yet finished, store each image the moment it exists, publish progress,
 * and settle the quota once: only generated images stay counted.
 *
 * Crash safety: a run whose worker died keeps status 'running' until its lease runs out; the
 * sweeper then queues a new attempt, which renders only the shots still missing. Shots already
 * stored are never made (or charged) twice.
 *
 * A lost database connection is a moment's fault, not the run's (decision 177): the attempt stops
 * where it is and leaves the run to its next attempt, which the sweeper queues as soon as this
 * attempt's job has ended. The run is never failed for it.
 */
import { isDatabaseUnavailable } from '../../db/connection-loss.js';
import type { ImageEngine, ShotOutcome, ShotProgress } from '../../engines/image-engine.js';
import type { Logger } from '../../lib/logger.js';
import type { StorageProvider } from '../../providers/storage/storage-provider.js';
import type { QuotaService } from '../quota/quota-service.js';
import type { RunRow, ShotRow, RunsRepo } from './runs-repo.js';
import { endRun, type RunEnding, type RunEndingDeps, type RunEndListeners } from './end-run.js';
import { SHOT_IN_PROGRESS, type ShotStatus } from '../../../core/runs.js';
import { runRequest } from './run-inputs.js';
import { keepRunLease } from './run-lease-keeper.js';
import { storeShotImage } from './store-shot-image.js';
import type { RunProgressBus } from './run-progress-bus.js';
import { watchRunStop } from './run-stop-watcher.js';
import { withPlatformPortrait } from './run-identity-portrait.js';
import type { PlatformPortraits } from '../platform-portraits/platform-portrait-service.js';
import { VendorBatchBusyError } from '../../engines/ai/vendor-batch.js';
import { createEconomyRuns, isEconomyRun, type EconomyVendor } from './economy-run-worker.js';
import {
  listenForBills,
  type VendorRequestLedger,
} from '../vendor-costs/vendor-request-service.js';

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
  /**
   * Told when a run ends: its batch (decision 160), the 'catalogue ready' email (decision 150)
   * and an API run's webhook (decision 132). The composition root builds them once
   * (compose.ts `runEndListeners`), for the worker and for a run stopped before it starts.
   */
  runEndListeners: RunEndListeners;
  /**
   * The platform's reference portraits of stock personas and the default one (decision 201):
   * without it (or without a portrait) such runs keep their model with the identity anchor.
   */
  platformPortraits?: PlatformPortraits;
  /** Output size override (tests render small). */
  output?: { width: number; height: number };
  /** The engine's batch mode, when it has one: economy runs are submitted there (decision 203). */
  economyVendor?: EconomyVendor;
  /** Keeps each request to the vendor with its cost (decision 225); without it, none is kept. */
  vendorRequests?: VendorRequestLedger;
}

/**
 * One attempt at a run, as this process works on it. Its flags outlive the attempt: a shot the
 * engine reports after the attempt returned (cancelled by the stop) still sees that the run was
 * left to its next attempt, and is not recorded as cancelled (which that attempt would skip).
 */
interface Attempt {
  run: RunRow;
  /** Another attempt took the run: this process was too slow to renew its lease. */
  leaseLost: boolean;
  /** This process stopped rendering the run for its next attempt (lease lost, database lost). */
  leftToNextAttempt: boolean;
}

/** The attempt of a run a 'generate-run' job names. */
export interface RunAttemptRef {
  runId: string;
  attempt: number;
}

export function createRunWorker(deps: RunWorkerDeps) {
  const { repo, storage, engine, quota, bus, logger } = deps;
  const leaseSeconds = deps.leaseSeconds ?? 30;

  async function recordShotFailure(attempt: Attempt, outcome: Extract<ShotOutcome, { ok: false }>) {
    const { run } = attempt;
    const { index, shot } = outcome;
    const cancelled = outcome.failure.kind === 'cancelled';
    // A shot cut short by a shutdown, because another attempt took the run, or because the
    // database went away, is left as it is: the next attempt makes it (and a cancelled shot
    // would be skipped by that attempt).
    if (cancelled && (shuttingDown() || attempt.leftToNextAttempt)) return;
    await repo.updateShot(run.id, index, {
      status: cancelled ? 'cancelled' : 'failed',
      failureReason: outcome.failure.reason,
      failureMessage: outcome.failure.message,
      // The kind is what an operator reads beside the vendor's message (/admin, /metrics).
      meta: { ...outcome.meta, failureKind: outcome.failure.kind, detail: outcome.failure.detail },
    });
    await bus.publish(run.id, {
      type: 'image_generated',
      index,
      imageUrl: null,
      status: 'error',
      prompt: outcome.meta.prompt ?? null,
      pose: shot.name,
      error: outcome.failure.reason,
      errorMessage: outcome.failure.message,
    });
  }

  /** Marks a shot as being made, or stores what became of it, the moment the engine says so. */
  async function recordProgress(
    attempt: Attempt,
    indexOf: Map<string, number>,
    event: ShotProgress,
  ) {
    const { run } = attempt;
    if (event.type === 'shot-started') {
      const index = indexOf.get(event.shot.id) ?? event.index;
      await repo.updateShot(run.id, index, { status: 'generating' });
      await bus.publish(run.id, { type: 'image_generation_started', index });
    } else if (event.type === 'shot-waiting') {
      // Waiting for the vendor's turn (decision 190), and back to being made once it has it.
      const index = indexOf.get(event.shot.id) ?? event.index;
      await repo.setShotProgress(run.id, index, event.waiting ? 'throttled' : 'generating');
      await bus.publish(
        run.id,
        event.waiting
          ? { type: 'image_generation_waiting', index }
          : { type: 'image_generation_started', index },
      );
    } else if (event.type === 'shot-finished') {
      const index = indexOf.get(event.outcome.shot.id) ?? event.outcome.index;
      const outcome = { ...event.outcome, index };
      if (outcome.ok) await storeShotImage({ repo, storage, bus }, run, outcome);
      else await recordShotFailure(attempt, outcome);
    }
  }

  /** Renders the shots not finished yet (every shot on a first attempt) unless already stopped. */
  async function renderMissingShots(attempt: Attempt, shots: ShotRow[], signal: AbortSignal) {
    const { run } = attempt;
    if (shots.every((shot) => shot.status === 'waiting')) {
      await bus.publish(run.id, { type: 'generation_started', totalImages: shots.length });
    }
    const missing = shots.filter(
      (shot) => shot.status === 'waiting' || SHOT_IN_PROGRESS.includes(shot.status as ShotStatus),
    );
    if (missing.length === 0 || signal.aborted) return;
    const log = logger.child({ runId: run.id });
    const bills = listenForBills(deps.vendorRequests, { userId: run.userId, runId: run.id }, log);
    try {
      const identified = await withPlatformPortrait(
        { repo, storage, portraits: deps.platformPortraits, logger: log, onBilled: bills.onBilled },
        run,
        shots,
        signal,
      );
      if (signal.aborted) return;
      const request = await runRequest(
        storage,
        identified,
        shots,
        missing.map((shot) => shot.shotId),
      );
      const indexOf = new Map(shots.map((shot) => [shot.shotId, shot.index]));
      await engine.renderCatalogue(
        { ...request, output: deps.output },
        {
          signal,
          onProgress: (event) => recordProgress(attempt, indexOf, event),
          onBilled: bills.onBilled,
        },
      );
    } finally {
      await bills.settled();
    }
  }

  const endingDeps: RunEndingDeps = {
    repo,
    quota,
    publish: (runId, message) => bus.publish(runId, message),
    listeners: deps.runEndListeners,
    logger,
  };
  const finishRun = (run: RunRow, attempt: number, ending: RunEnding) =>
    endRun(endingDeps, run, attempt, ending);

  function shuttingDown(): boolean {
    return deps.shutdownSignal?.aborted ?? false;
  }

  return async function handle(
    job: RunAttemptRef,
  ): Promise<'done' | 'skipped' | 'left-for-next-attempt'> {
    const log = logger.child({ runId: job.runId, attempt: job.attempt });
    const run = await repo.claim(job.runId, job.attempt, leaseSeconds).catch((error: unknown) => {
      if (isDatabaseUnavailable(error)) return 'database-lost' as const;
      throw error;
    });
    if (run === 'database-lost') {
      log.warn('the database connection was lost while claiming: run left for its next attempt');
      return 'left-for-next-attempt';
    }
    if (!run) return 'skipped';
    // Which process holds which run: what an operator (and the kill -9 tests) read after a crash.
    log.info('run claimed');
    const attempt: Attempt = { run, leaseLost: false, leftToNextAttempt: false };
    const stop = watchRunStop(run, bus, deps.shutdownSignal);
    const stopKeepingLease = keepRunLease(
      repo,
      { runId: run.id, attempt: job.attempt, leaseSeconds },
      (reason) => {
        if (reason === 'lost') {
          attempt.leaseLost = true;
          attempt.leftToNextAttempt = true;
        }
        stop.abort();
      },
      log,
    );

    try {
      const shots = await repo.shotsOf(run.id);
      if (deps.economyVendor && (await isEconomyRun(quota, run))) {
        // Submitted to the vendor's batch mode; the economy poll ends the run (decision 203).
        await createEconomyRuns({ ...deps, vendor: deps.economyVendor }).submit(run, shots);
        return 'done';
      }
      await renderMissingShots(attempt, shots, stop.signal);
      if (attempt.leaseLost) {
        // Finishing it here would cancel the shots the new attempt is making.
        log.warn('lease lost (this process was too slow to renew it): run left to its new attempt');
        return 'skipped';
      }
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
      if (attempt.leaseLost) return 'skipped';
      if (shuttingDown()) {
        await repo.releaseLease(run.id, job.attempt).catch(() => {});
        return 'left-for-next-attempt';
      }
      if (isDatabaseUnavailable(error)) {
        // Shots still rendering are cancelled, and not recorded: the next attempt makes them.
        attempt.leftToNextAttempt = true;
        stop.abort();
        log.warn({ err: error }, 'the database connection was lost: run left for its next attempt');
        // Given back if the database answers already; else the sweeper sees this job ended.
        await repo.releaseLease(run.id, job.attempt).catch(() => {});
        return 'left-for-next-attempt';
      }
      if (error instanceof VendorBatchBusyError) {
        // Nothing was made: the economy run is submitted again by its next attempt (decision 214).
        await repo.releaseLease(run.id, job.attempt).catch(() => {});
        log.warn({ err: error }, 'the batch mode stayed busy: run left for its next attempt');
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
