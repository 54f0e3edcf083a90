/**
 * What a vendor's listing request does the same on every vendor (decisions 234 and 235): one
 * deadline with the caller's stop, the bill told to the caller for the ledger, the front photo
 * as the vendors take photos, and the draft made from a valid answer (the seller's count of
 * pieces in its column, texts the vendor left out composed here).
 */
import sharp from 'sharp';
import { columnWithRole } from '../../../core/listings/listing-columns.js';
import {
  LISTING_MARKETPLACES,
  type ListingDraft,
  type ListingFilledBy,
} from '../../../core/listings/listing-draft.js';
import { composeListingTexts } from '../../../core/listings/listing-texts.js';
import { asVendorJpeg, VENDOR_PHOTO_LONG_SIDE } from '../ai/vendor-jpeg.js';
import type { VendorBill } from '../vendor-bill.js';
import { setPieces } from './count-pieces.js';
import type { ListingAnswer } from './listing-answer.js';
import type { ListingFillInput } from './listing-fill-input.js';
import type { ListingFillOptions } from './listing-filler.js';

/** How long a listing request may take before the offline draft is given instead. */
export const LISTING_REQUEST_TIMEOUT_MS = 60_000;

export function listingRequestSignal(timeoutMs: number, options: ListingFillOptions) {
  return AbortSignal.any([
    AbortSignal.timeout(timeoutMs),
    ...(options.signal ? [options.signal] : []),
  ]);
}

/** Tells the caller what one request cost, as the image requests' bills do. */
export const listingBiller =
  (options: ListingFillOptions, engine: VendorBill['engine'], model: string) =>
  (ended: VendorBill['ended'], costUsd: number) =>
    options.onBilled?.({
      kind: 'listing',
      engine,
      model,
      ended,
      costMicroUsd: Math.round(costUsd * 1e6),
    });

/** The front photo upright, as a JPEG of the size the vendors are sent photos at. */
export const listingPhoto = (input: ListingFillInput) =>
  asVendorJpeg(sharp(input.frontPhoto).rotate(), VENDOR_PHOTO_LONG_SIDE).toBuffer();

/** The seller's count of pieces (or the photo's) in the column the vendor was not asked. */
export function withPieces(
  attributes: ListingDraft['attributes'],
  input: ListingFillInput,
  pieces: number | null,
): ListingDraft['attributes'] {
  for (const marketplace of LISTING_MARKETPLACES) {
    const column = columnWithRole(marketplace, input.garmentType, 'pieces');
    if (!column) continue;
    const value = pieces ? String(pieces) : '';
    attributes[marketplace][column.key] = column.list.values.includes(value) ? value : '';
  }
  return attributes;
}

/** The draft from a vendor's valid answer. */
export async function draftFromAnswer(
  input: ListingFillInput,
  answer: ListingAnswer,
  filledBy: ListingFilledBy,
  costUsd: number,
): Promise<ListingDraft> {
  const pieces = await setPieces(input);
  const attributes = withPieces(answer.attributes, input, pieces);
  const composed = composeListingTexts({ ...input, attributes, pieces }, input.language);
  return {
    garmentType: input.garmentType,
    english: answer.english ?? composed.english,
    hindi: input.language === 'hi' ? (answer.hindi ?? composed.hindi) : null,
    attributes,
    filledBy,
    costUsd,
  };
}
