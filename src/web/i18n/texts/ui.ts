import { defineTexts } from '../define-texts';

/** Shared controls' words for screen readers: the toasts' close button and the carousel. */
export const uiTexts = defineTexts('ui', {
  closeToast: 'Close toast',
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  slideOf: '{{n}} of {{total}}',
});
