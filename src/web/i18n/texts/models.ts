import { MODEL_LIBRARY_TEXTS } from '@core/model-library';
import { defineTexts } from '../define-texts';

/**
 * The Models Library (docs/product.md §2, §7, §11): the page, its filters, cards, dialogs and
 * toasts; core's MODEL_LIBRARY_TEXTS, which the server also says.
 */
export const modelsTexts = defineTexts('models', {
  ...MODEL_LIBRARY_TEXTS,
  subtitle: 'Model personas for your catalogues. Favourites are easy to find with Favorites Only.',
  shownCount: '{{shown}} of {{total}} models',
  yourModels: 'Your models',
  stockModels: 'Stock models',
  filterLabel: 'Filter models',
  searchLabel: 'Search models by name',
  ethnicity: 'Ethnicity',
  gender: 'Gender',
  bodyType: 'Body type',
  age: 'Age',
  allEthnicities: 'All ethnicities',
  allGenders: 'All genders',
  allBodyTypes: 'All body types',
  selectEthnicity: 'Select ethnicity',
  selectGender: 'Select gender',
  selectBodyType: 'Select body type',
  seePlans: 'See plans',
  createdMessage: '{{name}} is ready for your catalogues.',
  dialogDescription:
    "Describe a model persona; it joins your library and the create page's models.",
  namePlaceholder: 'e.g. Priya',
  descriptionPlaceholder: 'e.g. long wavy hair, warm smile, natural make-up',
  agePlaceholder: 'e.g. 25-30',
  portraitOf: 'Portrait of {{name}}',
  delete: 'Delete',
  deleteName: 'Delete {{name}}',
  deletingName: 'Deleting {{name}}',
  deleteTitle: 'Delete Model',
  deleteBody:
    'Delete “{{name}}” from your library? Catalogues you already made with this model are not affected. This cannot be undone.',
});
