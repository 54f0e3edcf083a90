import { defineTexts } from '../define-texts';

export const languageTexts = defineTexts('language', {
  switchLabel: 'Language',
  saveFailed: 'Could not save your language. It is kept on this browser.',
});
