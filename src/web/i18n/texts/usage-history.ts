import { defineTexts } from '../define-texts';

/** Settings → Usage history (decision 269): the month's charges and the images given back. */
export const usageHistoryTexts = defineTexts('usage-history', {
  title: 'Usage History',
  description: 'Images charged for your catalogues and images given back to your month.',
  loadFailed: 'Usage history could not be loaded. Please try again.',
  empty: 'No images charged or given back yet.',
  charge: 'Images used',
  credit: 'Given back by support',
  creditReport: 'Given back for a reported image',
  reportOnly: 'Image reported, nothing given back',
  other: 'Adjustment',
  images_one: '{{count}} image',
  images_other: '{{count}} images',
  run: 'Run {{id}}',
});
