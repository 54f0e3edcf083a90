/**
 * Economy runs (decision 203): a run whose shots were reserved at half an image each is not
 * rendered by its worker. The worker submits all its shots to the vendor's batch mode as one job
 * and records the job's name on the run; the job is then the run's state, in the database, so a
 * restart loses nothing. The 'poll-economy-runs' job asks the vendor about each waiting run; when
 * the job ends, each shot's image is stored (or its failure recorded) and the run ends the way
 * every run ends (end-run.ts): the shots not made are given back, its batch and webhook told.
 * A stop asks the vendor to cancel; an expired or failed job fails the shots it did not make.
 * A submission is noted before the vendor is asked (a crash that loses the job's name is found
 * again by the job's display name), and an ended job is claimed by one poller before its shots
 * are stored (two workers never store them twice).
 */
import { englishOf, keyed, type KeyedMessage } from '../../../core/server-messages.js';
import { encodeVendorImage } from '../../engines/encode-shot.js';
import { ShotFailureError } from '../../engines/image-engine.js';
import { resolveOutput } from '../../engines/image-engine.js';
import type { EngineName } from '../../engines/image-engine.js';
import {
  ENDED_STATES,
  type EconomyVendor,
  type VendorBatchClient,
} from '../../engines/ai/vendor-batch.js';
import { runRequest } from './run-inputs.js';
import type { RunProgressBus } from './run-progress-bus.js';
import type { Logger } from '../../lib/logger.js';
import type { StorageProvider } from '../../providers/storage/storage-provider.js';
import { SHOT_HALVES, type QuotaService } from '../quota/quota-service.js';
import { endRun, type RunEnding, type RunEndListeners } from './end-run.js';
import type { EconomyRunQueries } from './economy-run-queries.js';
import { storeShotImage } from './store-shot-image.js';
import { economyBill } from './economy-bill.js';
import {
  listenForBills,
  type VendorRequestLedger,
} from '../vendor-costs/vendor-request-service.js';
import type { RunRow, RunsRepo, ShotRow } from './runs-repo.js';

export interface EconomyRunDeps {
  repo: RunsRepo & EconomyRunQueries;
  storage: StorageProvider;
  vendor: EconomyVendor;
  quota: QuotaService;
  bus: RunProgressBus;
  runEndListeners: RunEndListeners;
  logger: Logger;
  output?: { width: number; height: number };
  /** Keeps what each shot of a vendor job cost (decision 225). */
  vendorRequests?: VendorRequestLedger;
}

const JOB_FAILED: Record<'failed' | 'expired', KeyedMessage> = {
  failed: keyed('imageServiceCouldNotMake'),
  expired: keyed('imageServiceBatchExpired'),
};

/** How long one poller has to store an ended job's shots before another may try. */
const COLLECT_CLAIM_SECONDS = 600;

const shotKey = (runId: string, shotId: string) => `${runId}:${shotId}`;

export type { EconomyVendor };

/** Whether the run's shots were reserved at the economy price: its batch's (decision 203). */
export async function isEconomyRun(
  quota: Pick<QuotaService, 'shotHalvesOf'>,
  run: Pick<RunRow, 'reservationId'>,
): Promise<boolean> {
  if (!run.reservationId) return false;
  return (await quota.shotHalvesOf(run.reservationId)) === SHOT_HALVES.economy;
}

export function createEconomyRuns(deps: EconomyRunDeps) {
  const { repo, storage, vendor, bus, logger } = deps;

  async function end(run: RunRow, ending: RunEnding) {
    return endRun(
      {
        repo,
        quota: deps.quota,
        publish: (runId, message) => bus.publish(runId, message),
        listeners: deps.runEndListeners,
        logger,
      },
      run,
      run.attempt,
      ending,
    );
  }

  async function failShot(run: RunRow, shot: ShotRow, message: KeyedMessage, detail?: string) {
    const reason = englishOf(message);
    await repo.updateShot(run.id, shot.index, {
      status: 'failed',
      failureReason: reason,
      failureMessage: message,
      meta: detail ? { detail } : {},
    });
    await bus.publish(run.id, {
      type: 'image_generated',
      index: shot.index,
      imageUrl: null,
      status: 'error',
      prompt: null,
      pose: shot.name,
      error: reason,
      errorMessage: message,
    });
  }

  /** Stores what the finished job made, shot by shot, and ends the run. */
  async function collect(run: RunRow, results: Awaited<ReturnType<VendorBatchClient['poll']>>) {
    const byKey = new Map(results.results.map((result) => [result.key, result]));
    const output = resolveOutput(deps.output);
    const bills = listenForBills(
      deps.vendorRequests,
      { userId: run.userId, runId: run.id },
      logger,
    );
    for (const shot of await repo.shotsOf(run.id)) {
      if (shot.status === 'complete' || shot.status === 'failed' || shot.status === 'cancelled')
        continue;
      const result = byKey.get(shotKey(run.id, shot.shotId));
      const bill = result && economyBill(vendor, run, shot, 'image' in result);
      if (bill) bills.onBilled(bill);
      if (!result) {
        await failShot(run, shot, JOB_FAILED.failed, 'no answer for this shot');
      } else if ('failure' in result) {
        await failShot(run, shot, result.failure.message, result.failure.detail);
      } else {
        const image = await encodeVendorImage(result.image, output).catch(() => null);
        if (!image) {
          await failShot(run, shot, JOB_FAILED.failed, 'the answer was not an image');
          continue;
        }
        const definition = { id: shot.shotId, name: shot.name, needsBack: false };
        const meta = { engine: run.engine as EngineName };
        await storeShotImage({ repo, storage, bus }, run, {
          ok: true,
          index: shot.index,
          shot: definition,
          image,
          meta,
        });
      }
    }
    await bills.settled();
    return end(run, 'rendered');
  }

  return {
    isEconomy: (run: Pick<RunRow, 'reservationId'>) => isEconomyRun(deps.quota, run),

    /**
     * The worker's part: submits every shot not made yet as one vendor job and records it. The
     * submission is noted on the run first: an attempt after a crash that lost the job's name
     * looks for the job by its display name before it submits again.
     */
    async submit(run: RunRow, shots: ShotRow[]): Promise<void> {
      const displayName = `vastra-run-${run.id}`;
      const missing = shots.filter((shot) => shot.status !== 'complete');
      let job = run.vendorJobSubmittedAt ? await vendor.batch.find(displayName) : null;
      if (job) logger.info({ runId: run.id, vendorJob: job.name }, 'economy run found its job');
      else {
        if (!(await repo.noteSubmission(run.id, run.attempt))) return;
        const request = await runRequest(
          storage,
          run,
          shots,
          missing.map((shot) => shot.shotId),
        );
        const asks = await vendor.asks({ ...request, output: deps.output });
        await bus.publish(run.id, { type: 'generation_started', totalImages: shots.length });
        try {
          job = await vendor.batch.submit({
            displayName,
            shots: asks.map(({ shotId, ask }) => ({ key: shotKey(run.id, shotId), ask })),
          });
        } catch (error) {
          // The vendor refused the account (decision 214): no wait makes the shots; end the run.
          if (!(error instanceof ShotFailureError)) throw error;
          const { message, detail } = error.failure;
          logger.error(
            { runId: run.id, vendorSaid: detail, operatorAction: true },
            "the image service's batch mode refused this deployment's account",
          );
          for (const shot of missing) await failShot(run, shot, message, detail);
          await end(run, 'rendered');
          return;
        }
      }
      if (!(await repo.recordVendorJob(run.id, run.attempt, job.name))) {
        // A run still going under another attempt finds this job by its name: only a job
        // nobody will poll is cancelled.
        const now = await repo.findById(run.id);
        if (now?.status !== 'running' || (now.vendorJob && now.vendorJob !== job.name))
          await vendor.batch.cancel(job.name).catch(() => {});
        return;
      }
      for (const shot of missing) {
        await repo.updateShot(run.id, shot.index, { status: 'generating' });
        await bus.publish(run.id, { type: 'image_generation_started', index: shot.index });
      }
      logger.info({ runId: run.id, vendorJob: job.name }, 'economy run submitted');
    },

    /** One look at every waiting run's vendor job; answers how many runs ended. */
    async pollAll(): Promise<number> {
      let ended = 0;
      for (const run of await repo.waiting()) {
        const name = run.vendorJob!;
        try {
          if (run.stopRequested) await vendor.batch.cancel(name);
          const poll = await vendor.batch.poll(name);
          if (!ENDED_STATES.has(poll.state)) continue;
          // Of two pollers (two workers, or a tick that overlapped the last), one stores it.
          const claimed = await repo.claimEndedJob(run.id, name, COLLECT_CLAIM_SECONDS);
          if (!claimed) continue;
          if (poll.state === 'succeeded') await collect(claimed, poll);
          else if (poll.state === 'cancelled') await end(claimed, 'stopped');
          else {
            const reason = JOB_FAILED[poll.state as 'failed' | 'expired'];
            for (const shot of await repo.shotsOf(run.id))
              if (shot.status !== 'complete') await failShot(claimed, shot, reason, poll.state);
            await end(claimed, 'rendered');
          }
          ended++;
          logger.info({ runId: run.id, vendorJob: name, state: poll.state }, 'economy run ended');
        } catch (error) {
          // The next poll tries again: the job's state is the vendor's, not this process's.
          logger.warn({ err: error, runId: run.id, vendorJob: name }, 'economy poll failed');
        }
      }
      return ended;
    },
  };
}

export type EconomyRuns = ReturnType<typeof createEconomyRuns>;
