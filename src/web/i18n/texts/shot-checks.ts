import { COLOUR_WARNING, PRINT_WARNING } from '@core/runs';
import { defineTexts } from '../define-texts';

/** The badges on an image that failed an automatic check (decisions 120, 276). */
export const shotChecksTexts = defineTexts('shot-checks', {
  colourWarning: COLOUR_WARNING,
  printWarning: PRINT_WARNING,
});
