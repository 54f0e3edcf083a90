/** The Backgrounds Library's toasts of docs/product.md §11, with its texts, in one place. */
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import {
  BACKGROUND_LIBRARY_TEXTS as TEXTS,
  generatedMessage,
  generationFailedMessage,
} from '@core/background-library';
import { paths } from '@core/paths';
import { LIMIT_REACHED_MESSAGE, LIMIT_REACHED_TITLE } from '@core/usage';

type Navigate = (to: string) => void;

const upgradeAction = (navigate: Navigate) => ({
  label: 'See plans',
  onClick: () => navigate(paths.pricing),
});

export const toastUpgradeRequired = (navigate: Navigate) =>
  toast.error(TEXTS.upgradeTitle, {
    id: 'background-upgrade-required',
    description: TEXTS.upgradeMessage,
    action: upgradeAction(navigate),
  });

export const toastCheckingPlan = () =>
  toast.info('Please wait while we check your plan.', { id: 'checking-plan' });

export const toastMissingInformation = (message: string = TEXTS.missingMessage) =>
  toast.error(TEXTS.missingTitle, { id: 'background-missing-information', description: message });

/** Says which preset was chosen and why, and that nothing was charged, when nothing was made. */
export const toastBackgroundGenerated = (
  name: string,
  charge: { imagesUsed: number; reason: string | null } = { imagesUsed: 1, reason: null },
) =>
  toast.success(TEXTS.generatedTitle, {
    description: [
      generatedMessage(name),
      charge.reason ? `${charge.reason}.` : null,
      charge.imagesUsed === 0 ? TEXTS.noImageUsed : null,
    ]
      .filter(Boolean)
      .join(' '),
  });

export const toastPromptSaved = () => toast.success(TEXTS.promptSaved);

export const toastPromptSaveFailed = () =>
  toast.error(TEXTS.saveFailedTitle, { description: TEXTS.savePromptFailed });

/** A refused or failed generation: the plan, the quota, the form, or the engine. */
export function toastGenerationError(error: unknown, navigate: Navigate) {
  const code = error instanceof ApiError ? error.code : undefined;
  if (code === 'FORBIDDEN') return toastUpgradeRequired(navigate);
  if (code === 'QUOTA_EXCEEDED')
    return toast.error(LIMIT_REACHED_TITLE, {
      id: 'generation-limit',
      description: LIMIT_REACHED_MESSAGE,
      action: upgradeAction(navigate),
    });
  if (code === 'VALIDATION_FAILED') return toastMissingInformation((error as ApiError).message);
  return toast.error(TEXTS.generationFailedTitle, {
    description: generationFailedMessage(error instanceof ApiError ? error.message : undefined),
  });
}
