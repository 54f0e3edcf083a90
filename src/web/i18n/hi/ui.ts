import type { HindiOf } from '../define-texts';
import type { uiTexts } from '../texts/ui';

export default {
  closeToast: 'सूचना बंद करें',
  previousSlide: 'पिछली स्लाइड',
  nextSlide: 'अगली स्लाइड',
  slideOf: '{{total}} में से {{n}}',
} satisfies HindiOf<typeof uiTexts>;
