import { MARKETPLACE_LABELS } from '@core/marketplaces';
import { REGENERATION_TEXTS } from '@core/regeneration';
import { defineTexts } from '../define-texts';

/** A finished image's Regenerate button and the Download for… menu (decisions 017, 122). */
export const shotsTexts = defineTexts('shots', {
  regenerateName: REGENERATION_TEXTS.button('{{pose}}'),
  regenerate: 'Regenerate',
  cost: REGENERATION_TEXTS.cost,
  noneLeft: REGENERATION_TEXTS.noneLeft,
  upgradeYourPlan: 'Upgrade your plan',
  confirmTitle: REGENERATION_TEXTS.confirmTitle('{{pose}}'),
  confirmUnlimited: REGENERATION_TEXTS.confirmDescription(null),
  confirmLeft: REGENERATION_TEXTS.confirmDescription('{{count}}' as unknown as number),
  cancel: 'Cancel',
  regenerateUsesOne: 'Regenerate (uses 1 image)',
  downloadFor: 'Download for…',
  downloadZipFor: 'Download a zip for',
  original: MARKETPLACE_LABELS.original,
  downloadStarted: 'Download Started',
  originalDownloading: 'Your original images are downloading as a zip.',
  marketplacePreparing:
    'Your images for {{marketplace}} are being prepared and will download as a zip.',
  // The toasts of a regeneration (regeneration-toasts.ts); its reason is the server's, by key.
  regenerationStarted: REGENERATION_TEXTS.started,
  regenerationStartedDescription: REGENERATION_TEXTS.startedDescription('{{pose}}'),
  regenerationDone: REGENERATION_TEXTS.done,
  regenerationDoneDescription: REGENERATION_TEXTS.doneDescription('{{pose}}'),
  regenerationFailed: REGENERATION_TEXTS.failedTitle,
  regenerationFailedDescription: REGENERATION_TEXTS.failedDescription('{{reason}}'),
});
