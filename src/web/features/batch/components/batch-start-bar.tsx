import { Loader2, Play } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useTexts } from '@/i18n/use-texts';
import { batchTexts } from '@/i18n/texts/batch';
import type { BatchPrice } from '@core/batch';
import type { StartState } from '../use-start-batch';
import { BatchPriceChoice } from './batch-price-choice';

/**
 * The bar that stays at the bottom of the draft: what the batch will make and cost, what stops
 * it, the upload's progress, the price, and the start button.
 */
export function BatchStartBar({
  products,
  photos,
  imagesNeeded,
  imagesLeft,
  problem,
  state,
  price,
  onPrice,
  economyAvailable,
  canStart,
  onStart,
}: {
  products: number;
  photos: number;
  imagesNeeded: number;
  imagesLeft: number | undefined;
  /** What stops the whole batch from starting, if anything. */
  problem: string | null;
  state: StartState;
  price: BatchPrice;
  onPrice: (price: BatchPrice) => void;
  economyAvailable: boolean;
  canStart: boolean;
  onStart: () => void;
}) {
  const t = useTexts(batchTexts);
  const busy = state.phase !== 'idle';
  return (
    <div className="sticky bottom-0 z-10 -mx-4 space-y-2 border-t border-border bg-background/95 px-4 py-4 backdrop-blur sm:mx-0 sm:rounded-[var(--radius-card)] sm:border">
      <p className="text-sm text-stone-700">
        {t(imagesLeft !== undefined ? 'summaryLeft' : 'summary', {
          products: t('products', { count: products }),
          photos: t('photos', { count: photos }),
          images: imagesNeeded,
          left: imagesLeft ?? 0,
        })}
      </p>
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
      {state.error && (
        <p role="alert" className="text-sm text-destructive">
          {state.error}
        </p>
      )}
      {state.phase === 'uploading' && (
        <p role="status" className="text-sm text-stone-700">
          {t('uploadingPhotos', { uploaded: state.uploaded, total: state.total })}
        </p>
      )}
      <BatchPriceChoice value={price} onChange={onPrice} economyAvailable={economyAvailable} />
      <Button disabled={!canStart} onClick={onStart}>
        {busy ? <Loader2 aria-hidden className="animate-spin" /> : <Play aria-hidden />}
        {busy ? t('starting') : t('startBatch', { count: products })}
      </Button>
    </div>
  );
}
