/**
 * Batch catalogues (decision 160). A batch is many ordinary runs: creating it
 * checks every product's background and model and reserves the images of all of them at once
 * (or refuses, saying how many products fit, and makes nothing); each product's photos then
 * start its run with the runs service's own steps, its images carved from the batch's
 * reservation. What happens as runs end is batch-progress.ts's.
 */
import { z } from 'zod';
import {
  createBatchRequestSchema,
  type BatchItemView,
  type BatchSummary,
  type BatchView,
} from '../../../core/batch.js';
import { DEFAULT_GARMENT_TYPE, isGarmentTypeId } from '../../../core/garments.js';
import { GARMENT_VIEWS, type GarmentView } from '../../../core/uploads.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { StorageProvider } from '../../providers/storage/storage-provider.js';
import type { QuotaService } from '../quota/quota-service.js';
import type { RunOptions } from '../runs/run-start-types.js';
import type { RunsService } from '../runs/runs-service.js';
import type { BatchProgress } from './batch-progress-service.js';
import type { BatchRepo, BatchRow } from './batch-repo.js';
import type { Language } from '../../../core/language.js';
import { batchDisplayName } from '../../../core/batch-name.js';
import { batchViewOf, itemView, itemViewWithCatalogueName, summaryOf } from './batch-views.js';
import { keyed } from '../../../core/server-messages.js';

export interface BatchServiceDeps {
  repo: BatchRepo;
  runs: Pick<RunsService, 'startFromInput' | 'resolveOptions' | 'stopRun'>;
  quota: Pick<QuotaService, 'reserve' | 'carve' | 'release' | 'getUsage'>;
  storage: Pick<StorageProvider, 'get'>;
  progress: BatchProgress;
  /** The stored inputs of a run (for a retry, which needs no new upload). */
  runInputs(runId: string): Promise<Record<string, string> | null>;
  now?: () => Date;
  /** Whether the running engine has a batch mode for economy batches (decision 203). */
  economyBatches?: boolean;
}

const isUuid = (value: string) => z.uuid().safeParse(value).success;

export function createBatchService(deps: BatchServiceDeps) {
  const { repo, quota } = deps;
  const now = deps.now ?? (() => new Date());

  async function ownBatch(userId: string, batchId: string): Promise<BatchRow> {
    const row = isUuid(batchId) ? await repo.findForUser(userId, batchId) : null;
    if (!row) throw notFound('batchNotFound');
    return row;
  }

  async function ownItem(userId: string, batchId: string, itemId: string) {
    const row = await ownBatch(userId, batchId);
    const item = isUuid(itemId) ? await repo.findItem(row.id, itemId) : null;
    if (!item) throw notFound('productNotFound');
    return { batch: row, item };
  }

  const view = (row: BatchRow) => batchViewOf(repo, row, now());

  async function itemViewOf(batchId: string, itemId: string): Promise<BatchItemView> {
    const item = (await repo.itemsOf([batchId])).find((candidate) => candidate.id === itemId);
    if (!item) throw notFound('productNotFound');
    return itemView(item);
  }

  /** The 402 of a batch that does not fit: how many of its products would, in order. */
  async function refuseForQuota(userId: string, shotCounts: number[]): Promise<never> {
    const { remaining } = await quota.getUsage(userId);
    let left = remaining;
    let productsThatFit = 0;
    for (const shots of shotCounts) {
      if (shots > left) break;
      left -= shots;
      productsThatFit += 1;
    }
    const imagesNeeded = shotCounts.reduce((sum, shots) => sum + shots, 0);
    throw new AppError(
      'QUOTA_EXCEEDED',
      productsThatFit === 0
        ? keyed('batchQuotaNoneFit', imagesNeeded, remaining)
        : keyed('batchQuotaSomeFit', imagesNeeded, remaining, productsThatFit, shotCounts.length),
    );
  }

  /** Starts a product's run from its photos, its images taken by `reserve`. */
  async function startProductRun(
    userId: string,
    item: {
      id: string;
      backgroundId: string;
      modelId: string | null;
      garmentType: string | null;
      stylingNote: string | null;
    },
    files: Partial<Record<GarmentView, Buffer>>,
    clientRequestId: string,
    reserve: (shots: number) => Promise<{ id: string }>,
  ): Promise<string> {
    const { runId } = await deps.runs.startFromInput({
      userId,
      clientRequestId,
      choice: { backgroundId: item.backgroundId, modelId: item.modelId ?? undefined },
      garment: {
        type: isGarmentTypeId(item.garmentType) ? item.garmentType : DEFAULT_GARMENT_TYPE,
        stylingNote: item.stylingNote,
      },
      photos: { kind: 'files', files },
      reserve,
    });
    return runId;
  }

  return {
    /** POST /api/batches: checks every product, reserves all their images, or refuses (402). */
    /** `language` names the batch ('Batch of …' or its Hindi, decision 202); the API's is English. */
    async create(
      userId: string,
      body: unknown,
      language: Language = 'en',
    ): Promise<{ batch: BatchView; created: boolean }> {
      const request = createBatchRequestSchema.parse(body);
      const earlier = await repo.findByClientRequest(userId, request.clientRequestId);
      if (earlier) return { batch: await view(earlier), created: false };
      if (request.price === 'economy' && !deps.economyBatches)
        throw new AppError('BAD_REQUEST', keyed('economyUnavailable'));

      // Each distinct background and model is checked once (a Premium model on Free refuses all).
      const checked = new Map<string, Promise<RunOptions>>();
      const optionsOf = (backgroundId: string, modelId: string | null | undefined) => {
        const key = `${backgroundId}\u0000${modelId ?? ''}`;
        if (!checked.has(key))
          checked.set(
            key,
            deps.runs.resolveOptions(userId, { backgroundId, modelId: modelId ?? undefined }),
          );
        return checked.get(key)!;
      };
      const items = [];
      for (const [position, product] of request.products.entries()) {
        const options = await optionsOf(product.backgroundId, product.modelId);
        const views = {
          hasBack: product.hasBack,
          hasSide: product.hasSide,
          hasDetail: product.hasDetail,
        };
        items.push({
          position,
          sku: product.sku,
          backgroundId: options.background.id,
          backgroundName: options.background.name,
          modelId: options.model?.id ?? null,
          modelName: options.model?.name ?? null,
          hasBack: product.hasBack,
          hasSide: product.hasSide,
          hasDetail: product.hasDetail,
          garmentType: product.garmentType,
          stylingNote: product.stylingNote,
          shotCount: options.engine.shotList(views, product.garmentType).length,
        });
      }
      const shotCounts = items.map((item) => item.shotCount);
      const total = shotCounts.reduce((sum, shots) => sum + shots, 0);
      let reservationId: string;
      try {
        reservationId = (await quota.reserve(userId, total, request.price)).id;
      } catch (error) {
        if (error instanceof AppError && error.code === 'QUOTA_EXCEEDED')
          return refuseForQuota(userId, shotCounts);
        throw error;
      }
      const row = await repo
        .insert({
          userId,
          clientRequestId: request.clientRequestId,
          name: batchDisplayName(now(), language),
          reservationId,
          price: request.price,
          items,
        })
        .catch(async (error: unknown) => {
          await quota.release(reservationId);
          throw error;
        });
      if (!row) {
        // The same click arrived twice: the first made the batch; this one's images go back.
        await quota.release(reservationId);
        const winner = await repo.findByClientRequest(userId, request.clientRequestId);
        if (!winner) throw new AppError('CONFLICT', keyed('batchAlreadyStarting'));
        return { batch: await view(winner), created: false };
      }
      return { batch: await view(row), created: true };
    },

    async list(userId: string): Promise<BatchSummary[]> {
      const rows = await repo.listForUser(userId, 20);
      const items = await repo.itemsOf(rows.map((row) => row.id));
      return rows.map((row) =>
        summaryOf(
          row,
          items.filter((item) => item.batchId === row.id),
        ),
      );
    },

    async get(userId: string, batchId: string): Promise<BatchView> {
      return view(await ownBatch(userId, batchId));
    },

    /**
     * PUT …/items/:itemId/photos: the product's run starts, its images carved from the batch's
     * reservation. A repeated upload (a retry after a dropped connection) answers the same run.
     */
    async uploadPhotos(
      userId: string,
      batchId: string,
      itemId: string,
      files: Partial<Record<GarmentView, Buffer>>,
    ): Promise<BatchItemView> {
      const { batch: row, item } = await ownItem(userId, batchId, itemId);
      if (item.status !== 'awaiting_photos') return itemViewOf(row.id, item.id);
      if (row.status !== 'running' || !row.reservationId)
        throw new AppError('CONFLICT', keyed('batchEnded'));
      for (const view of GARMENT_VIEWS) {
        const declared =
          view === 'back'
            ? item.hasBack
            : view === 'side'
              ? item.hasSide
              : view === 'detail'
                ? item.hasDetail
                : true;
        if (declared && !files[view] && view !== 'front')
          throw new AppError('BAD_REQUEST', keyed('missingView', item.sku, view));
        // A photo the product was not created with would change its shots (and its cost).
        if (!declared) delete files[view];
      }
      const batchReservation = row.reservationId;
      const runId = await startProductRun(
        userId,
        item,
        files,
        `batch-${item.id}`,
        async (shots) => {
          const carved = await quota.carve(batchReservation, shots);
          if (!carved) throw new AppError('CONFLICT', keyed('batchEnded'));
          return carved;
        },
      );
      await repo.startItem(item.id, runId, ['awaiting_photos']);
      return itemViewOf(row.id, item.id);
    },

    /** POST …/items/:itemId/retry: a new run of a failed or stopped product, with its stored photos. */
    async retry(userId: string, batchId: string, itemId: string): Promise<BatchItemView> {
      const { batch: row, item } = await ownItem(userId, batchId, itemId);
      if (item.status === 'queued') return itemViewOf(row.id, item.id);
      if ((item.status !== 'failed' && item.status !== 'stopped') || row.status === 'stopping')
        throw new AppError('BAD_REQUEST', keyed('notRetryable'));
      const inputs = item.runId ? await deps.runInputs(item.runId) : null;
      const files: Partial<Record<GarmentView, Buffer>> = {};
      for (const view of GARMENT_VIEWS) {
        const key = inputs?.[view];
        const bytes = key ? await deps.storage.get(key) : null;
        if (bytes) files[view] = bytes;
      }
      if (!files.front) throw new AppError('BAD_REQUEST', keyed('photosGone'));
      // One click is one retry: the request id names the run it replaces.
      const runId = await startProductRun(
        userId,
        item,
        files,
        `batch-${item.id}-after-${item.runId}`,
        (shots) => quota.reserve(userId, shots),
      );
      if (await repo.startItem(item.id, runId, ['failed', 'stopped'])) await repo.reopen(row.id);
      return itemViewOf(row.id, item.id);
    },

    /**
     * POST …/stop: products without a run are stopped, queued runs are stopped before they begin
     * and running ones asked to stop; the images no product used go back. Only what was made is
     * counted.
     */
    async stop(userId: string, batchId: string): Promise<BatchView> {
      const row = await ownBatch(userId, batchId);
      if (await repo.markStopping(row.id)) {
        if (row.reservationId) await quota.release(row.reservationId);
        const items = await repo.itemsOf([row.id]);
        for (const item of items) {
          if (item.status !== 'queued' || !item.runId) continue;
          // A run stopped before it began ends there, and its ending tells this batch.
          await deps.runs.stopRun(userId, item.runId);
        }
        await deps.progress.endIfDone(row.id);
      }
      return view((await repo.findForUser(userId, row.id)) ?? row);
    },

    /** GET …/zip: the batch and its products, for batch-zip.ts to stream. */
    async forZip(userId: string, batchId: string) {
      const row = await ownBatch(userId, batchId);
      return {
        name: row.name,
        items: (await repo.itemsOf([row.id])).map(itemViewWithCatalogueName),
      };
    },
  };
}

export type BatchService = ReturnType<typeof createBatchService>;
