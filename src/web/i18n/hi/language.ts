import type { HindiOf } from '../define-texts';
import type { languageTexts } from '../texts/language';

export default {
  switchLabel: 'भाषा',
  cardDescription: 'ऐप किस भाषा में दिखे — हर उस डिवाइस पर जहाँ आप साइन इन करें।',
  saveFailed: 'आपकी भाषा सेव नहीं हो पाई। यह इस ब्राउज़र में रखी गई है।',
  loadFailed: 'भाषा लोड नहीं हो पाई। अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
} satisfies HindiOf<typeof languageTexts>;
