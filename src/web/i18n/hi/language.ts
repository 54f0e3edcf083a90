import type { HindiOf } from '../define-texts';
import type { languageTexts } from '../texts/language';

export default {
  switchLabel: 'भाषा',
  saveFailed: 'आपकी भाषा सेव नहीं हो पाई। यह इस ब्राउज़र में रखी गई है।',
} satisfies HindiOf<typeof languageTexts>;
