import { CATALOGUE_TEXTS } from '@core/catalogues';
import { defineTexts } from '../define-texts';

/** My Catalogues (docs/product.md §5): the page, its cards and pages; core's CATALOGUE_TEXTS. */
export const cataloguesTexts = defineTexts('catalogues', {
  ...CATALOGUE_TEXTS,
  title: 'My Catalogues',
  savedCount_one: '{{count}} saved catalogue, ready to view and download.',
  savedCount_other: '{{count}} saved catalogues, ready to view and download.',
  savedNone: 'Your saved catalogues, ready to view and download.',
  newCatalogue: 'New Catalogue',
  images_one: '{{count}} image',
  images_other: '{{count}} images',
  view: 'View',
  viewName: 'View {{name}}',
  downloadZip: 'Download zip',
  downloadZipName: 'Download {{name}} as a zip',
  downloadForName: 'Download {{name}} for a marketplace',
  downloadFor: 'Download for…',
  delete: 'Delete',
  deleteName: 'Delete {{name}}',
  pages: 'Catalogue pages',
  previous: 'Previous',
  next: 'Next',
  pageOf: 'Page {{page}} of {{count}}',
  ready: 'Ready',
  completed: 'Completed',
  processing: 'Processing',
});
