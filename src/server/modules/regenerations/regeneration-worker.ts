/**
 * Makes one shot again (decision 122): claim the regeneration for this attempt with a lease,
 * render the pose with the run's own inputs, store the new files beside the old ones, then
 * replace the shot in one transaction and keep the reserved image. Anything that goes wrong
 * leaves the old image and gives the image back. The old files and the run's cached marketplace
 * exports are deleted only once the new image is recorded.
 *
 * Crash safety as for runs: a worker that vanished lets its lease run out and the sweeper
 * queues a new attempt; a stale attempt can neither replace the shot nor fail it.
 */
import { runExportsFolder } from '../../../core/run-locations.js';
import { englishOf, keyed, type KeyedMessage } from '../../../core/server-messages.js';
import type { ImageEngine } from '../../engines/image-engine.js';
import type { Logger } from '../../lib/logger.js';
import type { QuotaService } from '../quota/quota-service.js';
import type { RegenerationRepo, RegenerationRow } from './regeneration-repo.js';
import {
  listenForBills,
  type VendorRequestLedger,
} from '../vendor-costs/vendor-request-service.js';
import type { StorageProvider } from '../../providers/storage/storage-provider.js';
import { runRequest, seedOf, type RunInputRows } from '../runs/run-inputs.js';
import { storeShotFiles, type StoredShot } from '../runs/store-shot-files.js';

export interface RegenerationWorkerDeps {
  regenerations: RegenerationRepo;
  repo: RunInputRows;
  storage: StorageProvider;
  engine: ImageEngine;
  quota: Pick<QuotaService, 'settle'>;
  logger: Logger;
  leaseSeconds?: number;
  shutdownSignal?: AbortSignal;
  output?: { width: number; height: number };
  /** Keeps each request to the vendor with its cost, under the shot it remade (decision 225). */
  vendorRequests?: VendorRequestLedger;
}

export interface RegenerateShotJob {
  regenerationId: string;
  attempt: number;
}

/** A failure the user is told about (the old image stays); anything else is logged as a fault. */
class RegenerationFailure extends Error {
  constructor(readonly said: KeyedMessage) {
    super(englishOf(said));
  }
}

/**
 * Another seed for each regeneration: an engine that honours seeds makes a new take of the
 * pose rather than the same picture again (the run's seed is the first take's).
 */
export const regenerationSeed = (runId: string, regenerationId: string) =>
  (seedOf(runId) ^ seedOf(regenerationId)) >>> 0;

/** The tag of this attempt's files: `01_front.<tag>.png`, never one an earlier attempt wrote. */
const fileTag = (regeneration: RegenerationRow) =>
  `r${regeneration.id.slice(0, 8)}a${regeneration.attempt}`;

export function createRegenerationWorker(deps: RegenerationWorkerDeps) {
  const { regenerations, repo, storage, engine, quota, logger } = deps;
  const leaseSeconds = deps.leaseSeconds ?? 30;

  async function render(regeneration: RegenerationRow, signal: AbortSignal) {
    const run = await repo.findById(regeneration.runId);
    const shots = run ? await repo.shotsOf(run.id) : [];
    const shot = shots.find((row) => row.index === regeneration.shotIndex);
    if (!run || !shot || shot.status !== 'complete')
      throw new RegenerationFailure(keyed('regenerationNotAnImage'));
    // Another pose is made with the run's first shot as the model's reference (decision 123).
    const request = await runRequest(
      storage,
      run,
      shots,
      [shot.shotId],
      regenerationSeed(run.id, regeneration.id),
    );
    const owner = { userId: run.userId, runId: run.id };
    const bills = listenForBills(deps.vendorRequests, owner, logger);
    const outcomes = await engine
      .renderCatalogue({ ...request, output: deps.output }, { signal, onBilled: bills.onBilled })
      .finally(() => bills.settled());
    const outcome = outcomes.find((candidate) => candidate.shot.id === shot.shotId);
    if (!outcome) throw new RegenerationFailure(keyed('regenerationRenderFailed'));
    if (!outcome.ok) throw new RegenerationFailure(outcome.failure.message);
    return { run, outcome: { ...outcome, index: shot.index } };
  }

  async function deleteFiles(keys: (string | null)[]) {
    for (const key of keys) {
      if (key) await storage.delete(key).catch(() => {});
    }
  }

  /** Ends the attempt as failed and gives its image back (only if the attempt still owns it). */
  async function fail(regeneration: RegenerationRow, reason: KeyedMessage) {
    const ended = await regenerations.fail(regeneration.id, regeneration.attempt, reason);
    if (ended?.reservationId) await quota.settle(ended.reservationId, 0);
  }

  /** The new image in the old one's place; answers whether this attempt made the replacement. */
  async function replace(regeneration: RegenerationRow, stored: StoredShot, userId: string) {
    const replaced = await regenerations.replaceShot(regeneration, stored);
    if (!replaced) {
      await deleteFiles([stored.imageKey, stored.previewKey]);
      // The run (and so the request) was deleted meanwhile: nobody else will give the image back.
      if (!(await regenerations.findById(regeneration.id)) && regeneration.reservationId)
        await quota.settle(regeneration.reservationId, 0);
      return false;
    }
    if (regeneration.reservationId) await quota.settle(regeneration.reservationId, 1);
    await deleteFiles([replaced.imageKey, replaced.previewKey]);
    // Exports were made from the old image: the next download makes them from the new one.
    await storage
      .deletePrefix(runExportsFolder(userId, regeneration.runId))
      .catch((error: unknown) => logger.warn({ err: error }, 'cached exports not deleted'));
    return true;
  }

  return async function handle(
    job: RegenerateShotJob,
  ): Promise<'replaced' | 'failed' | 'skipped' | 'left-for-next-attempt'> {
    const regeneration = await regenerations.claim(job.regenerationId, job.attempt, leaseSeconds);
    if (!regeneration) return 'skipped';
    const log = logger.child({ regenerationId: regeneration.id, attempt: job.attempt });
    const stop = new AbortController();
    const onShutdown = () => stop.abort();
    deps.shutdownSignal?.addEventListener('abort', onShutdown);
    const renewal = setInterval(
      () =>
        void regenerations
          .renewLease(regeneration.id, regeneration.attempt, leaseSeconds)
          .then((ours) => {
            if (!ours) stop.abort();
          })
          .catch((error: unknown) => log.warn({ err: error }, 'lease renewal failed')),
      (leaseSeconds * 1000) / 3,
    );
    const shuttingDown = () => deps.shutdownSignal?.aborted ?? false;
    try {
      const { run, outcome } = await render(regeneration, stop.signal);
      if (shuttingDown()) throw new Error('shutting down');
      const stored = await storeShotFiles(storage, run, outcome, fileTag(regeneration));
      const replaced = await replace(regeneration, stored, run.userId);
      log.info({ replaced }, 'shot regeneration ended');
      return replaced ? 'replaced' : 'skipped';
    } catch (error) {
      if (shuttingDown()) {
        await regenerations.releaseLease(regeneration.id, regeneration.attempt).catch(() => {});
        return 'left-for-next-attempt';
      }
      if (error instanceof RegenerationFailure) {
        await fail(regeneration, error.said);
      } else {
        log.error({ err: error }, 'shot regeneration failed');
        await fail(regeneration, keyed('regenerationRenderFailedTryAgain'));
      }
      return 'failed';
    } finally {
      clearInterval(renewal);
      deps.shutdownSignal?.removeEventListener('abort', onShutdown);
    }
  };
}
