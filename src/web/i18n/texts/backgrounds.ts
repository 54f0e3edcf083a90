import { BACKGROUND_LIBRARY_TEXTS } from '@core/background-library';
import { defineTexts } from '../define-texts';

/**
 * The Backgrounds Library (docs/product.md §2, §7, §11): the page, its filters, cards, dialogs
 * and toasts; core's BACKGROUND_LIBRARY_TEXTS, which the server also says.
 */
export const backgroundsTexts = defineTexts('backgrounds', {
  ...BACKGROUND_LIBRARY_TEXTS,
  subtitle: 'Scenes for your catalogues. Favorites come first on the create page.',
  subtitleWithCustom:
    '39 presets and {{custom}} of your own. Favorites come first on the create page.',
  shownCount: '{{shown}} of {{total}} backgrounds',
  gridLabel: 'Backgrounds',
  loadingLabel: 'Loading backgrounds',
  filterLabel: 'Filter backgrounds',
  searchLabel: 'Search backgrounds',
  categoryLabel: 'Category',
  allCategories: 'All categories',
  delete: 'Delete',
  deleteName: 'Delete {{name}}',
  seePlans: 'See plans',
  checkingPlan: 'Please wait while we check your plan.',
  generatedMessage: '{{name}} is now available for image generation',
  generationFailedMessage: 'Failed to generate background: {{reason}}',
  dialogTitle: 'Generate Custom Background',
  dialogDescription: "Describe a scene; it joins your library and the create page's backgrounds.",
  promptSource: 'Prompt source',
  nameLabel: 'Name',
  namePlaceholder: 'e.g. Monsoon Terrace',
  descriptionLabel: 'Description',
  promptPlaceholder:
    'e.g. a rain-washed rooftop terrace at dusk with potted palms and warm string lights',
  removeTitle: 'Delete Background',
  removeBody:
    'Delete “{{name}}” from your library? Catalogues you already made with it are not affected. This cannot be undone.',
  loadingPrompts: 'Loading saved prompts',
  use: 'Use',
  useName: 'Use {{name}}',
  deletePromptName: 'Delete prompt {{name}}',
});
