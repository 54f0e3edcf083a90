/**
 * The listing draft from what the pixels and the seller's choices say (issue #39), with no
 * vendor: the colour (the garment's palette named by each marketplace), solid or printed (the
 * garment's texture), the pieces of a set; every other column '' for the seller to choose.
 * It is also what a vendor's draft falls back to.
 */
import { columnWithRole, listingColumns } from '../../../core/listings/listing-columns.js';
import {
  LISTING_MARKETPLACES,
  type ListingDraft,
  type ListingMarketplace,
} from '../../../core/listings/listing-draft.js';
import { composeListingTexts } from '../../../core/listings/listing-texts.js';
import { garmentRegion, regionPalette } from '../colour/colour-fidelity.js';
import { backdropRegion } from './backdrop-region.js';
import { setPieces } from './count-pieces.js';
import { garmentTexture } from './garment-texture.js';

/** The size the colour check reads the photo at (colour-fidelity.ts). */
const WORK_SIDE = 720;
import type { ListingFillInput } from './listing-fill-input.js';
import { nameColour } from './name-colour.js';

/** What the photo told: a colour per marketplace, solid or printed, the pieces. */
export interface PhotoReading {
  colour: Record<ListingMarketplace, string>;
  printed: boolean | null;
  pieces: number | null;
}

export async function readGarmentPhoto(input: ListingFillInput): Promise<PhotoReading> {
  // A set laid flat is several pieces; the cut-out keeps one, so the backdrop's difference is read.
  const region =
    (await garmentRegion(input.frontPhoto)) ?? (await backdropRegion(input.frontPhoto, WORK_SIDE));
  const palette = regionPalette(region);
  const texture = palette?.[0] ? garmentTexture(region, palette[0].lab) : null;
  const pieces = await setPieces(input);
  const colour = { myntra: '', meesho: '' };
  if (palette && texture)
    for (const marketplace of LISTING_MARKETPLACES)
      colour[marketplace] = nameColour(marketplace, palette, texture.printed, texture.litGround);
  return {
    colour,
    printed: texture?.printed ?? null,
    pieces: pieces && pieces > 0 ? pieces : null,
  };
}

/** Every column '' but what the reading says, each value one of its column's list. */
export function attributesFrom(
  input: Pick<ListingFillInput, 'garmentType'>,
  reading: PhotoReading,
): ListingDraft['attributes'] {
  const attributes = { myntra: {}, meesho: {} } as ListingDraft['attributes'];
  for (const marketplace of LISTING_MARKETPLACES) {
    const row: Record<string, string> = {};
    for (const column of listingColumns(marketplace, input.garmentType)) row[column.key] = '';
    const put = (role: Parameters<typeof columnWithRole>[2], value: string) => {
      const column = columnWithRole(marketplace, input.garmentType, role);
      if (column && column.list.values.includes(value)) row[column.key] = value;
    };
    put('colour', reading.colour[marketplace]);
    if (reading.printed !== null) {
      put('pattern', reading.printed ? 'Printed' : 'Solid');
      if (!reading.printed) put('printType', 'Solid');
    }
    if (reading.pieces) put('pieces', String(reading.pieces));
    attributes[marketplace] = row;
  }
  return attributes;
}

export async function fillListingOffline(input: ListingFillInput): Promise<ListingDraft> {
  const reading = await readGarmentPhoto(input);
  return draftFrom(input, attributesFrom(input, reading), reading.pieces);
}

/** The draft around filled attributes: the texts composed from them (core/listings). */
export function draftFrom(
  input: ListingFillInput,
  attributes: ListingDraft['attributes'],
  pieces: number | null,
): ListingDraft {
  const texts = composeListingTexts(
    {
      garmentType: input.garmentType,
      attributes,
      brand: input.brand,
      gender: input.gender,
      stylingNote: input.stylingNote,
      pieces,
    },
    input.language,
  );
  return {
    garmentType: input.garmentType,
    ...texts,
    attributes,
    filledBy: 'offline',
    costUsd: null,
  };
}
