/**
 * The JSON schema the listing's vision request asks Gemini to answer in (decision 234): the
 * texts in English (and Hindi for a Hindi seller), then per marketplace one object whose
 * properties are the garment's columns, each a string enum of the column's values and ''.
 * What the seller chose (the pieces of a set) is not asked.
 */
import type { GarmentTypeId } from '../../../core/garments.js';
import type { Language } from '../../../core/language.js';
import { listingColumnDefs } from '../../../core/listings/listing-columns.js';
import {
  LISTING_MARKETPLACES,
  type ListingMarketplace,
} from '../../../core/listings/listing-draft.js';
import { SHARED_TITLE_LIMIT } from '../../../core/listings/listing-limits.js';

export interface JsonSchema {
  type: 'object' | 'string' | 'array';
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: string[];
  items?: JsonSchema;
  /** Only in OpenAI's strict form (openAIStrictSchema); Google's schema leaves it out. */
  additionalProperties?: false;
}

/** The columns the vendor is asked to fill: all but what the seller chose. */
export function askedColumns(marketplace: ListingMarketplace, garmentType: GarmentTypeId) {
  return listingColumnDefs(marketplace, garmentType).filter((def) => def.role !== 'pieces');
}

function textsSchema(language: 'English' | 'Hindi'): JsonSchema {
  const limit = SHARED_TITLE_LIMIT;
  return {
    type: 'object',
    description: `The listing's texts in ${language}${language === 'Hindi' ? ' (Devanagari)' : ''}.`,
    properties: {
      title: {
        type: 'string',
        description: `At most ${limit} characters: brand, gender, type, style, fabric, colour, key feature.`,
      },
      bullets: {
        type: 'array',
        description: '3 to 5 short bullet points, each at most 150 characters.',
        items: { type: 'string' },
      },
      description: { type: 'string', description: 'At most 1000 characters.' },
    },
    required: ['title', 'bullets', 'description'],
  };
}

export function listingAnswerSchema(garmentType: GarmentTypeId, language: Language): JsonSchema {
  const properties: Record<string, JsonSchema> = { english: textsSchema('English') };
  if (language === 'hi') properties.hindi = textsSchema('Hindi');
  for (const marketplace of LISTING_MARKETPLACES) {
    const columns = askedColumns(marketplace, garmentType);
    properties[marketplace] = {
      type: 'object',
      description: `${marketplace}'s sheet columns: a listed value, or '' when the photo does not show it.`,
      properties: Object.fromEntries(
        columns.map((def) => [
          def.key,
          { type: 'string', description: def.label, enum: [...def.list.values, ''] },
        ]),
      ),
      required: columns.map((def) => def.key),
    };
  }
  return { type: 'object', properties, required: Object.keys(properties) };
}

/**
 * The schema in OpenAI's strict form (decision 235): every object closed with
 * `additionalProperties: false` and every property required (the listing's already are).
 */
export function openAIStrictSchema(schema: JsonSchema): JsonSchema {
  const strict: JsonSchema = { ...schema };
  if (schema.properties) {
    strict.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([key, child]) => [key, openAIStrictSchema(child)]),
    );
    strict.required = Object.keys(schema.properties);
  }
  if (schema.type === 'object') strict.additionalProperties = false;
  if (schema.items) strict.items = openAIStrictSchema(schema.items);
  return strict;
}
