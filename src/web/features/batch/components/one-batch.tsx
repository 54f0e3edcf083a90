import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { LoadFailed } from '@/components/ui/load-failed';
import { useBatch } from '@/features/batch/api/batch-api';
import { useTexts } from '@/i18n/use-texts';
import { batchTexts } from '@/i18n/texts/batch';
import { paths } from '@core/paths';
import { BatchProgressView } from './batch-progress-view';

/** One batch's progress (the batch page with ?batch=<id>), with the way back to all batches. */
export function OneBatch({ batchId }: { batchId: string }) {
  const t = useTexts(batchTexts);
  const batch = useBatch(batchId);
  return (
    <div className="space-y-6">
      <Link
        to={paths.batch}
        className="inline-flex items-center gap-1 text-sm text-stone-600 hover:text-ink"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t('allBatches')}
      </Link>
      {batch.isPending ? (
        <p role="status" className="text-stone-600">
          {t('loadingBatch')}
        </p>
      ) : batch.isError ? (
        <LoadFailed
          message={t('batchLoadFailed')}
          retrying={batch.isFetching}
          onRetry={() => void batch.refetch()}
        />
      ) : (
        <BatchProgressView batch={batch.data} />
      )}
    </div>
  );
}
