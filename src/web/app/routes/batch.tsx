import { useSearchParams } from 'react-router';
import { useTexts } from '@/i18n/use-texts';
import { batchTexts } from '@/i18n/texts/batch';
import { NewBatch } from '@/features/batch/components/new-batch';
import { OneBatch } from '@/features/batch/components/one-batch';
import { useBackgroundOptions } from '@/features/generation/api/get-backgrounds';
import { useModelOptions } from '@/features/generation/api/get-models';
import { usePageTitle } from '@/hooks/use-page-title';

/** /dashboard/batch: many products at once; ?batch=<id> shows one batch's progress. */
export function BatchRoute() {
  const t = useTexts(batchTexts);
  usePageTitle(t('title'));
  const [params] = useSearchParams();
  const batchId = params.get('batch');
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-3xl font-semibold">{t('title')}</h1>
        <p className="mt-1 text-stone-600">{t('intro')}</p>
      </header>
      {batchId ? <OneBatch batchId={batchId} /> : <NewBatchWithChoices />}
    </div>
  );
}

/** A new batch with the seller's backgrounds and models to choose from. */
function NewBatchWithChoices() {
  const backgrounds = useBackgroundOptions();
  const models = useModelOptions();
  return <NewBatch backgrounds={backgrounds.data} models={models.data} />;
}
