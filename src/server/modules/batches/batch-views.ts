/** How a batch and its products are shown: to the page, the API and the batch.completed webhook. */
import {
  BATCH_ITEM_PREVIEWS,
  FINISHED_BATCH_ITEM_STATUSES,
  type BatchItemStatus,
  type BatchItemView,
  type BatchShotPreview,
  type BatchStatus,
  type BatchSummary,
  type BatchView,
} from '../../../core/batch.js';
import { isGarmentTypeId } from '../../../core/garments.js';
import { shotImageUrl, shotPreviewUrl } from '../../../core/run-locations.js';
import type { BatchItemState, BatchRepo, BatchRow } from './batch-repo.js';

/** A product's state as the page shows it: a queued product whose run is rendering is running. */
function itemStatus(item: BatchItemState): BatchItemStatus {
  if (item.status === 'queued' && item.runStatus === 'running') return 'running';
  return item.status as BatchItemStatus;
}

/** The thumbnails of a product's finished shots, served to the run's owner. */
function previewsOf(runId: string, shots: BatchItemState['completeShots']): BatchShotPreview[] {
  return shots.slice(0, BATCH_ITEM_PREVIEWS).map((shot) => ({
    index: shot.index,
    name: shot.name,
    previewUrl: shotPreviewUrl(runId, shot.index, shot.version),
    imageUrl: shotImageUrl(runId, shot.index, shot.version),
  }));
}

/** A product as the page and the API show it. */
export function itemView(item: BatchItemState): BatchItemView {
  const { catalogueName: _name, ...view } = itemViewWithCatalogueName(item);
  return view;
}

/** A product with the name its catalogue was saved under (the batch zip's folder names). */
export function itemViewWithCatalogueName(
  item: BatchItemState,
): BatchItemView & { catalogueName: string | null } {
  return {
    id: item.id,
    sku: item.sku,
    status: itemStatus(item),
    backgroundName: item.backgroundName,
    modelName: item.modelName,
    garmentType: isGarmentTypeId(item.garmentType) ? item.garmentType : null,
    runId: item.runId,
    catalogueId: item.catalogueId,
    shotsDone: item.shotsDone,
    shotsTotal: item.shotCount,
    error: item.error,
    errorMessage: item.errorMessage ?? null,
    previews: item.runId ? previewsOf(item.runId, item.completeShots) : [],
    catalogueName: item.catalogueName,
  };
}

export function summaryOf(row: BatchRow, items: BatchItemState[]): BatchSummary {
  const count = (status: BatchItemStatus) => items.filter((item) => item.status === status).length;
  const done = count('completed');
  const failed = count('failed');
  const stopped = count('stopped');
  return {
    id: row.id,
    name: row.name,
    status: row.status as BatchStatus,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    counts: {
      total: items.length,
      done,
      failed,
      stopped,
      remaining: items.length - done - failed - stopped,
    },
  };
}

/**
 * From the pace so far: the products finished since the batch began, and how many runs are made
 * at once (those under way now). Null until one has finished.
 */
function estimateSecondsLeft(row: BatchRow, items: BatchItemState[], now: Date): number | null {
  const finished = items.filter((item) =>
    FINISHED_BATCH_ITEM_STATUSES.includes(item.status as BatchItemStatus),
  ).length;
  const remaining = items.length - finished;
  if (remaining === 0 || finished === 0 || row.status !== 'running') return null;
  const elapsed = (now.getTime() - row.createdAt.getTime()) / 1000;
  return Math.max(1, Math.round((elapsed / finished) * remaining));
}

/** The batch as the page and the API show it (also the body of its batch.completed webhook). */
export async function batchViewOf(
  repo: Pick<BatchRepo, 'itemsOf'>,
  row: BatchRow,
  now: Date,
): Promise<BatchView> {
  const items = await repo.itemsOf([row.id]);
  return {
    ...summaryOf(row, items),
    estimatedSecondsLeft: estimateSecondsLeft(row, items, now),
    items: items.map(itemView),
  };
}
