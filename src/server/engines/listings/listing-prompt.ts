/**
 * The words of the listing's vision request (decision 234): what the photo is, what the seller
 * told us, and how to answer. The schema carries the values; the prompt says to use '' for what
 * the photo does not show rather than guess.
 */
import { garmentTypeName } from '../../../core/garments.js';
import type { ListingFillInput } from './listing-fill-input.js';

export function listingPrompt(input: ListingFillInput): string {
  const told = [
    `Garment type (the seller's choice): ${garmentTypeName(input.garmentType) ?? 'apparel'}.`,
    input.gender ? `For: ${input.gender}.` : '',
    input.brand ? `Brand: ${input.brand}.` : '',
    input.pieces ? `Pieces in the set: ${input.pieces}.` : '',
    input.stylingNote ? `The seller's styling note: ${input.stylingNote}` : '',
  ].filter(Boolean);
  return [
    'This is the front photo of a garment an apparel seller in India lists on Myntra and Meesho.',
    ...told,
    "Fill each marketplace's columns with one of the listed values as the photo shows it; answer '' for anything the photo does not show (fabric you cannot see, occasion) rather than guess.",
    'Write the English title as brand, gender, type, style, fabric, colour and key feature, in that order, leaving out what is unknown; 3 to 5 factual bullet points; a short description. No claims the photo does not support, no prices, no offers.',
    input.language === 'hi'
      ? 'Also write the title, bullets and description in Hindi, in Devanagari script.'
      : '',
  ]
    .filter(Boolean)
    .join('\n');
}
