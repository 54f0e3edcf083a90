import { defineTexts } from '../define-texts';

/** The frame of every legal page; the documents are the legal-* namespaces. */
export const legalTexts = defineTexts('legal', {
  backToHome: 'Back to Home',
  lastUpdated: 'Last updated {{date}}',
  contents: 'Contents',
});
