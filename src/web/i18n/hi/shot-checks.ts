import type { HindiOf } from '../define-texts';
import type { shotChecksTexts } from '../texts/shot-checks';

export default {
  colourWarning: 'रंग आपकी फ़ोटो से अलग हो सकता है',
  printWarning: 'प्रिंट या बॉर्डर आपकी फ़ोटो से अलग हो सकता है',
} satisfies HindiOf<typeof shotChecksTexts>;
