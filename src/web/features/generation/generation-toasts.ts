/** The generation toasts of docs/product.md §11, with its texts, in one place. */
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { paths } from '@core/paths';
import type { TextKey, TextValues } from '@/i18n/define-texts';
import { translate } from '@/i18n/language-store';
import { createTexts } from '@/i18n/texts/create';
import type { GenerationProblem } from './generation-prechecks';
import { serverMessage } from '@/i18n/server-message';

const tr = (key: TextKey<typeof createTexts.en>, values?: TextValues) =>
  translate(createTexts, key, values);

export function toastLimitReached(navigate: (to: string) => void) {
  toast.error(tr('limitReachedTitle'), {
    id: 'generation-limit',
    description: tr('limitReachedMessage'),
    action: { label: tr('upgrade'), onClick: () => navigate(paths.pricing) },
  });
}

const toastMissingFront = () =>
  toast.error(tr('missingImage'), {
    id: 'missing-image',
    description: tr('missingImageBody'),
  });

const toastCheckingPlan = () => toast.info(tr('checkingPlan'), { id: 'checking-plan' });

const toastBackgroundsFailed = () =>
  toast.error(tr('generationFailed'), { description: tr('backgroundsFailedRetry') });

// Generate then starts by itself once they have loaded (create-catalogue-flow.tsx).
const toastBackgroundsLoading = () =>
  toast.info(tr('backgroundsLoading'), { id: 'backgrounds-loading' });

/** The toast for the pre-check that kept Generate Catalogue from starting a run. */
export function toastGenerationProblem(
  problem: GenerationProblem,
  navigate: (to: string) => void,
): void {
  switch (problem) {
    case 'missing-front':
      toastMissingFront();
      return;
    case 'checking-plan':
      toastCheckingPlan();
      return;
    case 'limit-reached':
      toastLimitReached(navigate);
      return;
    case 'backgrounds-failed':
      toastBackgroundsFailed();
      return;
    case 'backgrounds-loading':
      toastBackgroundsLoading();
      return;
  }
}

export const toastStartFailed = (error: unknown) =>
  toast.error(tr('generationFailed'), {
    description: error instanceof ApiError ? serverMessage(error) : tr('startFailed'),
  });

export const toastGenerationStarted = (total: number) =>
  toast.info(tr('generationStarted'), { description: tr('creatingImages', { count: total }) });

/** The id of a run's one progress toast; its finish replaces it, so nothing lands out of order. */
export const runProgressToastId = (runId: string) => `run-progress-${runId}`;

export const toastImageGenerated = (runId: string, pose: string, position: number, total: number) =>
  // One toast per run, updated as images arrive, so five images do not stack five toasts.
  toast.info(tr('imageGenerated'), {
    id: runProgressToastId(runId),
    description: tr('poseCompleted', { pose, position, total }),
  });

export const toastReadyForNewUpload = () =>
  toast.info(tr('readyForUpload'), { description: tr('readyForUploadBody') });

export const toastNoImagesToSave = () =>
  toast.error(tr('noImagesToSave'), { description: tr('noImagesToSaveBody') });

export const toastCatalogueSaved = (name: string) =>
  toast.success(tr('catalogueSaved'), { description: tr('catalogueSavedBody', { name }) });

/** 'Save Failed' says the server's message when there is one. */
export const saveFailedMessage = (error: unknown) =>
  error instanceof ApiError ? serverMessage(error) : tr('saveFailedBody');

export const toastSaveFailed = (error: unknown) =>
  toast.error(tr('saveFailed'), { description: saveFailedMessage(error) });
