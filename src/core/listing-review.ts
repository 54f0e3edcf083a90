/**
 * The seller's review of a catalogue's listing draft (issue #39): what the server answers for
 * it, what the review form sends back, and the check of that against each marketplace's
 * values. Shared by the listings module, the public API and the web's form; the draft's own
 * shape is in listings/listing-draft.ts.
 */
import { z } from 'zod';
import { keyedIssue } from './keyed-issue.js';
import { CATALOGUES_API } from './catalogues.js';
import {
  LISTING_MARKETPLACES,
  type ListingColumn,
  type ListingDraft,
  type ListingMarketplace,
  type ListingTexts,
} from './listings/listing-draft.js';
import {
  LISTING_BULLET_LIMIT,
  LISTING_BULLETS,
  LISTING_DESCRIPTION_LIMITS,
  LISTING_TITLE_LIMITS,
} from './listings/listing-limits.js';
import { MARKETPLACE_LABELS } from './marketplaces.js';

export const listingUrls = {
  one: (catalogueId: string) => `${CATALOGUES_API}/${encodeURIComponent(catalogueId)}/listing`,
  refill: (catalogueId: string) =>
    `${CATALOGUES_API}/${encodeURIComponent(catalogueId)}/listing/refill`,
};

/** Each marketplace's columns for the catalogue's garment type, in its sheet's order. */
export type ListingColumnsByMarketplace = Record<ListingMarketplace, ListingColumn[]>;

/** GET /api/catalogues/:id/listing: the draft as the seller last left it, and what it may take. */
export interface ListingView {
  catalogueId: string;
  /** The filler's draft with the seller's edits over it. */
  draft: ListingDraft;
  /** Whether the seller has saved edits over the filler's draft. */
  edited: boolean;
  columns: ListingColumnsByMarketplace;
  /** Per marketplace, the keys of the required columns nobody has filled yet. */
  missing: Record<ListingMarketplace, string[]>;
  updatedAt: string;
}

/** The seller's texts go to every marketplace's sheet: the strictest of their limits. */
export const LISTING_LIMITS = {
  title: Math.min(...Object.values(LISTING_TITLE_LIMITS)),
  bullet: LISTING_BULLET_LIMIT,
  bulletsMin: LISTING_BULLETS.min,
  bulletsMax: LISTING_BULLETS.max,
  description: Math.min(...Object.values(LISTING_DESCRIPTION_LIMITS)),
};

export const LISTING_TEXTS = {
  notFound: 'Catalogue not found',
  noPhoto: "This catalogue's product photo is no longer stored, so its listing cannot be filled.",
  titleRequired: 'Give the listing a title.',
  titleTooLong: `A title can be at most ${LISTING_LIMITS.title} characters.`,
  bulletsCount: `Write ${LISTING_LIMITS.bulletsMin} to ${LISTING_LIMITS.bulletsMax} bullet points.`,
  bulletRequired: 'A bullet point cannot be empty.',
  bulletTooLong: `A bullet point can be at most ${LISTING_LIMITS.bullet} characters.`,
  descriptionRequired: 'Write a short description.',
  descriptionTooLong: `A description can be at most ${LISTING_LIMITS.description} characters.`,
  /** `marketplace` is its name as shown (Myntra), `column` the column's label. */
  offList: (marketplace: string, column: string, value: string) =>
    `"${value}" is not one of ${marketplace}'s values for ${column}. Choose one from the list.`,
  unknownColumn: (marketplace: string, key: string) =>
    `${marketplace} has no column "${key}" for this garment type.`,
} as const;

type ListingTextKey = keyof typeof LISTING_TEXTS;
const said = (key: ListingTextKey) =>
  keyedIssue(`listing${key[0]!.toUpperCase()}${key.slice(1)}`, LISTING_TEXTS[key] as string);
const text = (required: ListingTextKey, max: number, tooLong: ListingTextKey) =>
  z.string().trim().min(1, said(required)).max(max, said(tooLong));

export const listingTextsSchema = z.object({
  title: text('titleRequired', LISTING_LIMITS.title, 'titleTooLong'),
  bullets: z
    .array(text('bulletRequired', LISTING_LIMITS.bullet, 'bulletTooLong'))
    .min(LISTING_LIMITS.bulletsMin, said('bulletsCount'))
    .max(LISTING_LIMITS.bulletsMax, said('bulletsCount')),
  description: text('descriptionRequired', LISTING_LIMITS.description, 'descriptionTooLong'),
}) satisfies z.ZodType<ListingTexts>;

/** One marketplace's attributes: every key one of its columns, every value on its list or ''. */
function attributesSchema(marketplace: ListingMarketplace, columns: readonly ListingColumn[]) {
  const known = new Map(columns.map((column) => [column.key, column]));
  const name = MARKETPLACE_LABELS[marketplace];
  return z.record(z.string(), z.string()).superRefine((attributes, ctx) => {
    for (const [key, value] of Object.entries(attributes)) {
      const column = known.get(key);
      if (!column) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: LISTING_TEXTS.unknownColumn(name, key),
          params: { key: 'listingUnknownColumn', values: [name, key] },
        });
      } else if (value !== '' && !column.values.includes(value)) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: LISTING_TEXTS.offList(name, column.label, value),
          params: { key: 'listingOffList', values: [name, column.label, value] },
        });
      }
    }
  });
}

/**
 * PUT /api/catalogues/:id/listing: the seller's texts and attributes, checked against the
 * columns of the catalogue's garment type. A value nobody could tell stays '' (marked missing).
 */
export function listingEditSchema(columns: ListingColumnsByMarketplace) {
  return z.object({
    english: listingTextsSchema,
    hindi: listingTextsSchema.nullable().optional(),
    attributes: z.object({
      myntra: attributesSchema('myntra', columns.myntra),
      meesho: attributesSchema('meesho', columns.meesho),
    } satisfies Record<ListingMarketplace, unknown>),
  });
}
export type ListingEdit = z.infer<ReturnType<typeof listingEditSchema>>;

/** The required columns of each marketplace left empty. */
export function missingAttributes(
  columns: ListingColumnsByMarketplace,
  attributes: ListingDraft['attributes'],
): Record<ListingMarketplace, string[]> {
  const missing = {} as Record<ListingMarketplace, string[]>;
  for (const marketplace of LISTING_MARKETPLACES) {
    missing[marketplace] = columns[marketplace]
      .filter((column) => column.required && !attributes[marketplace]?.[column.key])
      .map((column) => column.key);
  }
  return missing;
}

/**
 * A draft's attributes as the columns know them: every column present ('' when unknown), a value
 * no longer on the list (the lists were updated) emptied, unknown keys dropped.
 */
export function alignAttributes(
  columns: ListingColumnsByMarketplace,
  attributes: Partial<ListingDraft['attributes']>,
): ListingDraft['attributes'] {
  const aligned = {} as ListingDraft['attributes'];
  for (const marketplace of LISTING_MARKETPLACES) {
    const given = attributes[marketplace] ?? {};
    aligned[marketplace] = Object.fromEntries(
      columns[marketplace].map((column) => {
        const value = given[column.key] ?? '';
        return [column.key, column.values.includes(value) ? value : ''];
      }),
    );
  }
  return aligned;
}
