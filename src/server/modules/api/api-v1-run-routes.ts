/**
 * /api/v1/runs: create a run from photos or image URLs, read or stop it, download its shots. Each
 * route is declared beside its handler; the rules are the runs services'.
 */
import { createRoute, type OpenAPIHono, type z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { singleImageName } from '../../../core/runs.js';
import type { AppEnv } from '../../http/context.js';
import type { StorageProvider } from '../../providers/storage/storage-provider.js';
import type { RunsService } from '../runs/runs-service.js';
import { readPhotoBody, sha256Hex, streamed } from './api-http-helpers.js';
import { errors, json, binary, MAX_PHOTOS_BODY_BYTES, security } from './api-openapi-parts.js';
import type { ApiRunInput, ApiRunsService } from './api-runs-service.js';
import {
  CreateRunFormSchema,
  CreateRunJsonSchema,
  IdempotencyHeaders,
  RunIdParams,
  RunSchema,
  ShotParams,
} from './api-schemas.js';
import { toApiRun, type ApiUrls } from './api-views.js';
import { requestFingerprint, type IdempotencyService } from './idempotency-service.js';
import { apiCaller } from './require-api-key.js';
import { openShotFile } from '../runs/open-shot-file.js';
import type { ImageMarker } from '../../engines/provenance/image-marker.js';
import { keyed } from '../../../core/server-messages.js';

export interface ApiV1RunDeps {
  urls: ApiUrls;
  runs: RunsService;
  apiRuns: ApiRunsService;
  storage: Pick<StorageProvider, 'stream' | 'get'>;
  /** Marks a downloaded shot with its provenance (decisions 253 and 254). */
  marker: ImageMarker;
  idempotency: IdempotencyService;
}

export function registerRunRoutes(app: OpenAPIHono<AppEnv>, deps: ApiV1RunDeps) {
  const { urls, runs } = deps;

  const createRun = createRoute({
    method: 'post',
    path: '/runs',
    tags: ['Runs'],
    summary: 'Create a catalogue run',
    description:
      'Send photos as multipart form fields `front` (required), `back`, `side` and `detail` (a close-up of the print, embroidery, border or pallu), or JSON with image URLs the server fetches (public addresses only, 10 MB, JPG/PNG/WebP/AVIF/HEIC, 15 s). The run is queued and spends its images of the monthly quota up front; images not generated are given back.',
    security,
    middleware: [bodyLimit({ maxSize: MAX_PHOTOS_BODY_BYTES })] as const,
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
  app.openapi(createRun, async (c) => {
    const caller = apiCaller(c);
    const key = c.req.valid('header')['idempotency-key'];
    const photos = await readPhotoBody(
      c.req.header('content-type'),
      {
        json: () => c.req.valid('json') as z.infer<typeof CreateRunJsonSchema>,
        form: () => c.req.valid('form') as z.infer<typeof CreateRunFormSchema>,
      },
      keyed('runPhotosUnsupported'),
    );
    let input: ApiRunInput;
    let content: unknown;
    if (photos.kind === 'json') {
      input = { ...photos.body, photos: { kind: 'urls', urls: photos.body.images } };
      content = photos.body;
    } else {
      const { backgroundId, modelId, garmentType, stylingNote, webhookUrl } = photos.form;
      input = {
        backgroundId,
        modelId,
        garmentType,
        stylingNote,
        webhookUrl,
        photos: { kind: 'files', files: photos.files },
      };
      // The fingerprint holds each photo's hash, not its bytes.
      const hashes = Object.fromEntries(
        Object.entries(photos.files).map(([view, bytes]) => [view, sha256Hex(bytes)]),
      );
      content = { backgroundId, modelId, garmentType, stylingNote, webhookUrl, files: hashes };
    }
    const answer = await deps.idempotency.run(
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

  const getRun = createRoute({
    method: 'get',
    path: '/runs/{id}',
    tags: ['Runs'],
    summary: 'Get a run: its status and each shot with its image URLs',
    security,
    request: { params: RunIdParams },
    responses: { 200: json(RunSchema, 'The run.'), ...errors(404) },
  });
  app.openapi(getRun, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(toApiRun(await runs.getRun(apiCaller(c).userId, id), urls), 200);
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
  app.openapi(stopRun, async (c) => {
    const { id } = c.req.valid('param');
    const run = await runs.stopRun(apiCaller(c).userId, id);
    return c.json(toApiRun(run, urls), 200);
  });

  const serveShot = (kind: 'image' | 'preview') => async (c: Context<AppEnv>) => {
    const { id, index } = ShotParams.parse(c.req.param());
    const file = await runs.shotFile(apiCaller(c).userId, id, index, kind);
    const stored = await openShotFile(deps.storage, deps.marker, file, kind);
    return streamed(stored.stream, {
      'Content-Type': file.contentType,
      'Content-Length': String(stored.size),
      'Cache-Control': 'private, max-age=3600',
      ...(kind === 'image'
        ? { 'Content-Disposition': `attachment; filename="${singleImageName(file.poseName)}"` }
        : {}),
    });
  };

  const shotImage = createRoute({
    method: 'get',
    path: '/runs/{id}/shots/{index}/image',
    tags: ['Runs'],
    summary: 'Download one finished shot (PNG)',
    security,
    request: { params: ShotParams },
    responses: { 200: binary('image/png', 'The full-size PNG.'), ...errors(404) },
  });
  app.openapi(shotImage, serveShot('image'));

  const shotPreview = createRoute({
    method: 'get',
    path: '/runs/{id}/shots/{index}/preview',
    tags: ['Runs'],
    summary: 'A finished shot’s small preview (WebP)',
    security,
    request: { params: ShotParams },
    responses: { 200: binary('image/webp', 'The preview.'), ...errors(404) },
  });
  app.openapi(shotPreview, serveShot('preview'));
}
