/** Garment photo uploads (docs/product.md §4, decision 006): limits and messages. */

/** Front is required; Detail is a close-up of the print, embroidery, border or pallu (decision 178). */
export const GARMENT_VIEWS = ['front', 'back', 'side', 'detail'] as const;
export type GarmentView = (typeof GARMENT_VIEWS)[number];

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** Decompression bombs stop here: 50 megapixels is more than any phone photo. */
export const MAX_PHOTO_PIXELS = 50_000_000;
/** Stored photos are scaled so their long edge is at most this; more adds nothing to a 2048x2560 shot. */
export const STORED_PHOTO_LONG_EDGE = 4096;

export const ACCEPTED_PHOTO_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/heic',
  'image/heif',
] as const;

/**
 * The photo input's accept: HEIC named as well, so an iPhone sends the photo as it is rather
 * than a JPEG copy, and by extension for systems that give .heic files no image type.
 */
export const PHOTO_INPUT_ACCEPT = 'image/*,image/heic,image/heif,.heic,.heif';

export const UPLOAD_MESSAGES = {
  missingFront: 'Missing Image: Please upload at least a front image',
  tooLarge: 'Each photo must be 10 MB or smaller.',
  tooManyPixels: 'That photo has too many pixels. Please use one under 50 megapixels.',
  notAnImage:
    'That file is not a photo we can read. Please upload a JPG, PNG, WebP, AVIF or HEIC image.',
  svgRefused:
    'SVG drawings are not accepted. Please upload a photo (JPG, PNG, WebP, AVIF or HEIC).',
  unknownField: 'Only front, back, side and detail photos can be uploaded.',
  notMultipart: 'Photos must be sent as a multipart form.',
} as const;

/** A refused photo's message names its slot: 'Back photo: That file is not a photo we can read…' */
export function photoRefusal(view: GarmentView, message: string): string {
  return `${view[0]!.toUpperCase()}${view.slice(1)} photo: ${message}`;
}
