/**
 * The public API's requests and answers as zod schemas (decision 133): the same schemas validate
 * requests and generate the OpenAPI 3.1 document at /api/v1/openapi.json, so the document cannot
 * drift from what the server accepts.
 */
import { z } from '@hono/zod-openapi';
import { CATALOGUE_PAGE_SIZE, CATALOGUE_PAGE_SIZE_MAX } from '../../../core/catalogues.js';
import {
  GARMENT_GROUPS,
  GARMENT_TEXTS,
  GARMENT_TYPE_IDS,
  STYLING_NOTE_MAX,
} from '../../../core/garments.js';
import { RUN_STATUSES, SHOT_STATUSES } from '../../../core/runs.js';

export const ErrorSchema = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: 'NOT_FOUND' }),
      message: z.string().openapi({ example: 'Generation not found' }),
      issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    }),
  })
  .openapi('Error');

export const imageUrl = z
  .url()
  .max(2048)
  .openapi({ example: 'https://example.com/kurta-front.jpg' });
const webhookUrl = z.url().max(2048).optional().openapi({
  description: 'Called with run.completed or run.failed when the run ends (signed).',
  example: 'https://example.com/hooks/vastra',
});
export const batchWebhookUrl = z.url().max(2048).optional().openapi({
  description: 'Called with batch.completed when every product has ended (signed).',
  example: 'https://example.com/hooks/vastra',
});
const backgroundId = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .openapi({ description: 'From GET /backgrounds.', example: 'clean-white-studio' });
const modelId = z.string().trim().min(1).max(100).optional().openapi({
  description: 'From GET /models: one of your custom models or a stock one; omit for no model.',
});

/** Checked again by the runs service (core garmentTypeSchema); here for the document. */
export const garmentTypeField = z
  .enum(GARMENT_TYPE_IDS, GARMENT_TEXTS.unknownType)
  .optional()
  .openapi({
    description: 'What the garment is, from GET /garment-types; `other` when omitted.',
    example: 'kurta',
  });
export const stylingNoteField = z
  .string()
  .optional()
  .openapi({
    description: `How it is worn or styled, at most ${STYLING_NOTE_MAX} characters (spaces are collapsed).`,
    example: 'with white sneakers',
  });

export const CreateRunJsonSchema = z
  .object({
    images: z.object({
      front: imageUrl,
      back: imageUrl.optional(),
      side: imageUrl.optional(),
      detail: imageUrl.optional().openapi({
        description: 'A close-up of the print, embroidery, border or pallu.',
      }),
    }),
    backgroundId,
    modelId,
    garmentType: garmentTypeField,
    stylingNote: stylingNoteField,
    webhookUrl,
  })
  .openapi('CreateRunFromUrls');

const photo = z
  .custom<File>((value) => value instanceof File, 'Expected an image file.')
  .openapi({ type: 'string', format: 'binary' });

export const CreateRunFormSchema = z
  .object({
    front: photo,
    back: photo.optional(),
    side: photo.optional(),
    detail: photo.optional(),
    backgroundId,
    modelId,
    garmentType: garmentTypeField,
    stylingNote: stylingNoteField,
    webhookUrl,
  })
  .openapi('CreateRunFromPhotos');

export const ShotSchema = z
  .object({
    index: z.number().int(),
    name: z.string().openapi({ example: 'Front' }),
    shotId: z.string(),
    status: z.enum(SHOT_STATUSES).openapi({
      description:
        "waiting (not started), generating, throttled (started, and waiting for its turn with the image service, whose rate limit the app's workers share; it goes on by itself), complete, failed or cancelled.",
    }),
    imageUrl: z.string().nullable().openapi({ description: 'Full-size PNG, once complete.' }),
    previewUrl: z.string().nullable(),
    failureReason: z.string().nullable(),
    failureKey: z.string().nullable().openapi({
      description:
        "failureReason's stable key (e.g. imageServiceBusy), the same whatever its words; null when failureReason is null or was stored before reasons had keys.",
      example: null,
    }),
    note: z.string().nullable(),
  })
  .openapi('Shot');

export const RunSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(RUN_STATUSES),
    createdAt: z.iso.datetime(),
    finishedAt: z.iso.datetime().nullable(),
    backgroundName: z.string(),
    modelName: z.string().nullable(),
    garmentType: z.enum(GARMENT_TYPE_IDS).nullable().openapi({
      description: 'What the garment is; null for runs made before garment types existed.',
    }),
    stylingNote: z.string().nullable(),
    engine: z.string(),
    total: z.number().int(),
    generated: z.number().int(),
    failed: z.number().int(),
    catalogueId: z.uuid().nullable().openapi({ description: 'Set once saved as a catalogue.' }),
    shots: z.array(ShotSchema),
  })
  .openapi('Run');
export type ApiRun = z.infer<typeof RunSchema>;

export const CatalogueImageSchema = z
  .object({
    id: z.uuid(),
    poseName: z.string(),
    orderIndex: z.number().int(),
    imageUrl: z.string(),
    previewUrl: z.string(),
    width: z.number().int(),
    height: z.number().int(),
  })
  .openapi('CatalogueImage');

export const CatalogueSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string().nullable(),
    status: z.string(),
    imageCount: z.number().int(),
    garmentType: z.enum(GARMENT_TYPE_IDS).nullable().openapi({
      description: 'What the garment is; null for catalogues made before garment types existed.',
    }),
    createdAt: z.iso.datetime(),
    zipUrl: z.string(),
    images: z.array(CatalogueImageSchema),
  })
  .openapi('Catalogue');
export type ApiCatalogue = z.infer<typeof CatalogueSchema>;

export const CataloguePageSchema = z
  .object({
    items: z.array(CatalogueSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .openapi('CataloguePage');

export const CataloguePageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1).openapi({ example: 1 }),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(CATALOGUE_PAGE_SIZE_MAX)
    .default(CATALOGUE_PAGE_SIZE)
    .openapi({ example: CATALOGUE_PAGE_SIZE }),
});

const catalogueName = z.string().trim().min(1, 'Give the catalogue a name.').max(120);

export const SaveCatalogueSchema = z
  .object({ runId: z.uuid(), name: catalogueName.openapi({ example: 'Summer kurtas' }) })
  .openapi('SaveCatalogue');

export const RenameCatalogueSchema = z.object({ name: catalogueName }).openapi('RenameCatalogue');

export const BackgroundSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    category: z.string(),
    description: z.string(),
    isCustom: z.boolean(),
    isFavorite: z.boolean(),
  })
  .openapi('Background');

export const ModelSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    ethnicity: z.string(),
    gender: z.string(),
    age: z.string(),
    bodyType: z.string(),
    isPremium: z.boolean(),
    isCustom: z
      .boolean()
      .openapi({ description: 'One you made in the Models Library (listed first, newest first).' }),
    isFavorite: z.boolean(),
  })
  .openapi('Model');

export const GarmentTypeSchema = z
  .object({
    id: z.enum(GARMENT_TYPE_IDS).openapi({ example: 'kurta' }),
    name: z.string().openapi({ example: 'Kurta / kurti' }),
    group: z.enum(GARMENT_GROUPS).openapi({ example: 'upper' }),
    groupName: z.string().openapi({ example: 'Tops and upper wear' }),
  })
  .openapi('GarmentType');

export const UsageSchema = z
  .object({
    plan: z.enum(['free', 'pro', 'premium']),
    // Multiples of 0.5: an economy shot costs half an image (decision 203).
    used: z.number().multipleOf(0.5).openapi({ example: 12.5 }),
    limit: z.number().int(),
    remaining: z.number().multipleOf(0.5),
    periodStart: z.iso.datetime(),
    periodEnd: z.iso.datetime(),
  })
  .openapi('Usage');

export const RunIdParams = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' }, example: '0b6f…' }),
});
export const ShotParams = RunIdParams.extend({
  index: z.coerce
    .number()
    .int()
    .min(0)
    .max(20)
    .openapi({ param: { name: 'index', in: 'path', required: true } }),
});
export const CatalogueIdParams = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' } }),
});
export const CatalogueImageParams = CatalogueIdParams.extend({
  imageId: z.string().openapi({ param: { name: 'imageId', in: 'path' } }),
});

/** Checked by the route like every other field; the value names one create for 24 hours. */
export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(8, 'An Idempotency-Key has 8 to 100 characters.')
  .max(100, 'An Idempotency-Key has 8 to 100 characters.')
  .regex(/^[\x21-\x7e]+$/, 'An Idempotency-Key is printable ASCII without spaces.');

export const IdempotencyHeaders = z.object({
  'idempotency-key': idempotencyKeySchema.optional().openapi({
    description:
      '8 to 100 printable characters. A retry with the same key and body returns the first answer; with another body, 422.',
    example: 'order-4411-front',
  }),
});
