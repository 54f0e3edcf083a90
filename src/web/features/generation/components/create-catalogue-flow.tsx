import { useQueryClient } from '@tanstack/react-query';
import { RotateCcw, Sparkles } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useUsage } from '@/features/usage/api/get-usage';
import { useUsageRefresh } from '@/features/usage/api/use-usage-refresh';
import { translate } from '@/i18n/language-store';
import { createTexts } from '@/i18n/texts/create';
import { useTexts } from '@/i18n/use-texts';
import { ApiError } from '@/lib/api-client';
import { SHOTS_PER_CATALOGUE } from '@core/plans';
import type { RunView } from '@core/runs';
import type { UsageResponse } from '@core/usage';
import type { GarmentView } from '@core/uploads';
import { useLatestUnsavedRun } from '../api/get-latest-unsaved-run';
import { runKeys } from '../api/run-keys';
import { useSaveRun } from '../api/save-run';
import { loadRunSchemas } from '../api/start-run';
import { runModelId } from '../generation-defaults';
import { isStillLoading, precheckGeneration } from '../generation-prechecks';
import {
  toastGenerationProblem,
  toastGenerationStarted,
  toastLimitReached,
  toastReadyForNewUpload,
  toastStartFailed,
} from '../generation-toasts';
import { useGarmentChoice } from '../hooks/use-garment-choice';
import { useGenerationDefaults } from '../hooks/use-generation-defaults';
import { useGenerationSession } from '../hooks/use-generation-session';
import { usePhotoPreviews } from '../hooks/use-photo-previews';
import { BackgroundStep } from './background-step';
import { ModelStep } from './model-step';
import { UploadStep } from './upload-step';
import { UsageCard } from './usage-card';

/*
 * The generation modal, and what only a run shows (tiles, the viewer, downloads, regeneration,
 * dialogs), loads when first needed, not with the create page (decision 196). Choosing the front
 * photo starts loading it and the run's schema, so Generate opens it without a wait.
 */
const loadGenerationModal = () => import('./generation-modal');
const GenerationModal = lazy(async () => ({
  default: (await loadGenerationModal()).GenerationModal,
}));

// The unsaved run's card, with its date formats, loads when there is one to offer.
const UnsavedRunCard = lazy(async () => ({
  default: (await import('./unsaved-run-card')).UnsavedRunCard,
}));

/**
 * The dashboard's flow (docs/product.md §2): the unsaved run on offer, upload, background, model,
 * usage, Generate Catalogue with its pre-checks, and the generation modal. `userId` keys the
 * garment type this browser remembers for the signed-in seller.
 */
export function CreateCatalogueFlow({ userId }: { userId?: string | null }) {
  const navigate = useNavigate();
  const t = useTexts(createTexts);
  const queryClient = useQueryClient();
  const usage = useUsage();
  const refreshUsage = useUsageRefresh();
  const previews = usePhotoPreviews();
  const garment = useGarmentChoice(userId);
  const defaults = useGenerationDefaults();
  const latestUnsaved = useLatestUnsavedRun();
  const saveUnsaved = useSaveRun();
  const { session, start, open, cancelStart, close } = useGenerationSession();
  // A run started here made images: the page offers to start over instead of generating again.
  const [generated, setGenerated] = useState(false);
  // Generate pressed while the plan or the backgrounds were still loading: it starts once they
  // have, as the toast promises, instead of asking to be pressed again.
  const startWhenLoaded = useRef(false);
  const { photos } = previews;
  const hasFront = Boolean(photos.front);
  useEffect(() => {
    if (!hasFront) return;
    void loadGenerationModal();
    void loadRunSchemas();
  }, [hasFront]);

  const selectPhoto = (view: GarmentView, file: File) => {
    if (previews.select(view, file)) setGenerated(false);
  };

  const generate = () => {
    const check = precheckGeneration({
      front: photos.front?.file ?? null,
      usage: { isPending: usage.isPending, canGenerate: usage.data?.canGenerate },
      backgroundId: defaults.background.id,
      backgroundsFailed: defaults.background.query.isError,
    });
    if (!check.ok) {
      startWhenLoaded.current = isStillLoading(check.problem);
      toastGenerationProblem(check.problem, navigate);
      return;
    }
    startWhenLoaded.current = false;

    const { back, side, detail } = previews.extraFiles();
    const stylingNote = garment.stylingNote.trim();
    start(
      {
        front: check.front,
        back,
        side,
        detail,
        backgroundId: check.backgroundId,
        modelId: runModelId(defaults.model.id),
        garmentType: garment.type,
        stylingNote: stylingNote === '' ? undefined : stylingNote,
      },
      {
        onStarted: (run) => {
          toastGenerationStarted(run.total);
          refreshUsage('run-started');
        },
        onStoppedLate: () => refreshUsage('run-stopped'),
        onFailed: (error) => {
          if (error instanceof ApiError && error.status === 402) {
            toastLimitReached(navigate);
            refreshUsage('limit-reached');
            return;
          }
          toastStartFailed(error);
        },
      },
    );
  };

  const stillLoading =
    usage.isPending || (!defaults.background.id && !defaults.background.query.isError);
  useEffect(() => {
    if (startWhenLoaded.current && !stillLoading) generate();
    // Only the end of the loading matters; generate reads the latest choices when it runs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stillLoading]);

  const createAnother = () => {
    previews.reset();
    defaults.reset();
    garment.resetNote();
    setGenerated(false);
    window.scrollTo({ top: 0, behavior: 'smooth' });
    toastReadyForNewUpload();
    window.setTimeout(
      () => document.getElementById('photo-front')?.focus({ preventScroll: true }),
      0,
    );
  };

  const onFinished = (run: RunView) => {
    if (session?.phase === 'run' && session.startedHere && run.generated > 0) setGenerated(true);
  };

  const onClosed = () => {
    close();
    void queryClient.invalidateQueries({ queryKey: runKeys.latestUnsaved });
  };

  const hint = generateHint(usage.data, Boolean(photos.front));
  const unsaved = latestUnsaved.data ?? null;
  const showUnsaved =
    unsaved !== null && !(session?.phase === 'run' && session.run.id === unsaved.id);

  return (
    <>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          <UploadStep
            garment={{
              type: garment.type,
              onTypeChange: garment.pickType,
              stylingNote: garment.stylingNote,
              onStylingNoteChange: garment.setStylingNote,
            }}
            photos={photos}
            showExtraViews={previews.showExtraViews}
            onShowExtraViewsChange={previews.setExtraViews}
            onSelect={selectPhoto}
            onRemove={previews.remove}
          />
          <BackgroundStep
            options={defaults.background.options}
            isPending={defaults.background.query.isPending}
            isError={defaults.background.query.isError}
            onRetry={() => void defaults.background.query.refetch()}
            value={defaults.background.id}
            onChange={defaults.background.pick}
          />
          <ModelStep
            options={defaults.model.options}
            isPending={defaults.model.query.isPending}
            isError={defaults.model.query.isError}
            onRetry={() => void defaults.model.query.refetch()}
            value={defaults.model.id}
            onChange={defaults.model.pick}
            isFreePlan={usage.data?.plan === 'free'}
          />
        </div>

        {/* On a phone the aside dissolves into the page's column so the usage card (and its
            limit notice) comes first, before the steps, and Generate stays after them. */}
        <aside
          className="contents lg:sticky lg:top-8 lg:block lg:space-y-4"
          aria-label={t('planAndGenerate')}
        >
          <div className="order-first lg:order-none">
            <UsageCard usage={usage.data} isPending={usage.isPending} />
          </div>
          <div className="space-y-4">
            {generated ? (
              <Button type="button" size="lg" className="w-full" onClick={createAnother}>
                <RotateCcw aria-hidden />
                {t('createAnother')}
              </Button>
            ) : (
              <Button
                type="button"
                size="lg"
                className="w-full"
                onClick={generate}
                disabled={!photos.front || session !== null}
              >
                <Sparkles aria-hidden />
                {t('generateCatalogue')}
              </Button>
            )}
            {!generated && hint && (
              <p className="text-center text-xs text-stone-500" data-testid="generate-hint">
                {hint}
              </p>
            )}
          </div>
          {/* Under Generate, not above the steps: it comes after the page has painted
              (decision 213), and would push the form down under the seller's finger. */}
          {showUnsaved && (
            <Suspense fallback={null}>
              <UnsavedRunCard
                run={unsaved}
                onOpen={() => open(unsaved)}
                onSave={() => saveUnsaved.save(unsaved)}
                saving={saveUnsaved.isPending}
              />
            </Suspense>
          )}
        </aside>
      </div>

      {session && (
        <Suspense fallback={null}>
          <GenerationModal
            key={session.key}
            session={session}
            onCancelStart={cancelStart}
            onClosed={onClosed}
            onFinished={onFinished}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * The line under Generate: what stands between the seller and a run. The limit comes first,
 * since uploading a photo would not help then (the card above says the same in full).
 */
export function generateHint(usage: UsageResponse | undefined, hasFront: boolean): string | null {
  if (usage && !usage.canGenerate && usage.held === 0) {
    return usage.remaining > 0
      ? translate(createTexts, 'hintFewLeft', {
          count: usage.remaining,
          needed: SHOTS_PER_CATALOGUE,
        })
      : translate(createTexts, 'hintNoneLeft');
  }
  return hasFront ? null : translate(createTexts, 'hintUploadFront');
}
