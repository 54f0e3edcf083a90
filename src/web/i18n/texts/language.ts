import { defineTexts } from '../define-texts';

export const languageTexts = defineTexts('language', {
  switchLabel: 'Language',
  cardDescription: 'The language the app is shown in, on every device you sign in on.',
  saveFailed: 'Could not save your language. It is kept on this browser.',
  loadFailed: 'Could not load the language. Check your connection and try again.',
});
