/** The toasts of regenerating one shot (decision 122), for the generation modal and My Catalogues. */
import { toast } from 'sonner';
import type { TextKey, TextValues } from '@/i18n/define-texts';
import { translate } from '@/i18n/language-store';
import { serverMessage } from '@/i18n/server-message';
import { createTexts } from '@/i18n/texts/create';
import { shotsTexts } from '@/i18n/texts/shots';
import { paths } from '@core/paths';
import { REGENERATION_TEXTS, type ShotRegenerationState } from '@core/regeneration';
import { ApiError, toastApiError } from './api-client';

const tr = (key: TextKey<typeof shotsTexts.en>, values?: TextValues) =>
  translate(shotsTexts, key, values);

/** The request was refused: the spec's limit message when no image is left, else the server's. */
export function toastRegenerationRefused(error: unknown, navigate: (to: string) => void) {
  if (error instanceof ApiError && error.code === 'QUOTA_EXCEEDED') {
    toast.error(translate(createTexts, 'limitReachedTitle'), {
      id: 'generation-limit',
      description: translate(createTexts, 'limitReachedMessage'),
      action: { label: translate(createTexts, 'upgrade'), onClick: () => navigate(paths.pricing) },
    });
    return;
  }
  toastApiError(error, tr('regenerationFailed'));
}

export function toastRegenerationStarted(pose: string) {
  toast.info(tr('regenerationStarted'), {
    description: tr('regenerationStartedDescription', { pose }),
  });
}

/**
 * Why a regeneration failed, in the page's language: by its key (decision 275), else the English
 * stored before keys, else the web's own words.
 */
function failureOf(state: ShotRegenerationState): string {
  if (!state.error)
    return serverMessage({
      message: REGENERATION_TEXTS.renderFailed,
      key: 'regenerationRenderFailed',
    });
  return serverMessage({ message: state.error, ...state.errorMessage });
}

/** A regeneration this page watched has ended: replaced, or kept the old image. */
export function toastRegenerationEnded(pose: string, state: ShotRegenerationState) {
  if (state.status === 'completed') {
    toast.success(tr('regenerationDone'), {
      description: tr('regenerationDoneDescription', { pose }),
    });
  } else {
    toast.error(tr('regenerationFailed'), {
      description: tr('regenerationFailedDescription', { reason: failureOf(state) }),
    });
  }
}
