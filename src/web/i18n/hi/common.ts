import type { HindiOf } from '../define-texts';
import type { commonTexts } from '../texts/common';

export default {
  cancel: 'रद्द करें',
  delete: 'हटाएँ',
  deleting: 'हटाया जा रहा है...',
  tryAgain: 'फिर कोशिश करें',
  clearSearch: 'खोज साफ़ करें',
  favoriteName: '{{name}} को पसंदीदा बनाएँ',
  imagesLeft_one: ' आपकी {{count}} तस्वीर बाकी है।',
  imagesLeft_other: ' आपकी {{count}} तस्वीरें बाकी हैं।',
} satisfies HindiOf<typeof commonTexts>;
