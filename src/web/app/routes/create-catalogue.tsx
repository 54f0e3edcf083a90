import { useQueryClient } from '@tanstack/react-query';
import { RotateCcw, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  useBackgroundOptions,
  BACKGROUND_DROPDOWN_SIZE,
} from '@/features/generation/api/get-backgrounds';
import { useLatestUnsavedRun } from '@/features/generation/api/get-latest-unsaved-run';
import { useModelOptions } from '@/features/generation/api/get-models';
import { runKeys } from '@/features/generation/api/run-keys';
import { useSaveRun } from '@/features/generation/api/save-run';
import { BackgroundStep } from '@/features/generation/components/background-step';
import { GenerationModal } from '@/features/generation/components/generation-modal';
import { ModelStep } from '@/features/generation/components/model-step';
import { UnsavedRunCard } from '@/features/generation/components/unsaved-run-card';
import { UploadStep, type ChosenPhotos } from '@/features/generation/components/upload-step';
import { UsageCard } from '@/features/generation/components/usage-card';
import {
  toastGenerationProblem,
  toastGenerationStarted,
  toastLimitReached,
  toastReadyForNewUpload,
  toastStartFailed,
} from '@/features/generation/generation-toasts';
import { photoProblem } from '@/features/generation/photo-rules';
import { useGenerationSession } from '@/features/generation/use-generation-session';
import {
  NO_MODEL,
  chosenBackgroundId,
  chosenModelId,
  runModelId,
} from '@/features/generation/generation-defaults';
import { precheckGeneration } from '@/features/generation/generation-prechecks';
import { useUsage } from '@/features/usage/api/get-usage';
import { useUsageRefresh } from '@/features/usage/api/use-usage-refresh';
import { usePageTitle } from '@/hooks/use-page-title';
import { ApiError } from '@/lib/api-client';
import type { RunView } from '@core/runs';
import type { GarmentView } from '@core/uploads';

const NO_PHOTOS: ChosenPhotos = { front: null, back: null, side: null };

/** /dashboard: upload, background, model, usage, and the generation modal (SPEC.md 2). */
export function CreateCatalogueRoute() {
  usePageTitle('Create Your Catalogue');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const usage = useUsage();
  const backgrounds = useBackgroundOptions();
  const models = useModelOptions();
  const latestUnsaved = useLatestUnsavedRun();
  const saveUnsaved = useSaveRun();

  const [photos, setPhotos] = useState<ChosenPhotos>(NO_PHOTOS);
  const [showExtraViews, setShowExtraViews] = useState(false);
  const [backgroundChoice, setBackgroundChoice] = useState<string | null>(null);
  const [modelChoice, setModelChoice] = useState(NO_MODEL);
  const { session, start, open, cancelStart, close } = useGenerationSession();
  const [generated, setGenerated] = useState(false);
  const objectUrls = useRef(new Set<string>());

  // Previews live as object URLs; the page gives them back when it goes.
  useEffect(() => {
    const urls = objectUrls.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  // Derived, not stored: the first background until the user picks one, and no model unless it still exists.
  const backgroundOptions = (backgrounds.data ?? []).slice(0, BACKGROUND_DROPDOWN_SIZE);
  const backgroundId = chosenBackgroundId(backgroundOptions, backgroundChoice);
  const modelOptions = models.data ?? [];
  const modelId = chosenModelId(modelOptions, modelChoice);

  const refreshUsage = useUsageRefresh();

  const dropPhoto = (view: GarmentView, from: ChosenPhotos): ChosenPhotos => {
    const old = from[view];
    if (old) {
      URL.revokeObjectURL(old.url);
      objectUrls.current.delete(old.url);
    }
    return { ...from, [view]: null };
  };

  const selectPhoto = (view: GarmentView, file: File) => {
    const problem = photoProblem(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    const url = URL.createObjectURL(file);
    objectUrls.current.add(url);
    setPhotos({ ...dropPhoto(view, photos), [view]: { file, url } });
    setGenerated(false);
  };

  const removePhoto = (view: GarmentView) => setPhotos(dropPhoto(view, photos));

  const setExtraViews = (show: boolean) => {
    setShowExtraViews(show);
    // Hiding the back and side views removes them.
    if (!show) setPhotos(dropPhoto('side', dropPhoto('back', photos)));
  };

  const generate = () => {
    const check = precheckGeneration({
      front: photos.front?.file ?? null,
      usage: { isPending: usage.isPending, canGenerate: usage.data?.canGenerate },
      backgroundId,
      backgroundsFailed: backgrounds.isError,
    });
    if (!check.ok) {
      toastGenerationProblem(check.problem, navigate);
      return;
    }

    start(
      {
        front: check.front,
        back: showExtraViews ? (photos.back?.file ?? null) : null,
        side: showExtraViews ? (photos.side?.file ?? null) : null,
        backgroundId: check.backgroundId,
        modelId: runModelId(modelId),
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

  const createAnother = () => {
    for (const view of ['front', 'back', 'side'] as const) dropPhoto(view, photos);
    setPhotos(NO_PHOTOS);
    setShowExtraViews(false);
    setBackgroundChoice(null);
    setModelChoice(NO_MODEL);
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

  const unsaved = latestUnsaved.data ?? null;
  const showUnsaved =
    unsaved !== null && !(session?.phase === 'run' && session.run.id === unsaved.id);

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-3xl font-semibold">Create Your Catalogue</h1>
        <p className="mt-1 text-stone-600">
          Upload a product photo, choose a background and a model, and get five HD catalogue images.
        </p>
      </header>

      {showUnsaved && (
        <UnsavedRunCard
          run={unsaved}
          onOpen={() => open(unsaved)}
          onSave={() => saveUnsaved.save(unsaved)}
          saving={saveUnsaved.isPending}
        />
      )}

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          <UploadStep
            photos={photos}
            showExtraViews={showExtraViews}
            onShowExtraViewsChange={setExtraViews}
            onSelect={selectPhoto}
            onRemove={removePhoto}
          />
          <BackgroundStep
            options={backgroundOptions}
            isPending={backgrounds.isPending}
            isError={backgrounds.isError}
            onRetry={() => void backgrounds.refetch()}
            value={backgroundId}
            onChange={setBackgroundChoice}
          />
          <ModelStep
            options={modelOptions}
            isPending={models.isPending}
            isError={models.isError}
            onRetry={() => void models.refetch()}
            value={modelId}
            onChange={setModelChoice}
            isFreePlan={usage.data?.plan === 'free'}
          />
        </div>

        <aside className="space-y-4 lg:sticky lg:top-8" aria-label="Plan and generate">
          <UsageCard usage={usage.data} isPending={usage.isPending} />
          {generated ? (
            <Button type="button" size="lg" className="w-full" onClick={createAnother}>
              <RotateCcw aria-hidden />
              Create Another Catalogue
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
              Generate Catalogue
            </Button>
          )}
          {!photos.front && !generated && (
            <p className="text-center text-xs text-stone-500">Upload a front photo to start.</p>
          )}
        </aside>
      </div>

      {session && (
        <GenerationModal
          key={session.key}
          session={session}
          onCancelStart={cancelStart}
          onClosed={onClosed}
          onFinished={onFinished}
        />
      )}
    </div>
  );
}
