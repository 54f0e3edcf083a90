/** The Models Library's toasts of docs/product.md §11, with its texts, in one place. */
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { MODEL_LIBRARY_TEXTS as TEXTS, modelCreatedMessage } from '@core/model-library';
import { paths } from '@core/paths';
import { LIMIT_REACHED_MESSAGE, LIMIT_REACHED_TITLE } from '@core/usage';

type Navigate = (to: string) => void;

const upgradeAction = (navigate: Navigate) => ({
  label: 'See plans',
  onClick: () => navigate(paths.pricing),
});

export const toastModelUpgradeRequired = (navigate: Navigate) =>
  toast.error(TEXTS.upgradeTitle, {
    id: 'model-upgrade-required',
    description: TEXTS.upgradeMessage,
    action: upgradeAction(navigate),
  });

export const toastModelMissingInformation = () =>
  toast.error(TEXTS.missingTitle, {
    id: 'model-missing-information',
    description: TEXTS.missingMessage,
  });

export const toastModelCreated = (name: string) =>
  toast.success(TEXTS.createdTitle, { description: modelCreatedMessage(name) });

export const toastModelDeleted = () => toast.success(TEXTS.deleted);

export const toastModelDeleteFailed = () =>
  toast.error(TEXTS.errorTitle, { description: TEXTS.deleteFailed });

export const toastModelsLoadFailed = () =>
  toast.error(TEXTS.errorTitle, { id: 'models-load-failed', description: TEXTS.loadFailed });

/** A refused or failed creation: the session, the plan, the quota, the form, or the engine. */
export function toastCreateModelError(error: unknown, navigate: Navigate) {
  const apiError = error instanceof ApiError ? error : undefined;
  switch (apiError?.code) {
    case 'UNAUTHENTICATED':
      return toast.error(TEXTS.authTitle, { description: TEXTS.authMessage });
    case 'FORBIDDEN':
      return toastModelUpgradeRequired(navigate);
    case 'QUOTA_EXCEEDED':
      return toast.error(LIMIT_REACHED_TITLE, {
        id: 'generation-limit',
        description: LIMIT_REACHED_MESSAGE,
        action: upgradeAction(navigate),
      });
    case 'VALIDATION_FAILED':
      return toastModelMissingInformation();
    case 'BAD_REQUEST':
      // The engine's own reason (e.g. its safety filter declined the portrait).
      return toast.error(TEXTS.creationFailedTitle, { description: apiError.message });
    default:
      return toast.error(TEXTS.creationFailedTitle, { description: TEXTS.creationFailed });
  }
}
