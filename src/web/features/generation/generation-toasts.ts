/** The generation toasts of docs/product.md §11, with its texts, in one place. */
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { paths } from '@core/paths';
import { RUN_MESSAGES } from '@core/runs';
import { LIMIT_REACHED_MESSAGE, LIMIT_REACHED_TITLE } from '@core/usage';
import type { GenerationProblem } from './generation-prechecks';

export function toastLimitReached(navigate: (to: string) => void) {
  toast.error(LIMIT_REACHED_TITLE, {
    id: 'generation-limit',
    description: LIMIT_REACHED_MESSAGE,
    action: { label: 'Upgrade', onClick: () => navigate(paths.pricing) },
  });
}

const toastMissingFront = () =>
  toast.error('Missing Image', {
    id: 'missing-image',
    description: 'Please upload at least a front image',
  });

const toastCheckingPlan = () =>
  toast.info('Please wait while we check your plan.', { id: 'checking-plan' });

const toastBackgroundsNotReady = (failed: boolean) =>
  toast.error('Generation Failed', {
    description: failed
      ? 'The backgrounds could not be loaded. Please try again.'
      : 'Please wait while the backgrounds load.',
  });

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
    case 'backgrounds-loading':
      toastBackgroundsNotReady(problem === 'backgrounds-failed');
      return;
  }
}

export const toastStartFailed = (error: unknown) =>
  toast.error('Generation Failed', {
    description: error instanceof ApiError ? error.message : 'Failed to start generation',
  });

export const toastGenerationStarted = (total: number) =>
  toast.info('Generation Started', { description: `Creating ${total} images with AI` });

/** The id of a run's one progress toast; its finish replaces it, so nothing lands out of order. */
export const runProgressToastId = (runId: string) => `run-progress-${runId}`;

export const toastImageGenerated = (runId: string, pose: string, position: number, total: number) =>
  // One toast per run, updated as images arrive, so five images do not stack five toasts.
  toast.info('Image Generated', {
    id: runProgressToastId(runId),
    description: `${pose} completed (${position}/${total})`,
  });

export const toastReadyForNewUpload = () =>
  toast.info('Ready for New Upload', { description: 'Upload your next product photo to begin.' });

export const toastNoImagesToSave = () =>
  toast.error('No Images to Save', { description: RUN_MESSAGES.noImagesToSave });

export const toastCatalogueSaved = (name: string) =>
  toast.success('Catalogue Saved', { description: `${name} is in My Catalogues.` });

/** 'Save Failed' says the server's message when there is one. */
export const saveFailedMessage = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Failed to save catalogue. Please try again.';

export const toastSaveFailed = (error: unknown) =>
  toast.error('Save Failed', { description: saveFailedMessage(error) });
