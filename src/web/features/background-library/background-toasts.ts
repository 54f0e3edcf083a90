import { createTexts } from '@/i18n/texts/create';
import { translate } from '@/i18n/language-store';
import { backgroundsTexts } from '@/i18n/texts/backgrounds';
/** The Backgrounds Library's toasts of docs/product.md §11, with its texts, in one place. */
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { paths } from '@core/paths';
import { serverMessage } from '@/i18n/server-message';

type Navigate = (to: string) => void;

const upgradeAction = (navigate: Navigate) => ({
  label: translate(backgroundsTexts, 'seePlans'),
  onClick: () => navigate(paths.pricing),
});

export const toastUpgradeRequired = (navigate: Navigate) =>
  toast.error(translate(backgroundsTexts, 'upgradeTitle'), {
    id: 'background-upgrade-required',
    description: translate(backgroundsTexts, 'upgradeMessage'),
    action: upgradeAction(navigate),
  });

export const toastCheckingPlan = () =>
  toast.info(translate(backgroundsTexts, 'checkingPlan'), { id: 'checking-plan' });

export const toastMissingInformation = (
  message: string = translate(backgroundsTexts, 'missingMessage'),
) =>
  toast.error(translate(backgroundsTexts, 'missingTitle'), {
    id: 'background-missing-information',
    description: message,
  });

/** Says which preset was chosen and why, and that nothing was charged, when nothing was made. */
export const toastBackgroundGenerated = (
  name: string,
  charge: { imagesUsed: number; reason: string | null } = { imagesUsed: 1, reason: null },
) =>
  toast.success(translate(backgroundsTexts, 'generatedTitle'), {
    description: [
      translate(backgroundsTexts, 'generatedMessage', { name }),
      charge.reason ? `${charge.reason}.` : null,
      charge.imagesUsed === 0 ? translate(backgroundsTexts, 'noImageUsed') : null,
    ]
      .filter(Boolean)
      .join(' '),
  });

export const toastPromptSaved = () => toast.success(translate(backgroundsTexts, 'promptSaved'));

export const toastPromptSaveFailed = () =>
  toast.error(translate(backgroundsTexts, 'saveFailedTitle'), {
    description: translate(backgroundsTexts, 'savePromptFailed'),
  });

/** A refused or failed generation: the plan, the quota, the form, or the engine. */
export function toastGenerationError(error: unknown, navigate: Navigate) {
  const code = error instanceof ApiError ? error.code : undefined;
  if (code === 'FORBIDDEN') return toastUpgradeRequired(navigate);
  if (code === 'QUOTA_EXCEEDED')
    return toast.error(translate(createTexts, 'limitReachedTitle'), {
      id: 'generation-limit',
      description: translate(createTexts, 'limitReachedMessage'),
      action: upgradeAction(navigate),
    });
  if (code === 'VALIDATION_FAILED')
    return toastMissingInformation(serverMessage(error as ApiError));
  const reason = error instanceof ApiError ? serverMessage(error).trim() : '';
  return toast.error(translate(backgroundsTexts, 'generationFailedTitle'), {
    description: translate(backgroundsTexts, 'generationFailedMessage', {
      reason: reason || translate(backgroundsTexts, 'tryAgain'),
    }),
  });
}
