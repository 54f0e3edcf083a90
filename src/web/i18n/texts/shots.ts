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
});
