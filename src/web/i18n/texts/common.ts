import { defineTexts } from '../define-texts';

/** Texts of the shared controls (components/ui) the dashboard's pages use. */
export const commonTexts = defineTexts('common', {
  cancel: 'Cancel',
  delete: 'Delete',
  deleting: 'Deleting...',
  tryAgain: 'Try again',
  clearSearch: 'Clear search',
  favoriteName: 'Favorite {{name}}',
  imagesLeft_one: ' You have {{count}} image left.',
  imagesLeft_other: ' You have {{count}} images left.',
});
