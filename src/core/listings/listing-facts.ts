/**
 * What a draft's attributes say about the garment, whatever the marketplace calls its columns:
 * the words the titles and texts are made of. Myntra's values read best in a title (Title Case
 * English), so they are preferred; Meesho's fill what Myntra's sheet lacks.
 */
import type { GarmentTypeId } from '../garments.js';
import type { ColumnRole } from './listing-column-def.js';
import { columnWithRole } from './listing-columns.js';
import type { ListingDraft } from './listing-draft.js';

export type ListingFacts = Partial<Record<ColumnRole, string>>;

const FACT_ROLES: readonly ColumnRole[] = [
  'colour',
  'fabric',
  'pattern',
  'printType',
  'pieces',
  'setContent',
  'border',
  'borderWidth',
  'sleeveLength',
  'neck',
  'occasion',
  'style',
];

/** Values that mean "nothing to say" in a sheet, never written into a text. */
const SILENT = new Set(['', 'NA', 'No Border', 'Solid', 'Multi', 'Multicolor', 'Assorted']);

export function listingFacts(
  garmentType: GarmentTypeId,
  attributes: ListingDraft['attributes'],
): ListingFacts {
  const facts: ListingFacts = {};
  for (const role of FACT_ROLES)
    for (const marketplace of ['myntra', 'meesho'] as const) {
      const column = columnWithRole(marketplace, garmentType, role);
      const value = column ? (attributes[marketplace][column.key] ?? '') : '';
      if (value && !facts[role]) facts[role] = value;
    }
  return facts;
}

/** A fact worth a word in a text ('' for the values that say nothing, like 'NA'). */
export function said(value: string | undefined, keepSolid = false): string {
  if (!value) return '';
  if (keepSolid && value === 'Solid') return value;
  return SILENT.has(value) ? '' : value;
}

/** 'Multi' and 'Multicolor' are a colour too: the title says "Multicolour". */
export function colourWord(value: string | undefined): string {
  if (value === 'Multi' || value === 'Multicolor') return 'Multicolour';
  return said(value);
}
