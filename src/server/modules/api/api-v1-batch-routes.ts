/**
 * /api/v1/batches: the dashboard's batches through the public API (decision 161), on the same
 * batch service with the key's owner as the user. A batch is created with its products (its
 * images reserved up front, or 402 naming how many products fit); each product's photos are
 * then uploaded as a multipart form or as URLs, which starts its run. Each route is declared
 * beside its handler.
 */
import { createRoute, type OpenAPIHono, type z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { GARMENT_VIEWS } from '../../../core/uploads.js';
import type { AppEnv } from '../../http/context.js';
import { batchZipName } from '../batches/batch-zip-name.js';
import type { BatchService } from '../batches/batch-service.js';
import { batchZipFiles } from '../batches/batch-zip.js';
import type { CatalogueService } from '../catalogues/catalogue-service.js';
import { streamZip } from '../catalogues/catalogue-zip.js';
import {
  BatchIdParams,
  BatchItemParams,
  BatchItemSchema,
  BatchSchema,
  CreateBatchSchema,
  ProductPhotosSchema,
  ProductPhotoUrlsSchema,
} from './api-batch-schemas.js';
import { hashToUuid, readPhotoBody, streamed, type PhotoFiles } from './api-http-helpers.js';
import { batchErrors, binary, json, MAX_PHOTOS_BODY_BYTES, security } from './api-openapi-parts.js';
import { IdempotencyHeaders } from './api-schemas.js';
import { requestFingerprint, type IdempotencyService } from './idempotency-service.js';
import { apiCaller } from './require-api-key.js';
import type { ImageFetcher } from './run-image-urls.js';
import type { WebhookService } from './webhook-service.js';
import { keyed } from '../../../core/server-messages.js';

export interface ApiV1BatchDeps {
  batches: BatchService;
  catalogues: Pick<CatalogueService, 'openZip'>;
  idempotency: IdempotencyService;
  webhooks: Pick<WebhookService, 'registerBatchWebhook'>;
  fetchImage: ImageFetcher;
  /** Refuses a webhook URL that can never be called (not http(s), a private address). */
  checkWebhookUrl(url: string): void;
}

/** The batch's request id from the Idempotency-Key (a uuid's shape), or a fresh one. */
const batchRequestId = (idempotencyKey: string | undefined) =>
  idempotencyKey ? hashToUuid(`batch:${idempotencyKey}`) : crypto.randomUUID();

export function registerBatchRoutes(app: OpenAPIHono<AppEnv>, deps: ApiV1BatchDeps) {
  const { batches } = deps;

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
      ...batchErrors(400, 402, 404, 409, 422),
    },
  });
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
          price: body.price,
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

  const getBatch = createRoute({
    method: 'get',
    path: '/batches/{id}',
    tags: ['Batches'],
    summary: 'Get a batch: its counts, estimated time left and each product’s state',
    security,
    request: { params: BatchIdParams },
    responses: { 200: json(BatchSchema, 'The batch.'), ...batchErrors(404) },
  });
  app.openapi(getBatch, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await batches.get(apiCaller(c).userId, id), 200);
  });

  const uploadPhotos = createRoute({
    method: 'put',
    path: '/batches/{id}/items/{itemId}/photos',
    tags: ['Batches'],
    summary: 'Upload one product’s photos; its run starts',
    description:
      'Multipart fields front (required), and back, side and detail when the product was created with them; or JSON with their URLs, which the server fetches (public addresses only, 10 MB, JPG/PNG/WebP/AVIF/HEIC, 15 s each). Sending them again answers the same run.',
    security,
    middleware: [bodyLimit({ maxSize: MAX_PHOTOS_BODY_BYTES })] as const,
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
      ...batchErrors(400, 404, 409, 413, 415),
    },
  });
  app.openapi(uploadPhotos, async (c) => {
    const { userId } = apiCaller(c);
    const { id, itemId } = c.req.valid('param');
    await batches.get(userId, id); // another account's batch answers 404 before photos are read
    const photos = await readPhotoBody(
      c.req.header('content-type'),
      {
        json: () => c.req.valid('json') as z.infer<typeof ProductPhotoUrlsSchema>,
        form: () => c.req.valid('form') as z.infer<typeof ProductPhotosSchema>,
      },
      keyed('batchPhotosUnsupported'),
    );
    let files: PhotoFiles = {};
    if (photos.kind === 'form') files = photos.files;
    else
      for (const view of GARMENT_VIEWS) {
        const url = photos.body[view];
        if (url) files[view] = await deps.fetchImage(url, view);
      }
    return c.json(await batches.uploadPhotos(userId, id, itemId, files), 200);
  });

  const retryProduct = createRoute({
    method: 'post',
    path: '/batches/{id}/items/{itemId}/retry',
    tags: ['Batches'],
    summary: 'Retry a failed or stopped product (one run’s images)',
    security,
    request: { params: BatchItemParams },
    responses: {
      200: json(BatchItemSchema, 'The product, queued again.'),
      ...batchErrors(400, 402, 404),
    },
  });
  app.openapi(retryProduct, async (c) => {
    const { id, itemId } = c.req.valid('param');
    return c.json(await batches.retry(apiCaller(c).userId, id, itemId), 200);
  });

  const stopBatch = createRoute({
    method: 'post',
    path: '/batches/{id}/stop',
    tags: ['Batches'],
    summary: 'Stop a batch; only the images already made stay counted',
    security,
    request: { params: BatchIdParams },
    responses: { 200: json(BatchSchema, 'The batch, stopping or stopped.'), ...batchErrors(404) },
  });
  app.openapi(stopBatch, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await batches.stop(apiCaller(c).userId, id), 200);
  });

  const batchZip = createRoute({
    method: 'get',
    path: '/batches/{id}/zip',
    tags: ['Batches'],
    summary: 'Download the batch: a folder per product and manifest.csv',
    security,
    request: { params: BatchIdParams },
    responses: { 200: binary('application/zip', 'The zip, streamed.'), ...batchErrors(404) },
  });
  app.openapi(batchZip, async (c) => {
    const { userId } = apiCaller(c);
    const { name, items } = await batches.forZip(userId, c.req.valid('param').id);
    const zip = streamZip(batchZipFiles(userId, items, deps.catalogues, 'png'));
    zip.on('error', (error) => c.var.log.error({ err: error }, 'batch zip failed'));
    return streamed(zip, {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${batchZipName(name)}"`,
      'Cache-Control': 'no-store',
    });
  });
}
