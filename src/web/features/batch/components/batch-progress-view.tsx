import { batchNameIn } from '../batch-name-in-language';
import { translate } from '@/i18n/language-store';
import { useLibraryNames } from '@/i18n/library-names';
import { useServerMessage } from '@/i18n/server-message';
import { useLanguage, useTexts } from '@/i18n/use-texts';
import { batchTexts } from '@/i18n/texts/batch';
import { useQueryClient } from '@tanstack/react-query';
import { Download, Loader2, RotateCw, Square } from 'lucide-react';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { toastApiError } from '@/lib/api-client';
import { usageQueryKey } from '@/features/usage/api/get-usage';
import type { BatchItemStatus, BatchItemView, BatchView } from '@core/batch';
import { DownloadForMenu } from '@/components/downloads/download-for-menu';
import { batchExportUrl, batchKeys, batchZipUrl, retryProduct, stopBatch } from '../api/batch-api';

const STATUS_VARIANT: Record<
  BatchItemStatus,
  'secondary' | 'warning' | 'success' | 'destructive' | 'outline'
> = {
  awaiting_photos: 'outline',
  queued: 'secondary',
  running: 'warning',
  completed: 'success',
  failed: 'destructive',
  stopped: 'outline',
};

function timeLeft(seconds: number): string {
  if (seconds < 60) return translate(batchTexts, 'lessThanMinute');
  const minutes = Math.round(seconds / 60);
  return minutes < 60
    ? translate(batchTexts, 'minutesLeft', { count: minutes })
    : translate(batchTexts, 'hoursLeft', { hours: Math.round(minutes / 6) / 10 });
}

function ProductRow({ batchId, item }: { batchId: string; item: BatchItemView }) {
  const t = useTexts(batchTexts);
  const say = useServerMessage();
  const names = useLibraryNames();
  const queryClient = useQueryClient();
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      await retryProduct(batchId, item.id);
      await queryClient.invalidateQueries({ queryKey: batchKeys.detail(batchId) });
      void queryClient.invalidateQueries({ queryKey: usageQueryKey });
    } catch (error) {
      toastApiError(error, t('retryFailed'));
    } finally {
      setRetrying(false);
    }
  };
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-border px-4 py-3 last:border-b-0">
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-ink" title={item.sku}>
          {item.sku}
        </p>
        <p className="text-xs text-stone-500">
          {names.backgroundByName(item.backgroundName)}
          {item.modelName ? ` · ${names.modelByName(item.modelName)}` : ''}
          {item.runId ? t('shotsProgress', { done: item.shotsDone, total: item.shotsTotal }) : ''}
        </p>
        {item.error && (
          <p className="mt-1 text-sm text-destructive">
            {say({ message: item.error, ...item.errorMessage })}
          </p>
        )}
        {item.previews.length > 0 && (
          <ul
            aria-label={t('imagesOfName', { sku: item.sku })}
            className="mt-2 grid grid-cols-4 gap-2 sm:grid-cols-6 lg:grid-cols-8"
          >
            {item.previews.map((shot) => (
              <li key={shot.index}>
                <a
                  href={shot.imageUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="block overflow-hidden rounded-md border border-border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  <img
                    src={shot.previewUrl}
                    alt={`${item.sku}, ${names.shotByName(shot.name)}`}
                    loading="lazy"
                    className="aspect-[4/5] w-full bg-stone-100 object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Badge variant={STATUS_VARIANT[item.status]}>{t(`item-${item.status}`)}</Badge>
      {(item.status === 'failed' || item.status === 'stopped') && item.runId && (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void retry()}
          disabled={retrying}
          aria-label={t('retryName', { sku: item.sku })}
        >
          {retrying ? <Loader2 aria-hidden className="animate-spin" /> : <RotateCw aria-hidden />}
          {t('retry')}
        </Button>
      )}
    </li>
  );
}

/** One batch: overall progress, each product live, stop, retry, the whole zip and 'Download for…'. */
export function BatchProgressView({ batch }: { batch: BatchView }) {
  const t = useTexts(batchTexts);
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [confirmStop, setConfirmStop] = useState(false);
  const [stopping, setStopping] = useState(false);
  const { counts } = batch;
  const finished = counts.done + counts.failed + counts.stopped;
  const percent = counts.total === 0 ? 0 : Math.round((finished / counts.total) * 100);
  const running = batch.status === 'running';
  const waiting = batch.items.filter((item) => item.status === 'awaiting_photos').length;

  const stop = async () => {
    setStopping(true);
    try {
      queryClient.setQueryData(batchKeys.detail(batch.id), await stopBatch(batch.id));
      void queryClient.invalidateQueries({ queryKey: usageQueryKey });
    } catch (error) {
      toastApiError(error, t('stopFailed'));
    } finally {
      setStopping(false);
      setConfirmStop(false);
    }
  };

  return (
    <section aria-labelledby="batch-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="batch-title" className="text-2xl font-semibold">
            {batchNameIn(language, batch.name)}
          </h2>
          <p className="text-sm text-stone-600">{t(`batch-${batch.status}`)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {counts.done > 0 && (
            <a
              className={buttonVariants({ variant: 'secondary' })}
              href={batchZipUrl(batch.id)}
              download
            >
              <Download aria-hidden />
              {t('downloadAll')}
            </a>
          )}
          {counts.done > 0 && (
            <a
              className={buttonVariants({ variant: 'ghost' })}
              href={batchZipUrl(batch.id, 'png')}
              download
              aria-label={t('downloadOriginalsLabel')}
            >
              <Download aria-hidden />
              {t('downloadOriginals')}
            </a>
          )}
          {counts.done > 0 && (
            <DownloadForMenu urlFor={(marketplace) => batchExportUrl(batch.id, marketplace)} />
          )}
          {running && (
            <Button variant="destructive" onClick={() => setConfirmStop(true)}>
              <Square aria-hidden />
              {t('stopBatch')}
            </Button>
          )}
        </div>
      </div>

      <div className="space-y-2 rounded-[var(--radius-card)] border border-border bg-card p-4 shadow-soft">
        <div
          role="progressbar"
          aria-label={t('progressLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 overflow-hidden rounded-full bg-stone-100"
        >
          <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
        </div>
        <p role="status" className="text-sm text-stone-700">
          {t('counts', { done: counts.done, failed: counts.failed, remaining: counts.remaining })}
          {counts.stopped > 0 ? t('countsStopped', { count: counts.stopped }) : ''}
          {running && batch.estimatedSecondsLeft !== null
            ? ` · ${timeLeft(batch.estimatedSecondsLeft)}`
            : ''}
        </p>
        {running && waiting > 0 && (
          <p className="text-sm text-warning">{t('waiting', { count: waiting })}</p>
        )}
      </div>

      <ul
        aria-label={t('productsOfBatch')}
        className="rounded-[var(--radius-card)] border border-border bg-card shadow-soft"
      >
        {batch.items.map((item) => (
          <ProductRow key={item.id} batchId={batch.id} item={item} />
        ))}
      </ul>

      <AlertDialog open={confirmStop} onOpenChange={setConfirmStop}>
        <AlertDialogContent>
          <AlertDialogTitle>{t('stopTitle')}</AlertDialogTitle>
          <AlertDialogDescription>{t('stopBody')}</AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={stopping}>{t('keepGoing')}</AlertDialogCancel>
            <AlertDialogAction
              onClick={(event) => {
                event.preventDefault();
                void stop();
              }}
              disabled={stopping}
            >
              {stopping && <Loader2 aria-hidden className="animate-spin" />}
              {t('stopBatch')}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
