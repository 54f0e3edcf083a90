/**
 * The one way a run ends, whether a worker rendered it, it was stopped (before it started or
 * while rendering) or it crashed: its unfinished shots are closed, its quota settled (only
 * generated images stay counted), its stream told, then its listeners, in this order:
 * the batch it belongs to (decision 160), the 'catalogue ready' email (decision 150, not for a
 * batch's product: the batch sends one for all) and the API's webhook (decision 132).
 * A listener's failure is logged and never fails the ending: each has a sweeper or a retry.
 */
import { englishOf, keyed, type KeyedMessage } from '../../../core/server-messages.js';
import type { RunBusMessage } from './run-progress-bus.js';
import type { Logger } from '../../lib/logger.js';
import type { BatchProgress } from '../batches/batch-progress-service.js';
import type { Notify } from '../notifications/notifications-service.js';
import type { QuotaService } from '../quota/quota-service.js';
import type { RunRow, RunsRepo } from './runs-repo.js';

/** How a run's rendering ended: it decides the run's status and what its stream is told. */
export type RunEnding = 'rendered' | 'stopped' | 'crashed';

/** Who hears that a run ended. Each is optional: a test or a process may not have them. */
export interface RunEndListeners {
  /** A batch's product is saved as its catalogue and its batch may end. */
  batches?: Pick<BatchProgress, 'runFinished'>;
  /** Makes the 'catalogue ready' email due when a run completes. */
  notify?: Notify;
  /** Sends an API run's webhook event. */
  webhooks?: { runFinished(runId: string): Promise<unknown> };
}

export interface RunEndingDeps {
  repo: Pick<RunsRepo, 'cancelUnfinishedShots' | 'shotsOf' | 'finish'>;
  quota: Pick<QuotaService, 'settle'>;
  publish(runId: string, message: RunBusMessage): Promise<void>;
  listeners: RunEndListeners;
  logger?: Pick<Logger, 'warn' | 'error'>;
}

/** What ending a run that never started needs: it has no shots to settle, only a reservation. */
export interface QueuedRunEndingDeps extends Omit<RunEndingDeps, 'repo' | 'quota'> {
  repo: Pick<RunsRepo, 'cancelUnfinishedShots' | 'stopIfQueued'>;
  quota: Pick<QuotaService, 'release'>;
}

export interface EndedRun {
  status: 'completed' | 'failed' | 'stopped';
  generated: number;
  total: number;
}

/** What the shots a run left unfinished are marked with (a rendered run left none). */
const UNFINISHED_SHOT_REASON: Record<RunEnding, KeyedMessage | null> = {
  rendered: null,
  stopped: keyed('generationStopped'),
  crashed: keyed('generationFailedTryAgain'),
};

/** What a crashed run's stream is told, by key as every message the seller reads (decision 275). */
const CRASHED = keyed('generationUnable');

function runFailureReason(ending: RunEnding, generated: number): string | undefined {
  if (ending === 'crashed') return 'The generation failed.';
  if (ending === 'rendered' && generated === 0) return 'No image could be generated.';
  return undefined;
}

async function tellListeners(
  deps: Pick<RunEndingDeps, 'listeners' | 'logger'>,
  runId: string,
  status: EndedRun['status'],
) {
  const { listeners, logger } = deps;
  const { inBatch } = (await listeners.batches?.runFinished(runId).catch((error: unknown) => {
    logger?.error({ err: error, runId }, 'batch progress failed (the sweeper retries)');
    return { inBatch: true };
  })) ?? { inBatch: false };
  if (status === 'completed' && !inBatch) {
    // The email is decided by its job (long enough? page closed?).
    await listeners.notify?.({ kind: 'run-finished', runId }).catch((error: unknown) => {
      logger?.warn({ err: error, runId }, 'could not queue the run-finished email');
    });
  }
  await listeners.webhooks
    ?.runFinished(runId)
    .catch((error: unknown) => logger?.error({ err: error, runId }, 'run webhook failed'));
}

/**
 * Ends a run an attempt worked on, from its stored shots. Null when the run was no longer this
 * attempt's to finish.
 */
export async function endRun(
  deps: RunEndingDeps,
  run: RunRow,
  attempt: number,
  ending: RunEnding,
): Promise<EndedRun | null> {
  const { repo, quota, publish } = deps;
  const unfinishedReason = UNFINISHED_SHOT_REASON[ending];
  if (unfinishedReason) await repo.cancelUnfinishedShots(run.id, unfinishedReason);
  const shots = await repo.shotsOf(run.id);
  const generated = shots.filter((shot) => shot.status === 'complete').length;
  const status = ending === 'stopped' ? 'stopped' : generated > 0 ? 'completed' : 'failed';
  if (!(await repo.finish(run.id, attempt, status, runFailureReason(ending, generated))))
    return null;
  if (run.reservationId) await quota.settle(run.reservationId, generated);
  if (ending === 'crashed')
    await publish(run.id, { type: 'error', message: englishOf(CRASHED), ...CRASHED });
  await publish(run.id, { type: 'generation_completed', totalGenerated: generated, status });
  await tellListeners(deps, run.id, status);
  return { status, generated, total: shots.length };
}

/**
 * Ends a run stopped while still queued: no worker will finish it. False when a worker has it
 * already (that worker ends the run when it sees the stop).
 */
export async function endIfStillQueued(deps: QueuedRunEndingDeps, runId: string): Promise<boolean> {
  const { repo, quota, publish } = deps;
  const stopped = await repo.stopIfQueued(runId);
  if (!stopped) return false;
  await repo.cancelUnfinishedShots(runId, UNFINISHED_SHOT_REASON.stopped!);
  if (stopped.reservationId) await quota.release(stopped.reservationId);
  await publish(runId, { type: 'generation_completed', totalGenerated: 0, status: 'stopped' });
  await tellListeners(deps, runId, 'stopped');
  return true;
}
