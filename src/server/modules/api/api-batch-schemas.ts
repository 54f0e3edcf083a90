/**
 * The batch routes' requests and answers as zod schemas (decision 161): like api-schemas.ts, they
 * validate requests and describe them in /api/v1/openapi.json.
 */
import { z } from '@hono/zod-openapi';
import {
  BATCH_ITEM_STATUSES,
  BATCH_LIMITS,
  BATCH_STATUSES,
  ECONOMY_WAIT_HOURS,
  BATCH_PRICES,
  BATCH_REQUEST_CHECKS,
  batchProductSchema,
} from '../../../core/batch.js';
import { GARMENT_TYPE_IDS } from '../../../core/garments.js';
import { batchWebhookUrl, imageUrl } from './api-schemas.js';

export const BatchIdParams = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' } }),
});
export const BatchItemParams = BatchIdParams.extend({
  itemId: z.string().openapi({ param: { name: 'itemId', in: 'path' } }),
});

export const CreateBatchSchema = z
  .object({
    products: z
      .array(batchProductSchema)
      .min(1, BATCH_REQUEST_CHECKS.noProducts)
      .max(BATCH_LIMITS.maxProducts, BATCH_REQUEST_CHECKS.tooManyProducts)
      .openapi({
        description: `Up to ${BATCH_LIMITS.maxProducts} products and ${BATCH_LIMITS.maxPhotos} photos. backgroundId is from GET /backgrounds and modelId (optional) from GET /models. hasBack, hasSide and hasDetail say which photos you will upload besides the front one. garmentType (from GET /garment-types, \`other\` when omitted) and stylingNote are per product.`,
        example: [
          {
            sku: 'KURTA-12',
            backgroundId: 'clean-white-studio',
            hasBack: true,
            hasSide: false,
            hasDetail: false,
            garmentType: 'kurta',
            stylingNote: 'with white churidar',
          },
        ],
      }),
    price: z
      .enum(BATCH_PRICES, BATCH_REQUEST_CHECKS.price)
      .default('standard')
      .openapi({
        description: `standard, or economy: the image service's batch mode (Gemini), results usually within ${ECONOMY_WAIT_HOURS} hours (Google's target, not a promise) at half an image of the quota per shot. An engine without a batch mode answers 400 for economy.`,
        example: 'economy',
      }),
    webhookUrl: batchWebhookUrl,
  })
  .openapi('CreateBatch');

export const BatchItemSchema = z
  .object({
    id: z.string(),
    sku: z.string(),
    status: z.enum(BATCH_ITEM_STATUSES),
    backgroundName: z.string(),
    modelName: z.string().nullable(),
    garmentType: z.enum(GARMENT_TYPE_IDS).nullable(),
    runId: z.string().nullable(),
    catalogueId: z.string().nullable(),
    shotsDone: z.number().int(),
    shotsTotal: z.number().int(),
    error: z.string().nullable(),
  })
  .openapi('BatchProduct');

export const BatchSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    status: z.enum(BATCH_STATUSES),
    createdAt: z.string(),
    finishedAt: z.string().nullable(),
    counts: z.object({
      total: z.number().int(),
      done: z.number().int(),
      failed: z.number().int(),
      stopped: z.number().int(),
      remaining: z.number().int(),
    }),
    estimatedSecondsLeft: z.number().nullable(),
    items: z.array(BatchItemSchema),
  })
  .openapi('Batch');

const photo = z
  .custom<File>((value) => value instanceof File, 'Expected an image file.')
  .openapi({ type: 'string', format: 'binary' });
export const ProductPhotosSchema = z
  .object({
    front: photo,
    back: photo.optional(),
    side: photo.optional(),
    detail: photo.optional(),
  })
  .openapi('ProductPhotos');
export const ProductPhotoUrlsSchema = z
  .object({
    front: imageUrl,
    back: imageUrl.optional(),
    side: imageUrl.optional(),
    detail: imageUrl.optional(),
  })
  .openapi('ProductPhotoUrls');
