/** The toasts of regenerating one shot (decision 122), for the generation modal and My Catalogues. */
import { toast } from 'sonner';
import { paths } from '@core/paths';
import { REGENERATION_TEXTS, type ShotRegenerationState } from '@core/regeneration';
import { LIMIT_REACHED_MESSAGE, LIMIT_REACHED_TITLE } from '@core/usage';
import { ApiError, toastApiError } from './api-client';

/** The request was refused: the spec's limit message when no image is left, else the server's. */
export function toastRegenerationRefused(error: unknown, navigate: (to: string) => void) {
  if (error instanceof ApiError && error.code === 'QUOTA_EXCEEDED') {
    toast.error(LIMIT_REACHED_TITLE, {
      id: 'generation-limit',
      description: LIMIT_REACHED_MESSAGE,
      action: { label: 'Upgrade', onClick: () => navigate(paths.pricing) },
    });
    return;
  }
  toastApiError(error, REGENERATION_TEXTS.failedTitle);
}

export function toastRegenerationStarted(pose: string) {
  toast.info(REGENERATION_TEXTS.started, {
    description: REGENERATION_TEXTS.startedDescription(pose),
  });
}

/** A regeneration this page watched has ended: replaced, or kept the old image. */
export function toastRegenerationEnded(pose: string, state: ShotRegenerationState) {
  if (state.status === 'completed') {
    toast.success(REGENERATION_TEXTS.done, {
      description: REGENERATION_TEXTS.doneDescription(pose),
    });
  } else {
    toast.error(REGENERATION_TEXTS.failedTitle, {
      description: REGENERATION_TEXTS.failedDescription(
        state.error ?? REGENERATION_TEXTS.renderFailed,
      ),
    });
  }
}
