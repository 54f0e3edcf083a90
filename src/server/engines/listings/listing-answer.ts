/**
 * Reading the vendor's answer to the listing request: JSON of the asked shape or nothing (the
 * caller then gives the offline draft). A value off its column's list, never expected under the
 * schema, is left ''; texts that break the limits are composed from the attributes instead.
 */
import type { GarmentTypeId } from '../../../core/garments.js';
import {
  LISTING_MARKETPLACES,
  type ListingDraft,
  type ListingTexts,
} from '../../../core/listings/listing-draft.js';
import {
  LISTING_BULLETS,
  LISTING_BULLET_LIMIT,
  SHARED_DESCRIPTION_LIMIT,
  SHARED_TITLE_LIMIT,
} from '../../../core/listings/listing-limits.js';
import { askedColumns } from './listing-answer-schema.js';

export interface ListingAnswer {
  english: ListingTexts | null;
  hindi: ListingTexts | null;
  attributes: ListingDraft['attributes'];
}

const DEVANAGARI = /[\u0900-\u097F]/;

export function readListingAnswer(
  text: string | undefined,
  garmentType: GarmentTypeId,
): ListingAnswer | null {
  let json: unknown;
  try {
    json = JSON.parse(text ?? '');
  } catch {
    return null;
  }
  if (!isRecord(json)) return null;
  const attributes = { myntra: {}, meesho: {} } as ListingDraft['attributes'];
  for (const marketplace of LISTING_MARKETPLACES) {
    const row = json[marketplace];
    if (!isRecord(row)) return null;
    for (const def of askedColumns(marketplace, garmentType)) {
      const value = row[def.key];
      attributes[marketplace][def.key] =
        typeof value === 'string' && def.list.values.includes(value) ? value : '';
    }
  }
  return {
    english: readTexts(json.english, false),
    hindi: readTexts(json.hindi, true),
    attributes,
  };
}

/** Texts within the marketplaces' limits, or null (the composed ones are used). */
function readTexts(value: unknown, hindi: boolean): ListingTexts | null {
  if (!isRecord(value)) return null;
  const { title, bullets, description } = value;
  if (typeof title !== 'string' || typeof description !== 'string' || !Array.isArray(bullets))
    return null;
  const lines = bullets.filter((b): b is string => typeof b === 'string').map((b) => b.trim());
  const fits =
    title.trim().length > 0 &&
    title.length <= SHARED_TITLE_LIMIT &&
    description.length <= SHARED_DESCRIPTION_LIMIT &&
    lines.length >= LISTING_BULLETS.min &&
    lines.length <= LISTING_BULLETS.max &&
    lines.every((line) => line.length > 0 && line.length <= LISTING_BULLET_LIMIT);
  if (!fits) return null;
  if (hindi && !DEVANAGARI.test(title + lines.join('') + description)) return null;
  return { title: title.trim(), bullets: lines, description: description.trim() };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
