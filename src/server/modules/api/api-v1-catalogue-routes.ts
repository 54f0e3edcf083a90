/**
 * /api/v1/catalogues: save a finished run as a catalogue, list, read, rename and delete them, and
 * download one as a zip or image by image. Each route is declared beside its handler.
 */
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/context.js';
import type { CatalogueService } from '../catalogues/catalogue-service.js';
import { streamZip } from '../catalogues/catalogue-zip.js';
import { streamed } from './api-http-helpers.js';
import { binary, errors, json, security } from './api-openapi-parts.js';
import {
  CatalogueIdParams,
  CatalogueImageParams,
  CataloguePageQuerySchema,
  CataloguePageSchema,
  CatalogueSchema,
  IdempotencyHeaders,
  RenameCatalogueSchema,
  SaveCatalogueSchema,
} from './api-schemas.js';
import { toApiCatalogue, toApiCataloguePage, type ApiUrls } from './api-views.js';
import { requestFingerprint, type IdempotencyService } from './idempotency-service.js';
import { apiCaller } from './require-api-key.js';

export interface ApiV1CatalogueDeps {
  urls: ApiUrls;
  catalogues: CatalogueService;
  idempotency: IdempotencyService;
}

export function registerCatalogueRoutes(app: OpenAPIHono<AppEnv>, deps: ApiV1CatalogueDeps) {
  const { urls, catalogues } = deps;

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
  app.openapi(saveCatalogue, async (c) => {
    const caller = apiCaller(c);
    const body = c.req.valid('json');
    const answer = await deps.idempotency.run(
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

  const listCatalogues = createRoute({
    method: 'get',
    path: '/catalogues',
    tags: ['Catalogues'],
    summary: 'List catalogues, newest first',
    security,
    request: { query: CataloguePageQuerySchema },
    responses: { 200: json(CataloguePageSchema, 'One page of catalogues.'), ...errors(400) },
  });
  app.openapi(listCatalogues, async (c) => {
    const page = await catalogues.list(apiCaller(c).userId, c.req.valid('query'));
    return c.json(toApiCataloguePage(page, urls), 200);
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
  app.openapi(getCatalogue, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(toApiCatalogue(await catalogues.get(apiCaller(c).userId, id), urls), 200);
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
  app.openapi(renameCatalogue, async (c) => {
    const { id } = c.req.valid('param');
    const { name } = c.req.valid('json');
    const renamed = await catalogues.rename(apiCaller(c).userId, id, name);
    return c.json(toApiCatalogue(renamed, urls), 200);
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
  app.openapi(deleteCatalogue, async (c) => {
    const { id } = c.req.valid('param');
    await catalogues.remove(apiCaller(c).userId, id);
    return c.body(null, 204);
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
  app.openapi(catalogueZip, async (c) => {
    const { id } = c.req.valid('param');
    // The API's zip keeps the PNG originals its document promises (decision 240).
    const { fileName, files } = await catalogues.openZip(apiCaller(c).userId, id, 'png');
    const zip = streamZip(files);
    zip.on('error', (error) => c.var.log.error({ err: error }, 'catalogue zip failed'));
    return streamed(zip, {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
    });
  });

  const serveImage = (kind: 'image' | 'preview') => async (c: Context<AppEnv>) => {
    const { id, imageId } = CatalogueImageParams.parse(c.req.param());
    const image = await catalogues.openImage(apiCaller(c).userId, id, imageId, kind);
    return streamed(image.stream, {
      'Content-Type': image.contentType,
      'Content-Length': String(image.size),
      'Content-Disposition': `${kind === 'image' ? 'attachment' : 'inline'}; filename="${image.fileName}"`,
      'Cache-Control': 'private, max-age=3600',
    });
  };

  const catalogueImage = createRoute({
    method: 'get',
    path: '/catalogues/{id}/images/{imageId}',
    tags: ['Catalogues'],
    summary: 'Download one catalogue image (PNG)',
    security,
    request: { params: CatalogueImageParams },
    responses: { 200: binary('image/png', 'The full-size PNG.'), ...errors(404) },
  });
  app.openapi(catalogueImage, serveImage('image'));

  const cataloguePreview = createRoute({
    method: 'get',
    path: '/catalogues/{id}/images/{imageId}/preview',
    tags: ['Catalogues'],
    summary: 'A catalogue image’s preview (WebP)',
    security,
    request: { params: CatalogueImageParams },
    responses: { 200: binary('image/webp', 'The preview.'), ...errors(404) },
  });
  app.openapi(cataloguePreview, serveImage('preview'));
}
