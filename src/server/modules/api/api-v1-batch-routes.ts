/**
 * /api/v1/batches: the dashboard's batches through the public API (decision 161), on the same
 * batch service with the key's owner as the user. A batch is created with its products (its
 * images reserved up front, or 402 naming how many products fit); each product's photos are
 * then uploaded as a multipart form, which starts its run.
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import {
  BATCH_ITEM_STATUSES,
  BATCH_LIMITS,
  BATCH_STATUSES,
  batchProductSchema,
} from '../../../core/batch.js';
import { GARMENT_VIEWS, MAX_PHOTO_BYTES, type GarmentView } from '../../../core/uploads.js';
import type { AppEnv } from '../../http/context.js';
import { batchZipName } from '../batches/batch-name.js';
import type { BatchService } from '../batches/batch-service.js';
import { batchZipFiles } from '../batches/batch-zip.js';
import type { CatalogueService } from '../catalogues/catalogue-service.js';
import { streamZip } from '../catalogues/catalogue-zip.js';
import { AppError } from '../../lib/errors.js';
import { fileBytes } from './api-runs-service.js';
import { batchWebhookUrl, ErrorSchema, IdempotencyHeaders, imageUrl } from './api-schemas.js';
import { requestFingerprint, type IdempotencyService } from './idempotency-service.js';
import { apiCaller } from './require-api-key.js';
import type { ImageFetcher } from './run-image-urls.js';
import type { WebhookService } from './webhook-service.js';

export interface ApiV1BatchDeps {
  batches: BatchService;
  catalogues: Pick<CatalogueService, 'openZip'>;
  idempotency: IdempotencyService;
  webhooks: Pick<WebhookService, 'registerBatchWebhook'>;
  fetchImage: ImageFetcher;
  /** Refuses a webhook URL that can never be called (not http(s), a private address). */
  checkWebhookUrl(url: string): void;
}

const security = [{ bearerAuth: [] }];
const json = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});
const errors = (...codes: number[]) =>
  Object.fromEntries(
    [401, 403, 429, ...codes].map((code) => [code, json(ErrorSchema, `Error ${code}.`)]),
  );

const BatchIdParams = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' } }),
});
const BatchItemParams = BatchIdParams.extend({
  itemId: z.string().openapi({ param: { name: 'itemId', in: 'path' } }),
});

const CreateBatchSchema = z
  .object({
    products: z
      .array(batchProductSchema)
      .min(1)
      .max(BATCH_LIMITS.maxProducts)
      .openapi({
        description: `Up to ${BATCH_LIMITS.maxProducts} products and ${BATCH_LIMITS.maxPhotos} photos. backgroundId is from GET /backgrounds and modelId (optional) from GET /models. hasBack and hasSide say which photos you will upload besides the front one.`,
        example: [
          { sku: 'KURTA-12', backgroundId: 'clean-white-studio', hasBack: true, hasSide: false },
        ],
      }),
    webhookUrl: batchWebhookUrl,
  })
  .openapi('CreateBatch');

const BatchItemSchema = z
  .object({
    id: z.string(),
    sku: z.string(),
    status: z.enum(BATCH_ITEM_STATUSES),
    backgroundName: z.string(),
    modelName: z.string().nullable(),
    runId: z.string().nullable(),
    catalogueId: z.string().nullable(),
    shotsDone: z.number().int(),
    shotsTotal: z.number().int(),
    error: z.string().nullable(),
  })
  .openapi('BatchProduct');

const BatchSchema = z
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
const ProductPhotosSchema = z
  .object({ front: photo, back: photo.optional(), side: photo.optional() })
  .openapi('ProductPhotos');
const ProductPhotoUrlsSchema = z
  .object({ front: imageUrl, back: imageUrl.optional(), side: imageUrl.optional() })
  .openapi('ProductPhotoUrls');

const createBatch = createRoute({
  method: 'post',
  path: '/batches',
  tags: ['Batches'],
  summary: 'Create a batch of products',
  description:
    'Every product becomes its own run and, when it completes, its own catalogue named after its SKU. The images of all products are reserved at once; when they do not fit, 402 says how many products would, and nothing is created. Upload each product’s photos next.',
  security,
  request: {
    headers: IdempotencyHeaders,
    body: { content: { 'application/json': { schema: CreateBatchSchema } }, required: true },
  },
  responses: {
    201: json(BatchSchema, 'The batch; its products wait for their photos.'),
    200: json(BatchSchema, 'A retry: the batch this Idempotency-Key created.'),
    ...errors(400, 402, 404, 409, 422),
  },
});

const getBatch = createRoute({
  method: 'get',
  path: '/batches/{id}',
  tags: ['Batches'],
  summary: 'Get a batch: its counts, estimated time left and each product’s state',
  security,
  request: { params: BatchIdParams },
  responses: { 200: json(BatchSchema, 'The batch.'), ...errors(404) },
});

const uploadPhotos = createRoute({
  method: 'put',
  path: '/batches/{id}/items/{itemId}/photos',
  tags: ['Batches'],
  summary: 'Upload one product’s photos; its run starts',
  description:
    'Multipart fields front (required), and back and side when the product was created with them; or JSON with their URLs, which the server fetches (public addresses only, 10 MB, JPG/PNG/WebP/AVIF, 15 s each). Sending them again answers the same run.',
  security,
  middleware: [bodyLimit({ maxSize: GARMENT_VIEWS.length * MAX_PHOTO_BYTES + 64 * 1024 })] as const,
  request: {
    params: BatchItemParams,
    body: {
      content: {
        'multipart/form-data': { schema: ProductPhotosSchema },
        'application/json': { schema: ProductPhotoUrlsSchema },
      },
    },
  },
  responses: {
    200: json(BatchItemSchema, 'The product, queued.'),
    ...errors(400, 404, 409, 413, 415),
  },
});

const retryProduct = createRoute({
  method: 'post',
  path: '/batches/{id}/items/{itemId}/retry',
  tags: ['Batches'],
  summary: 'Retry a failed or stopped product (one run’s images)',
  security,
  request: { params: BatchItemParams },
  responses: { 200: json(BatchItemSchema, 'The product, queued again.'), ...errors(400, 402, 404) },
});

const stopBatch = createRoute({
  method: 'post',
  path: '/batches/{id}/stop',
  tags: ['Batches'],
  summary: 'Stop a batch; only the images already made stay counted',
  security,
  request: { params: BatchIdParams },
  responses: { 200: json(BatchSchema, 'The batch, stopping or stopped.'), ...errors(404) },
});

const batchZip = createRoute({
  method: 'get',
  path: '/batches/{id}/zip',
  tags: ['Batches'],
  summary: 'Download the batch: a folder per product and manifest.csv',
  security,
  request: { params: BatchIdParams },
  responses: {
    200: {
      content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
      description: 'The zip, streamed.',
    },
    ...errors(404),
  },
});

/** The batch's request id from the Idempotency-Key (a uuid's shape), or a fresh one. */
function batchRequestId(idempotencyKey: string | undefined): string {
  if (!idempotencyKey) return crypto.randomUUID();
  const hex = createHash('sha256').update(`batch:${idempotencyKey}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function registerBatchRoutes(app: OpenAPIHono<AppEnv>, deps: ApiV1BatchDeps) {
  const { batches } = deps;

  app.openapi(createBatch, async (c) => {
    const { userId, keyId } = apiCaller(c);
    const key = c.req.valid('header')['idempotency-key'];
    const body = c.req.valid('json');
    if (body.webhookUrl) deps.checkWebhookUrl(body.webhookUrl);
    const answer = await deps.idempotency.run(
      userId,
      key,
      requestFingerprint('POST /batches', body),
      async () => {
        const { batch, created } = await batches.create(userId, {
          clientRequestId: batchRequestId(key),
          products: body.products,
        });
        // Before any photo can start a run, so the batch cannot end before its webhook is known.
        if (created && body.webhookUrl)
          await deps.webhooks.registerBatchWebhook({
            batchId: batch.id,
            userId,
            apiKeyId: keyId,
            url: body.webhookUrl,
          });
        return { status: created ? 201 : 200, body: batch };
      },
    );
    return c.json(answer.body as z.infer<typeof BatchSchema>, answer.status as 201);
  });

  app.openapi(getBatch, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await batches.get(apiCaller(c).userId, id), 200);
  });

  app.openapi(uploadPhotos, async (c) => {
    const { userId } = apiCaller(c);
    const { id, itemId } = c.req.valid('param');
    await batches.get(userId, id); // another account's batch answers 404 before photos are read
    const type = (c.req.header('content-type') ?? '').toLowerCase();
    const files: Partial<Record<GarmentView, Buffer>> = {};
    if (type.startsWith('application/json')) {
      const urls = c.req.valid('json') as z.infer<typeof ProductPhotoUrlsSchema>;
      for (const view of GARMENT_VIEWS) {
        const url = urls[view];
        if (url) files[view] = await deps.fetchImage(url, view);
      }
    } else if (type.startsWith('multipart/form-data')) {
      const form = c.req.valid('form') as z.infer<typeof ProductPhotosSchema>;
      for (const view of GARMENT_VIEWS) {
        const file = form[view];
        if (file) files[view] = await fileBytes(file, MAX_PHOTO_BYTES, view);
      }
    } else {
      throw new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        'Send the photos as multipart/form-data, or their URLs as application/json.',
      );
    }
    return c.json(await batches.uploadPhotos(userId, id, itemId, files), 200);
  });

  app.openapi(retryProduct, async (c) => {
    const { id, itemId } = c.req.valid('param');
    return c.json(await batches.retry(apiCaller(c).userId, id, itemId), 200);
  });

  app.openapi(stopBatch, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await batches.stop(apiCaller(c).userId, id), 200);
  });

  app.openapi(batchZip, async (c) => {
    const { userId } = apiCaller(c);
    const { name, items } = await batches.forZip(userId, c.req.valid('param').id);
    const zip = streamZip(batchZipFiles(userId, items, deps.catalogues));
    zip.on('error', (error) => c.var.log.error({ err: error }, 'batch zip failed'));
    return new Response(Readable.toWeb(zip) as ReadableStream, {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="${batchZipName(name)}"`,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });
}
