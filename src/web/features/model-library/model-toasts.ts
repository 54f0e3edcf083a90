import { createTexts } from '@/i18n/texts/create';
import { translate } from '@/i18n/language-store';
import { modelsTexts } from '@/i18n/texts/models';
/** The Models Library's toasts of docs/product.md §11, with its texts, in one place. */
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { paths } from '@core/paths';
import { serverMessage } from '@/i18n/server-message';

type Navigate = (to: string) => void;

const upgradeAction = (navigate: Navigate) => ({
  label: translate(modelsTexts, 'seePlans'),
  onClick: () => navigate(paths.pricing),
});

export const toastModelUpgradeRequired = (navigate: Navigate) =>
  toast.error(translate(modelsTexts, 'upgradeTitle'), {
    id: 'model-upgrade-required',
    description: translate(modelsTexts, 'upgradeMessage'),
    action: upgradeAction(navigate),
  });

export const toastModelMissingInformation = () =>
  toast.error(translate(modelsTexts, 'missingTitle'), {
    id: 'model-missing-information',
    description: translate(modelsTexts, 'missingMessage'),
  });

export const toastModelCreated = (name: string) =>
  toast.success(translate(modelsTexts, 'createdTitle'), {
    description: translate(modelsTexts, 'createdMessage', { name }),
  });

export const toastModelDeleted = () => toast.success(translate(modelsTexts, 'deleted'));

export const toastModelDeleteFailed = () =>
  toast.error(translate(modelsTexts, 'errorTitle'), {
    description: translate(modelsTexts, 'deleteFailed'),
  });

export const toastModelsLoadFailed = () =>
  toast.error(translate(modelsTexts, 'errorTitle'), {
    id: 'models-load-failed',
    description: translate(modelsTexts, 'loadFailed'),
  });

/** A refused or failed creation: the session, the plan, the quota, the form, or the engine. */
export function toastCreateModelError(error: unknown, navigate: Navigate) {
  const apiError = error instanceof ApiError ? error : undefined;
  switch (apiError?.code) {
    case 'UNAUTHENTICATED':
      return toast.error(translate(modelsTexts, 'authTitle'), {
        description: translate(modelsTexts, 'authMessage'),
      });
    case 'FORBIDDEN':
      return toastModelUpgradeRequired(navigate);
    case 'QUOTA_EXCEEDED':
      return toast.error(translate(createTexts, 'limitReachedTitle'), {
        id: 'generation-limit',
        description: translate(createTexts, 'limitReachedMessage'),
        action: upgradeAction(navigate),
      });
    case 'VALIDATION_FAILED':
      return toastModelMissingInformation();
    case 'BAD_REQUEST':
      // The engine's own reason (e.g. its safety filter declined the portrait).
      return toast.error(translate(modelsTexts, 'creationFailedTitle'), {
        description: serverMessage(apiError),
      });
    default:
      return toast.error(translate(modelsTexts, 'creationFailedTitle'), {
        description: translate(modelsTexts, 'creationFailed'),
      });
  }
}
