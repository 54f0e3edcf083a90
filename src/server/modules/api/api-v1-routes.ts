/**
 * /api/v1, the public REST API (decisions 130 to 133). Every route is declared with createRoute,
 * so the zod schemas that validate it also describe it in /api/v1/openapi.json. Routes only
 * translate HTTP: the rules are the runs, catalogues, libraries and quota services the dashboard
 * uses, with the key's owner as the user. Another account's ids answer 404 like missing ones.
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { createRoute, OpenAPIHono, type z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { singleImageName } from '../../../core/runs.js';
import { GARMENT_VIEWS, MAX_PHOTO_BYTES, type GarmentView } from '../../../core/uploads.js';
import type { AppEnv } from '../../http/context.js';
import { AppError } from '../../lib/errors.js';
import type { StorageProvider } from '../../providers/storage/storage-provider.js';
import type { BackgroundLibraryService } from '../background-library/background-library-service.js';
import { streamZip } from '../catalogues/catalogue-zip.js';
import type { CatalogueService } from '../catalogues/catalogue-service.js';
import type { BatchService } from '../batches/batch-service.js';
import type { ModelLibraryService } from '../model-library/model-library-service.js';
import type { QuotaService } from '../quota/quota-service.js';
import type { RunsService } from '../runs/runs-service.js';
import { registerBatchRoutes } from './api-v1-batch-routes.js';
import { fileBytes, type ApiRunInput, type ApiRunsService } from './api-runs-service.js';
import {
  BackgroundSchema,
  CatalogueIdParams,
  CatalogueImageParams,
  CataloguePageQuerySchema,
  CataloguePageSchema,
  CatalogueSchema,
  CreateRunFormSchema,
  CreateRunJsonSchema,
  ErrorSchema,
  IdempotencyHeaders,
  ModelSchema,
  RenameCatalogueSchema,
  RunIdParams,
  RunSchema,
  SaveCatalogueSchema,
  ShotParams,
  UsageSchema,
} from './api-schemas.js';
import { apiUrls, toApiCatalogue, toApiRun } from './api-views.js';
import { requestFingerprint, type IdempotencyService } from './idempotency-service.js';
import { apiCaller } from './require-api-key.js';
import type { ImageFetcher } from './run-image-urls.js';
import type { WebhookService } from './webhook-service.js';

export interface ApiV1Deps {
  publicUrl: string;
  requireKey: MiddlewareHandler<AppEnv>;
  rateLimitPerMinute: number;
  runs: RunsService;
  apiRuns: ApiRunsService;
  catalogues: CatalogueService;
  backgrounds: Pick<BackgroundLibraryService, 'library'>;
  models: Pick<ModelLibraryService, 'library'>;
  quota: Pick<QuotaService, 'getUsage'>;
  storage: Pick<StorageProvider, 'stream'>;
  idempotency: IdempotencyService;
  webhooks: Pick<WebhookService, 'runFinished' | 'registerBatchWebhook'>;
  batches: BatchService;
  fetchImage: ImageFetcher;
  checkWebhookUrl(url: string): void;
}

/** Three photos and the small fields, as for the dashboard's form. */
const MAX_CREATE_BODY_BYTES = GARMENT_VIEWS.length * MAX_PHOTO_BYTES + 64 * 1024;

const security = [{ bearerAuth: [] }];
const json = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});
const ERROR_TEXT: Record<number, string> = {
  400: 'The request is invalid.',
  401: 'No API key, or an unknown or revoked one.',
  402: 'The monthly image quota does not cover the run.',
  403: 'The account is on the Free plan, or the option needs a paid plan.',
  404: 'Not found, or not this account’s.',
  409: 'A request with this Idempotency-Key is still running, or a conflict.',
  413: 'A photo is larger than 10 MB.',
  415: 'Not JSON or multipart, or not a supported image.',
  422: 'The Idempotency-Key was used with a different request.',
  429: 'Rate limit: wait for Retry-After seconds.',
};
const errors = (...codes: number[]) =>
  Object.fromEntries(
    [401, 403, 429, ...codes].map((code) => [code, json(ErrorSchema, ERROR_TEXT[code]!)]),
  );
const binary = (type: string, description: string) => ({
  content: { [type]: { schema: { type: 'string' as const, format: 'binary' } } },
  description,
});

const createRun = createRoute({
  method: 'post',
  path: '/runs',
  tags: ['Runs'],
  summary: 'Create a catalogue run',
  description:
    'Send photos as multipart form fields `front` (required), `back` and `side`, or JSON with image URLs the server fetches (public addresses only, 10 MB, JPG/PNG/WebP/AVIF, 15 s). The run is queued and spends its images of the monthly quota up front; images not generated are given back.',
  security,
  middleware: [bodyLimit({ maxSize: MAX_CREATE_BODY_BYTES })] as const,
  request: {
    headers: IdempotencyHeaders,
    body: {
      content: {
        'multipart/form-data': { schema: CreateRunFormSchema },
        'application/json': { schema: CreateRunJsonSchema },
      },
    },
  },
  responses: {
    201: json(RunSchema, 'The run was created and queued.'),
    200: json(RunSchema, 'A retry: the run this Idempotency-Key created.'),
    ...errors(400, 402, 404, 409, 413, 415, 422),
  },
});

const getRun = createRoute({
  method: 'get',
  path: '/runs/{id}',
  tags: ['Runs'],
  summary: 'Get a run: its status and each shot with its image URLs',
  security,
  request: { params: RunIdParams },
  responses: { 200: json(RunSchema, 'The run.'), ...errors(404) },
});

const stopRun = createRoute({
  method: 'post',
  path: '/runs/{id}/stop',
  tags: ['Runs'],
  summary: 'Stop a run; only the images already generated stay counted',
  security,
  request: { params: RunIdParams },
  responses: { 200: json(RunSchema, 'The run, stopping or stopped.'), ...errors(404) },
});

const shotImage = createRoute({
  method: 'get',
  path: '/runs/{id}/shots/{index}/image',
  tags: ['Runs'],
  summary: 'Download one finished shot (PNG)',
  security,
  request: { params: ShotParams },
  responses: { 200: binary('image/png', 'The full-size PNG.'), ...errors(404) },
});

const shotPreview = createRoute({
  method: 'get',
  path: '/runs/{id}/shots/{index}/preview',
  tags: ['Runs'],
  summary: 'A finished shot’s small preview (WebP)',
  security,
  request: { params: ShotParams },
  responses: { 200: binary('image/webp', 'The preview.'), ...errors(404) },
});

const saveCatalogue = createRoute({
  method: 'post',
  path: '/catalogues',
  tags: ['Catalogues'],
  summary: 'Save a finished run as a catalogue',
  security,
  request: {
    headers: IdempotencyHeaders,
    body: { content: { 'application/json': { schema: SaveCatalogueSchema } }, required: true },
  },
  responses: {
    201: json(CatalogueSchema, 'The catalogue.'),
    ...errors(400, 404, 409, 422),
  },
});

const listCatalogues = createRoute({
  method: 'get',
  path: '/catalogues',
  tags: ['Catalogues'],
  summary: 'List catalogues, newest first',
  security,
  request: { query: CataloguePageQuerySchema },
  responses: { 200: json(CataloguePageSchema, 'One page of catalogues.'), ...errors(400) },
});

const getCatalogue = createRoute({
  method: 'get',
  path: '/catalogues/{id}',
  tags: ['Catalogues'],
  summary: 'Get a catalogue',
  security,
  request: { params: CatalogueIdParams },
  responses: { 200: json(CatalogueSchema, 'The catalogue.'), ...errors(404) },
});

const renameCatalogue = createRoute({
  method: 'patch',
  path: '/catalogues/{id}',
  tags: ['Catalogues'],
  summary: 'Rename a catalogue',
  security,
  request: {
    params: CatalogueIdParams,
    body: { content: { 'application/json': { schema: RenameCatalogueSchema } }, required: true },
  },
  responses: { 200: json(CatalogueSchema, 'The renamed catalogue.'), ...errors(400, 404) },
});

const deleteCatalogue = createRoute({
  method: 'delete',
  path: '/catalogues/{id}',
  tags: ['Catalogues'],
  summary: 'Delete a catalogue, its run and their files',
  security,
  request: { params: CatalogueIdParams },
  responses: { 204: { description: 'Deleted.' }, ...errors(404) },
});

const catalogueZip = createRoute({
  method: 'get',
  path: '/catalogues/{id}/zip',
  tags: ['Catalogues'],
  summary: 'Download a catalogue as a zip (01_{shot}.png …)',
  security,
  request: { params: CatalogueIdParams },
  responses: { 200: binary('application/zip', 'The zip, streamed.'), ...errors(404) },
});

const catalogueImage = createRoute({
  method: 'get',
  path: '/catalogues/{id}/images/{imageId}',
  tags: ['Catalogues'],
  summary: 'Download one catalogue image (PNG)',
  security,
  request: { params: CatalogueImageParams },
  responses: { 200: binary('image/png', 'The full-size PNG.'), ...errors(404) },
});

const cataloguePreview = createRoute({
  method: 'get',
  path: '/catalogues/{id}/images/{imageId}/preview',
  tags: ['Catalogues'],
  summary: 'A catalogue image’s preview (WebP)',
  security,
  request: { params: CatalogueImageParams },
  responses: { 200: binary('image/webp', 'The preview.'), ...errors(404) },
});

const listBackgrounds = createRoute({
  method: 'get',
  path: '/backgrounds',
  tags: ['Options'],
  summary: 'Backgrounds: your custom ones, then the presets',
  security,
  responses: { 200: json(BackgroundSchema.array(), 'Every usable background.'), ...errors() },
});

const listModels = createRoute({
  method: 'get',
  path: '/models',
  tags: ['Options'],
  summary: 'Models: your custom ones, then the stock personas',
  description:
    'Your models from the Models Library (newest first; deleted ones are not listed), then the stock personas. Premium stock personas need a paid plan, which every API key has. Pass an `id` as `modelId` when creating a run or a batch.',
  security,
  responses: { 200: json(ModelSchema.array(), 'Every usable model.'), ...errors() },
});

const getUsage = createRoute({
  method: 'get',
  path: '/usage',
  tags: ['Account'],
  summary: 'This billing month’s images: used, limit and remaining',
  security,
  responses: { 200: json(UsageSchema, 'The month’s usage.'), ...errors() },
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function streamed(stream: Readable, headers: Record<string, string>) {
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: { 'X-Content-Type-Options': 'nosniff', ...headers },
  });
}

export function apiV1Routes(deps: ApiV1Deps) {
  const urls = apiUrls(deps.publicUrl);
  const { runs, catalogues, idempotency } = deps;
  const app = new OpenAPIHono<AppEnv>({
    // A request that fails its schema answers 400 in the app's one error shape.
    defaultHook: (result) => {
      if (!result.success) throw result.error;
    },
  });

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    description: 'An API key from Settings → API keys (Pro and Premium plans).',
  });
  app.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Vastra Studio API',
      version: '1.0.0',
      description:
        'Create product catalogues from your own systems. Every request sends `Authorization: Bearer <key>`; errors answer `{ "error": { "code", "message" } }`.',
    },
    servers: [{ url: urls.base }],
  });
  app.use('*', async (c, next) =>
    c.req.path.endsWith('/openapi.json') ? next() : deps.requireKey(c, next),
  );

  app.openapi(createRun, async (c) => {
    const caller = apiCaller(c);
    const key = c.req.valid('header')['idempotency-key'];
    const type = (c.req.header('content-type') ?? '').toLowerCase();
    let input: ApiRunInput;
    let content: unknown;
    if (type.startsWith('application/json')) {
      const body = c.req.valid('json') as z.infer<typeof CreateRunJsonSchema>;
      input = { ...body, photos: { kind: 'urls', urls: body.images } };
      content = body;
    } else if (type.startsWith('multipart/form-data')) {
      const form = c.req.valid('form') as z.infer<typeof CreateRunFormSchema>;
      const files: Partial<Record<GarmentView, Buffer>> = {};
      for (const view of GARMENT_VIEWS) {
        const file = form[view];
        if (file) files[view] = await fileBytes(file, MAX_PHOTO_BYTES, view);
      }
      const { backgroundId, modelId, webhookUrl } = form;
      input = { backgroundId, modelId, webhookUrl, photos: { kind: 'files', files } };
      const hashes = Object.fromEntries(Object.entries(files).map(([v, b]) => [v, sha256(b)]));
      content = { backgroundId, modelId, webhookUrl, files: hashes };
    } else {
      throw new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        'Send photos as multipart/form-data, or image URLs as application/json.',
      );
    }
    const answer = await idempotency.run(
      caller.userId,
      key,
      requestFingerprint('POST /runs', content),
      async () => {
        const { run, created } = await deps.apiRuns.create(caller, input, key);
        return { status: created ? 201 : 200, body: toApiRun(run, urls) };
      },
    );
    return c.json(answer.body, answer.status as 201);
  });

  app.openapi(getRun, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(toApiRun(await runs.getRun(apiCaller(c).userId, id), urls), 200);
  });

  app.openapi(stopRun, async (c) => {
    const { id } = c.req.valid('param');
    const run = await runs.stopRun(apiCaller(c).userId, id);
    return c.json(toApiRun(run, urls), 200);
  });

  const serveShot = (kind: 'image' | 'preview') => async (c: Context<AppEnv>) => {
    const { id, index } = ShotParams.parse(c.req.param());
    const file = await runs.shotFile(apiCaller(c).userId, id, index, kind);
    const stored = await deps.storage.stream(file.key);
    if (!stored) throw new AppError('NOT_FOUND', 'Image not found');
    return streamed(stored.stream, {
      'Content-Type': file.contentType,
      'Content-Length': String(stored.size),
      'Cache-Control': 'private, max-age=3600',
      ...(kind === 'image'
        ? { 'Content-Disposition': `attachment; filename="${singleImageName(file.poseName)}"` }
        : {}),
    });
  };
  app.openapi(shotImage, serveShot('image'));
  app.openapi(shotPreview, serveShot('preview'));

  app.openapi(saveCatalogue, async (c) => {
    const caller = apiCaller(c);
    const body = c.req.valid('json');
    const answer = await idempotency.run(
      caller.userId,
      c.req.valid('header')['idempotency-key'],
      requestFingerprint('POST /catalogues', body),
      async () => ({
        status: 201,
        body: toApiCatalogue(await catalogues.save(caller.userId, body), urls),
      }),
    );
    return c.json(answer.body, 201);
  });

  app.openapi(listCatalogues, async (c) => {
    const page = await catalogues.list(apiCaller(c).userId, c.req.valid('query'));
    return c.json({ ...page, items: page.items.map((item) => toApiCatalogue(item, urls)) }, 200);
  });

  app.openapi(getCatalogue, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(toApiCatalogue(await catalogues.get(apiCaller(c).userId, id), urls), 200);
  });

  app.openapi(renameCatalogue, async (c) => {
    const { id } = c.req.valid('param');
    const { name } = c.req.valid('json');
    const renamed = await catalogues.rename(apiCaller(c).userId, id, name);
    return c.json(toApiCatalogue(renamed, urls), 200);
  });

  app.openapi(deleteCatalogue, async (c) => {
    const { id } = c.req.valid('param');
    await catalogues.remove(apiCaller(c).userId, id);
    return c.body(null, 204);
  });

  app.openapi(catalogueZip, async (c) => {
    const { id } = c.req.valid('param');
    const { fileName, files } = await catalogues.openZip(apiCaller(c).userId, id);
    const zip = streamZip(files);
    zip.on('error', (error) => c.var.log.error({ err: error }, 'catalogue zip failed'));
    return streamed(zip, {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
    });
  });

  const serveCatalogueImage = (kind: 'image' | 'preview') => async (c: Context<AppEnv>) => {
    const { id, imageId } = CatalogueImageParams.parse(c.req.param());
    const image = await catalogues.openImage(apiCaller(c).userId, id, imageId, kind);
    return streamed(image.stream, {
      'Content-Type': image.contentType,
      'Content-Length': String(image.size),
      'Content-Disposition': `${kind === 'image' ? 'attachment' : 'inline'}; filename="${image.fileName}"`,
      'Cache-Control': 'private, max-age=3600',
    });
  };
  app.openapi(catalogueImage, serveCatalogueImage('image'));
  app.openapi(cataloguePreview, serveCatalogueImage('preview'));

  app.openapi(listBackgrounds, async (c) => {
    const { backgrounds } = await deps.backgrounds.library(apiCaller(c).userId);
    return c.json(
      backgrounds.map((background) => ({
        id: background.id,
        name: background.name,
        category: background.category,
        description: background.description,
        isCustom: background.isCustom,
        isFavorite: background.isFavorite,
      })),
      200,
    );
  });

  app.openapi(listModels, async (c) => {
    const { models } = await deps.models.library(apiCaller(c).userId);
    return c.json(
      models.map((model) => ({
        id: model.id,
        name: model.name,
        description: model.description,
        ethnicity: model.ethnicity,
        gender: model.gender,
        age: model.age,
        bodyType: model.bodyType,
        isPremium: model.isPremium,
        isCustom: model.isCustom,
        isFavorite: model.isFavorite,
      })),
      200,
    );
  });

  registerBatchRoutes(app, {
    batches: deps.batches,
    catalogues,
    idempotency,
    webhooks: deps.webhooks,
    fetchImage: deps.fetchImage,
    checkWebhookUrl: deps.checkWebhookUrl,
  });

  app.openapi(getUsage, async (c) => {
    const usage = await deps.quota.getUsage(apiCaller(c).userId);
    c.header('Cache-Control', 'no-store');
    return c.json(
      {
        plan: usage.plan,
        used: usage.used,
        limit: usage.limit,
        remaining: usage.remaining,
        periodStart: usage.periodStart.toISOString(),
        periodEnd: usage.periodEnd.toISOString(),
      },
      200,
    );
  });

  return app;
}
