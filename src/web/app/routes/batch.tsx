import { useLibraryNames } from '@/i18n/library-names';
import { useTexts } from '@/i18n/use-texts';
import { batchTexts } from '@/i18n/texts/batch';
import { ArrowLeft, Loader2, Play } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { NativeSelect } from '@/components/ui/native-select';
import { useBatch } from '@/features/batch/api/batch-api';
import { BatchDraftTable } from '@/features/batch/components/batch-draft-table';
import { BatchDropZone } from '@/features/batch/components/batch-drop-zone';
import { GarmentTypeOptions } from '@/features/batch/components/garment-type-options';
import { BatchProgressView } from '@/features/batch/components/batch-progress-view';
import { RecentBatches } from '@/features/batch/components/recent-batches';
import { readPickedFiles, type Refusal } from '@/features/batch/read-dropped-files';
import { draftProblems, useBatchDraft } from '@/features/batch/use-batch-draft';
import { useStartBatch } from '@/features/batch/use-start-batch';
import { useBackgroundOptions } from '@/features/generation/api/get-backgrounds';
import { useModelOptions } from '@/features/generation/api/get-models';
import { useUsage } from '@/features/usage/api/get-usage';
import { usePageTitle } from '@/hooks/use-page-title';
import type { ManifestProblem } from '@core/batch-manifest';
import { DEFAULT_GARMENT_TYPE, isGarmentTypeId, type GarmentTypeId } from '@core/garments';
import { batchPagePath, paths } from '@core/paths';
import { useEconomyBatches, useOnModel } from '@/hooks/use-on-model';
import { BatchPriceChoice } from '@/features/batch/components/batch-price-choice';
import type { BatchPrice } from '@core/batch';
import { SHOTS_PER_CATALOGUE } from '@core/plans';

const DEFAULT_BACKGROUND = 'clean-white-studio';

function OneBatch({ batchId }: { batchId: string }) {
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

function NewBatch() {
  const t = useTexts(batchTexts);
  const names = useLibraryNames();
  const navigate = useNavigate();
  const draft = useBatchDraft();
  const usage = useUsage();
  const backgrounds = useBackgroundOptions();
  const models = useModelOptions();
  // The default engine shows no person; until the config says otherwise, say so.
  const productOnly = !useOnModel();
  const [reading, setReading] = useState(false);
  const [refused, setRefused] = useState<Refusal[]>([]);
  const [backgroundId, setBackgroundId] = useState(DEFAULT_BACKGROUND);
  const [modelId, setModelId] = useState<string | null>(null);
  const [garmentType, setGarmentType] = useState<GarmentTypeId>(DEFAULT_GARMENT_TYPE);
  const [manifestProblems, setManifestProblems] = useState<ManifestProblem[]>([]);
  const onStarted = useCallback(
    (batchId: string) => {
      draft.clear();
      void navigate(batchPagePath(batchId));
    },
    [draft, navigate],
  );
  const { state, start } = useStartBatch(onStarted);
  const economyAvailable = useEconomyBatches();
  const [price, setPrice] = useState<BatchPrice>('standard');

  const addFiles = async (files: File[]) => {
    if (files.length === 0) return;
    setReading(true);
    try {
      const read = await readPickedFiles(files);
      draft.addPhotos(read.photos);
      draft.applyManifest(read.manifest);
      setRefused((current) => [...current, ...read.refused]);
      setManifestProblems((current) => [...current, ...read.manifestProblems]);
    } finally {
      setReading(false);
    }
  };

  const { perProduct, overall, photoCount } = draftProblems(draft.products);
  // Shots per product: the engine decides; a front-only product of the studio engine makes 5.
  // An economy shot costs half an image (decision 203).
  const chosenPrice = economyAvailable ? price : 'standard';
  const imagesNeeded =
    (draft.products.length * SHOTS_PER_CATALOGUE) / (chosenPrice === 'economy' ? 2 : 1);
  const left = usage.data?.remaining;
  const busy = state.phase !== 'idle';
  const canStart =
    draft.products.length > 0 && perProduct.size === 0 && !overall && !busy && !reading;

  return (
    <div className="space-y-6">
      <BatchDropZone onFiles={(files) => void addFiles(files)} reading={reading} />

      {refused.length > 0 && (
        <div
          role="alert"
          className="rounded-[var(--radius-card)] border border-destructive/40 bg-destructive-soft p-4 text-sm"
        >
          <p className="font-medium text-destructive">
            {t('fileRefused', { count: refused.length })}
          </p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-stone-800">
            {refused.map((refusal, index) => (
              <li key={`${refusal.name}-${index}`}>
                <span className="font-medium">{refusal.name}</span>: {refusal.reason}
              </li>
            ))}
          </ul>
          <Button variant="link" className="mt-1 h-auto px-0" onClick={() => setRefused([])}>
            {t('dismiss')}
          </Button>
        </div>
      )}

      {manifestProblems.length > 0 && (
        <div
          role="alert"
          className="rounded-[var(--radius-card)] border border-destructive/40 bg-destructive-soft p-4 text-sm"
        >
          <p className="font-medium text-destructive">
            {t('manifestRowUnused', { count: manifestProblems.length })}
          </p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-stone-800">
            {manifestProblems.map((problem, index) => (
              <li key={`${problem.code}-${index}`}>
                {t(`manifest-${problem.code}`, problem.values)}
              </li>
            ))}
          </ul>
          <Button
            variant="link"
            className="mt-1 h-auto px-0"
            onClick={() => setManifestProblems([])}
          >
            {t('dismiss')}
          </Button>
        </div>
      )}

      {draft.products.length > 0 && (
        <>
          <section
            aria-label={t('forEveryProduct')}
            className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-border bg-card p-4 shadow-soft sm:flex-row sm:items-end"
          >
            <label className="flex flex-1 flex-col gap-1 text-sm font-medium">
              {t('garmentTypeForAll')}
              <NativeSelect
                value={garmentType}
                onChange={(event) => {
                  const value = event.target.value;
                  if (isGarmentTypeId(value)) setGarmentType(value);
                }}
              >
                <GarmentTypeOptions />
              </NativeSelect>
            </label>
            <label className="flex flex-1 flex-col gap-1 text-sm font-medium">
              {t('backgroundForAll')}
              <NativeSelect
                value={backgroundId}
                onChange={(event) => setBackgroundId(event.target.value)}
              >
                {(backgrounds.data ?? [{ id: DEFAULT_BACKGROUND, name: 'Clean White Studio' }]).map(
                  (choice) => (
                    <option key={choice.id} value={choice.id}>
                      {names.background(choice)}
                    </option>
                  ),
                )}
              </NativeSelect>
            </label>
            <label className="flex flex-1 flex-col gap-1 text-sm font-medium">
              {t('modelForAll')}
              <NativeSelect
                value={modelId ?? ''}
                onChange={(event) => setModelId(event.target.value || null)}
              >
                <option value="">{t('noModel')}</option>
                {(models.data ?? []).map((choice) => (
                  <option key={choice.id} value={choice.id}>
                    {names.model(choice)}
                  </option>
                ))}
              </NativeSelect>
              {productOnly && (
                <span className="text-xs font-normal text-stone-600">{t('batchModelNote')}</span>
              )}
            </label>
          </section>

          <BatchDraftTable
            draft={draft}
            problems={perProduct}
            backgrounds={backgrounds.data ?? []}
            models={models.data ?? []}
            productOnly={productOnly}
          />

          <div className="sticky bottom-0 z-10 -mx-4 space-y-2 border-t border-border bg-background/95 px-4 py-4 backdrop-blur sm:mx-0 sm:rounded-[var(--radius-card)] sm:border">
            <p className="text-sm text-stone-700">
              {t(left !== undefined ? 'summaryLeft' : 'summary', {
                products: t('products', { count: draft.products.length }),
                photos: t('photos', { count: photoCount }),
                images: imagesNeeded,
                left: left ?? 0,
              })}
            </p>
            {overall && (
              <p role="alert" className="text-sm text-destructive">
                {overall}
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
            <BatchPriceChoice
              value={chosenPrice}
              onChange={setPrice}
              economyAvailable={economyAvailable}
            />
            <Button
              disabled={!canStart}
              onClick={() =>
                void start(draft.products, { backgroundId, modelId, garmentType }, chosenPrice)
              }
            >
              {busy ? <Loader2 aria-hidden className="animate-spin" /> : <Play aria-hidden />}
              {busy ? t('starting') : t('startBatch', { count: draft.products.length })}
            </Button>
          </div>
        </>
      )}

      <RecentBatches />
    </div>
  );
}

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
      {batchId ? <OneBatch batchId={batchId} /> : <NewBatch />}
    </div>
  );
}
