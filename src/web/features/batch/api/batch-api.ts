/** The batches API (src/core/batch.ts): queries and the calls the batch page makes. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { BatchItemView, BatchSummary, BatchView, CreateBatchRequest } from '@core/batch';
import type { MarketplaceId } from '@core/marketplaces';
import type { GarmentView } from '@core/uploads';
import { zipFormatQuery, type ZipImageFormat } from '@core/catalogues';

export const batchKeys = {
  all: ['batches'] as const,
  list: ['batches', 'list'] as const,
  detail: (id: string) => ['batches', 'detail', id] as const,
};

/** While a batch runs its page asks every 2 s; an ended batch is not asked again. */
export const BATCH_POLL_MS = 2_000;

export function batchQuery(batchId: string) {
  return queryOptions({
    queryKey: batchKeys.detail(batchId),
    queryFn: ({ signal }) =>
      api<BatchView>(`/api/batches/${encodeURIComponent(batchId)}`, { signal }),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'completed' || status === 'stopped' ? false : BATCH_POLL_MS;
    },
  });
}

export function useBatch(batchId: string) {
  return useQuery(batchQuery(batchId));
}

export function useBatches() {
  return useQuery({
    queryKey: batchKeys.list,
    queryFn: ({ signal }) => api<BatchSummary[]>('/api/batches', { signal }),
  });
}

export function createBatch(request: CreateBatchRequest) {
  return api<BatchView>('/api/batches', { method: 'POST', json: request });
}

export function uploadProductPhotos(
  batchId: string,
  itemId: string,
  photos: Partial<Record<GarmentView, File>>,
) {
  const form = new FormData();
  for (const [view, file] of Object.entries(photos)) if (file) form.append(view, file, file.name);
  return api<BatchItemView>(
    `/api/batches/${encodeURIComponent(batchId)}/items/${encodeURIComponent(itemId)}/photos`,
    { method: 'PUT', body: form },
  );
}

export function retryProduct(batchId: string, itemId: string) {
  return api<BatchItemView>(
    `/api/batches/${encodeURIComponent(batchId)}/items/${encodeURIComponent(itemId)}/retry`,
    { method: 'POST' },
  );
}

export function stopBatch(batchId: string) {
  return api<BatchView>(`/api/batches/${encodeURIComponent(batchId)}/stop`, { method: 'POST' });
}

/** The batch's zip: JPEGs, or the PNG originals (decision 240). */
export const batchZipUrl = (batchId: string, format: ZipImageFormat = 'jpeg') =>
  `/api/batches/${encodeURIComponent(batchId)}/zip${zipFormatQuery(format)}`;

/** 'Download for…' the whole batch: a folder per product and one listing sheet (issue #39). */
export const batchExportUrl = (batchId: string, marketplace: MarketplaceId) =>
  `/api/batches/${encodeURIComponent(batchId)}/export/${marketplace}`;
