import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTexts } from '@/i18n/use-texts';
import { batchTexts } from '@/i18n/texts/batch';
import { useUsage } from '@/features/usage/api/get-usage';
import { useEconomyBatches, useOnModel } from '@/hooks/use-on-model';
import type { BatchPrice } from '@core/batch';
import type { ManifestProblem } from '@core/batch-manifest';
import { DEFAULT_GARMENT_TYPE } from '@core/garments';
import type { BackgroundOption, ModelOption } from '@core/runs';
import { batchPagePath } from '@core/paths';
import { SHOTS_PER_CATALOGUE } from '@core/plans';
import { readPickedFiles, type Refusal } from '../read-dropped-files';
import { draftProblems, useBatchDraft } from '../use-batch-draft';
import { useStartBatch } from '../use-start-batch';
import {
  BatchDefaultsFields,
  DEFAULT_BATCH_BACKGROUND,
  type BatchDefaults,
} from './batch-defaults';
import { BatchDraftTable } from './batch-draft-table';
import { BatchDropZone } from './batch-drop-zone';
import { BatchFileProblems } from './batch-file-problems';
import { BatchStartBar } from './batch-start-bar';
import { RecentBatches } from './recent-batches';

/**
 * A new batch: files dropped or picked are read into a draft of products (photos grouped by
 * name, a manifest applied), each checked, then started with the defaults every product shares.
 * The backgrounds and models to choose from come from the page, which composes the features.
 */
export function NewBatch({
  backgrounds,
  models,
}: {
  backgrounds: readonly BackgroundOption[] | undefined;
  models: readonly ModelOption[] | undefined;
}) {
  const t = useTexts(batchTexts);
  const navigate = useNavigate();
  const draft = useBatchDraft();
  const usage = useUsage();
  // The default engine shows no person; until the config says otherwise, say so.
  const productOnly = !useOnModel();
  const [reading, setReading] = useState(false);
  const [refused, setRefused] = useState<Refusal[]>([]);
  const [manifestProblems, setManifestProblems] = useState<ManifestProblem[]>([]);
  const [defaults, setDefaults] = useState<BatchDefaults>({
    garmentType: DEFAULT_GARMENT_TYPE,
    backgroundId: DEFAULT_BATCH_BACKGROUND,
    modelId: null,
  });
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
  const canStart =
    draft.products.length > 0 &&
    perProduct.size === 0 &&
    !overall &&
    state.phase === 'idle' &&
    !reading;

  return (
    <div className="space-y-6">
      <BatchDropZone onFiles={(files) => void addFiles(files)} reading={reading} />

      <BatchFileProblems
        title={t('fileRefused', { count: refused.length })}
        items={refused.map((refusal, index) => ({
          key: `${refusal.name}-${index}`,
          text: (
            <>
              <span className="font-medium">{refusal.name}</span>: {refusal.reason}
            </>
          ),
        }))}
        onDismiss={() => setRefused([])}
      />
      <BatchFileProblems
        title={t('manifestRowUnused', { count: manifestProblems.length })}
        items={manifestProblems.map((problem, index) => ({
          key: `${problem.code}-${index}`,
          text: t(`manifest-${problem.code}`, problem.values),
        }))}
        onDismiss={() => setManifestProblems([])}
      />

      {draft.products.length > 0 && (
        <>
          <BatchDefaultsFields
            value={defaults}
            onChange={setDefaults}
            backgrounds={backgrounds}
            models={models}
            productOnly={productOnly}
          />
          <BatchDraftTable
            draft={draft}
            problems={perProduct}
            backgrounds={backgrounds ?? []}
            models={models ?? []}
            productOnly={productOnly}
          />
          <BatchStartBar
            products={draft.products.length}
            photos={photoCount}
            imagesNeeded={imagesNeeded}
            imagesLeft={usage.data?.remaining}
            problem={overall}
            state={state}
            price={chosenPrice}
            onPrice={setPrice}
            economyAvailable={economyAvailable}
            canStart={canStart}
            onStart={() => void start(draft.products, defaults, chosenPrice)}
          />
        </>
      )}

      <RecentBatches />
    </div>
  );
}
