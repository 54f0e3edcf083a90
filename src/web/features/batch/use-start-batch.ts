import { translate } from '@/i18n/language-store';
import { batchTexts } from '@/i18n/texts/batch';
/**
 * Start: the batch is created (every product's images reserved, or a 402 saying how many fit,
 * shown in place), then each product's photos are uploaded, three at a time; each upload starts
 * that product's run. The click's request id is kept until the products change, so a second
 * click or a retry after a dropped connection is the same batch, not a second charge.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { usageQueryKey } from '@/features/usage/api/get-usage';
import { batchKeys, createBatch, uploadProductPhotos } from './api/batch-api';
import type { BatchPrice } from '@core/batch';
import type { GarmentTypeId } from '@core/garments';
import type { GarmentView } from '@core/uploads';
import type { DraftProduct } from './use-batch-draft';
import { serverMessage } from '@/i18n/server-message';

const PARALLEL_UPLOADS = 3;

const filesOf = (product: DraftProduct) =>
  Object.fromEntries(
    Object.entries(product.photos).map(([view, photo]) => [view, photo?.file]),
  ) as Partial<Record<GarmentView, File>>;

export interface StartState {
  phase: 'idle' | 'creating' | 'uploading';
  uploaded: number;
  total: number;
  /** The server's answer when the batch could not start (e.g. it does not fit the quota). */
  error: string | null;
}

export function useStartBatch(onStarted: (batchId: string) => void) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<StartState>({
    phase: 'idle',
    uploaded: 0,
    total: 0,
    error: null,
  });
  const request = useRef<{ signature: string; id: string } | null>(null);

  const start = useCallback(
    async (
      products: DraftProduct[],
      defaults: { backgroundId: string; modelId: string | null; garmentType: GarmentTypeId },
      /** Standard, or economy: half an image a shot within 24 hours (decision 203). */
      price: BatchPrice = 'standard',
    ) => {
      const body = products.map((product) => ({
        sku: product.sku.trim(),
        backgroundId: product.backgroundId ?? defaults.backgroundId,
        modelId: product.modelId ?? defaults.modelId,
        hasBack: Boolean(product.photos.back),
        hasSide: Boolean(product.photos.side),
        hasDetail: Boolean(product.photos.detail),
        garmentType: product.garmentType ?? defaults.garmentType,
        stylingNote: product.stylingNote,
      }));
      const signature = JSON.stringify({ body, price });
      if (request.current?.signature !== signature)
        request.current = { signature, id: crypto.randomUUID() };
      setState({ phase: 'creating', uploaded: 0, total: products.length, error: null });
      let batchId: string;
      let items;
      try {
        const batch = await createBatch({
          clientRequestId: request.current.id,
          price,
          products: body,
        });
        batchId = batch.id;
        items = batch.items;
      } catch (error) {
        const message =
          error instanceof ApiError ? serverMessage(error) : translate(batchTexts, 'startFailed');
        setState((s) => ({ ...s, phase: 'idle', error: message }));
        return;
      }
      void queryClient.invalidateQueries({ queryKey: usageQueryKey });
      setState((s) => ({ ...s, phase: 'uploading' }));
      const queue = items
        .map((item, index) => ({ item, product: products[index]! }))
        .filter(({ item }) => item.status === 'awaiting_photos');
      let uploaded = products.length - queue.length;
      setState((s) => ({ ...s, uploaded }));
      const worker = async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          // A product whose upload fails waits for its photos; the batch page says so.
          await uploadProductPhotos(batchId, next.item.id, filesOf(next.product))
            .catch(() => undefined)
            .finally(() => setState((s) => ({ ...s, uploaded: (uploaded += 1) })));
        }
      };
      await Promise.all(Array.from({ length: PARALLEL_UPLOADS }, worker));
      void queryClient.invalidateQueries({ queryKey: batchKeys.all });
      setState({ phase: 'idle', uploaded: 0, total: 0, error: null });
      request.current = null;
      onStarted(batchId);
    },
    [onStarted, queryClient],
  );

  return { state, start };
}
