/**
 * The public API's listing draft (issue #39): what GET answers and PUT takes. The request's
 * shape is checked here; its values against each marketplace's list by the listings service,
 * which answers 400 naming a value off the list.
 */
import { z } from '@hono/zod-openapi';
import { GARMENT_TYPE_IDS } from '../../../core/garments.js';
import { LISTING_LIMITS } from '../../../core/listing-review.js';

const ListingTextsSchema = z
  .object({
    title: z.string().max(LISTING_LIMITS.title).openapi({ example: 'Blue Solid Cotton Kurta' }),
    bullets: z
      .array(z.string().max(LISTING_LIMITS.bullet))
      .min(LISTING_LIMITS.bulletsMin)
      .max(LISTING_LIMITS.bulletsMax),
    description: z.string().max(LISTING_LIMITS.description),
  })
  .openapi('ListingTexts');

/** Per marketplace, column key to value ('' for none yet). */
const ListingAttributesSchema = z
  .object({
    myntra: z.record(z.string(), z.string()),
    meesho: z.record(z.string(), z.string()),
  })
  .openapi('ListingAttributes', {
    example: { myntra: { prominent_colour: 'Blue', fabric: 'Cotton' }, meesho: { color: 'Blue' } },
  });

const ListingColumnSchema = z
  .object({
    key: z.string(),
    label: z.string(),
    values: z.array(z.string()).openapi({ description: 'The only values the column takes.' }),
    required: z.boolean(),
  })
  .openapi('ListingColumn');

export const ListingSchema = z
  .object({
    catalogueId: z.uuid(),
    draft: z.object({
      garmentType: z.enum(GARMENT_TYPE_IDS),
      english: ListingTextsSchema,
      hindi: ListingTextsSchema.nullable(),
      attributes: ListingAttributesSchema,
      filledBy: z.enum(['offline', 'gemini', 'openai']),
      costUsd: z.number().nullable(),
    }),
    edited: z.boolean().openapi({ description: 'Whether edits were saved over the filled draft.' }),
    columns: z.object({
      myntra: z.array(ListingColumnSchema),
      meesho: z.array(ListingColumnSchema),
    }),
    missing: z
      .object({ myntra: z.array(z.string()), meesho: z.array(z.string()) })
      .openapi({ description: 'Per marketplace, the required columns still empty.' }),
    updatedAt: z.iso.datetime(),
  })
  .openapi('Listing');

export const ListingEditSchema = z
  .object({
    english: ListingTextsSchema,
    hindi: ListingTextsSchema.nullable().optional(),
    attributes: ListingAttributesSchema,
  })
  .openapi('ListingEdit');
