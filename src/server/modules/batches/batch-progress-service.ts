/**
 * What happens when a product's run ends (decision 160): a completed run is saved as the
 * product's catalogue, named after its SKU; the product records its ending; when no product
 * is left, the batch ends once: the images no product used go back, and the batch email is
 * due. Called by the run worker as a run finishes, by the stop of a batch for runs stopped
 * before they began, and by the sweeper for anything a crash left in between.
 */
import { batchPagePath } from '../../../core/paths.js';
import { RUN_MESSAGES } from '../../../core/runs.js';
import { keyed } from '../../../core/server-messages.js';
import { AppError } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import type { CatalogueService } from '../catalogues/catalogue-service.js';
import type { Notify } from '../notifications/notifications-service.js';
import type { QuotaService } from '../quota/quota-service.js';
import type { BatchRepo, BatchRow } from './batch-repo.js';

export interface BatchProgressDeps {
  repo: Pick<
    BatchRepo,
    | 'findItemByRun'
    | 'finishItem'
    | 'endIfDone'
    | 'itemsOf'
    | 'batchesToEnd'
    | 'itemsWithFinishedRuns'
    | 'itemsAwaitingSince'
  >;
  quota: Pick<QuotaService, 'settle'>;
  catalogues: Pick<CatalogueService, 'save'>;
  /** The run's status, and the catalogue it is saved as, if it is. */
  runOutcome(runId: string): Promise<{ status: string; savedCatalogueId: string | null } | null>;
  notify?: Notify;
  /** Told once when a batch ends: its batch.completed webhook, if it has one (decision 162). */
  onBatchEnded?(batchId: string): Promise<unknown>;
  logger: Logger;
}

const PRODUCT_FAILED = keyed('batchProductFailed');
const PHOTOS_NEVER_ARRIVED = keyed('batchPhotosNeverArrived');

/** A product still waiting for its photos this long was left by a page closed mid-upload. */
export const AWAITING_PHOTOS_LIMIT_MS = 60 * 60 * 1000;

export function createBatchProgress(deps: BatchProgressDeps) {
  const { repo, quota, logger } = deps;

  async function end(row: BatchRow) {
    if (row.reservationId) await quota.settle(row.reservationId, 0);
    const items = await repo.itemsOf([row.id]);
    const done = items.filter((item) => item.status === 'completed').length;
    const failed = items.filter((item) => item.status === 'failed').length;
    await deps
      .notify?.({
        kind: 'batch-finished',
        userId: row.userId,
        batchId: row.id,
        name: row.name,
        done,
        failed,
        link: batchPagePath(row.id),
      })
      .catch((error: unknown) =>
        logger.warn({ err: error, batchId: row.id }, 'could not queue the batch email'),
      );
    // A failure here is caught up by the sweeper, which records the webhooks of ended batches.
    await deps
      .onBatchEnded?.(row.id)
      .catch((error: unknown) =>
        logger.warn({ err: error, batchId: row.id }, 'could not record the batch webhook'),
      );
  }

  /** Ends the batch if nothing is left to make; once, however many callers race here. */
  async function endIfDone(batchId: string): Promise<void> {
    const ended = await repo.endIfDone(batchId);
    if (ended) await end(ended);
  }

  /** Saves the run as the product's catalogue; an earlier save (a repeat) is found, not doubled. */
  async function saveCatalogue(
    userId: string,
    runId: string,
    sku: string,
    savedAs: string | null,
  ): Promise<string | undefined> {
    if (savedAs) return savedAs;
    try {
      return (await deps.catalogues.save(userId, { runId, name: sku })).id;
    } catch (error) {
      const alreadySaved = error instanceof AppError && error.message === RUN_MESSAGES.alreadySaved;
      if (alreadySaved) return (await deps.runOutcome(runId))?.savedCatalogueId ?? undefined;
      throw error;
    }
  }

  return {
    /**
     * A run ended. Answers whether it was a batch's (the single-catalogue email is then not
     * sent: the batch sends one for all).
     */
    async runFinished(runId: string): Promise<{ inBatch: boolean }> {
      const item = await repo.findItemByRun(runId);
      if (!item) return { inBatch: false };
      if (item.status !== 'queued') return { inBatch: true };
      const outcome = await deps.runOutcome(runId);
      if (!outcome || !['completed', 'failed', 'stopped'].includes(outcome.status))
        return { inBatch: true };
      if (outcome.status === 'completed') {
        const catalogueId = await saveCatalogue(
          item.userId,
          runId,
          item.sku,
          outcome.savedCatalogueId,
        );
        await repo.finishItem(item.id, { status: 'completed', catalogueId }, runId);
      } else if (outcome.status === 'stopped') {
        await repo.finishItem(item.id, { status: 'stopped' }, runId);
      } else {
        await repo.finishItem(item.id, { status: 'failed', error: PRODUCT_FAILED }, runId);
      }
      await endIfDone(item.batchId);
      return { inBatch: true };
    },

    endIfDone,

    /**
     * The sweeper ('sweep-batches'): products whose run ended while no worker could tell the
     * batch (a crash), products whose photos never came, and batches left with nothing to make.
     */
    async sweep(now: Date): Promise<void> {
      for (const { runId } of await repo.itemsWithFinishedRuns()) await this.runFinished(runId);
      for (const item of await repo.itemsAwaitingSince(
        new Date(now.getTime() - AWAITING_PHOTOS_LIMIT_MS),
      )) {
        await repo.finishItem(item.id, { status: 'failed', error: PHOTOS_NEVER_ARRIVED }, null);
      }
      for (const row of await repo.batchesToEnd()) await endIfDone(row.id);
    },
  };
}

export type BatchProgress = ReturnType<typeof createBatchProgress>;
