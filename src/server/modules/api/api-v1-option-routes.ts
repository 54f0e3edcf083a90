/**
 * /api/v1/backgrounds, /api/v1/models and /api/v1/garment-types: the options a run or a batch
 * may name, the key owner's own first (the same libraries the dashboard lists).
 */
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../http/context.js';
import type { BackgroundLibraryService } from '../background-library/background-library-service.js';
import type { ModelLibraryService } from '../model-library/model-library-service.js';
import { errors, json, security } from './api-openapi-parts.js';
import { BackgroundSchema, GarmentTypeSchema, ModelSchema } from './api-schemas.js';
import { apiGarmentTypes, toApiBackground, toApiModel } from './api-views.js';
import { apiCaller } from './require-api-key.js';

export interface ApiV1OptionDeps {
  backgrounds: Pick<BackgroundLibraryService, 'library'>;
  models: Pick<ModelLibraryService, 'library'>;
}

export function registerOptionRoutes(app: OpenAPIHono<AppEnv>, deps: ApiV1OptionDeps) {
  const listBackgrounds = createRoute({
    method: 'get',
    path: '/backgrounds',
    tags: ['Options'],
    summary: 'Backgrounds: your custom ones, then the presets',
    security,
    responses: { 200: json(BackgroundSchema.array(), 'Every usable background.'), ...errors() },
  });
  app.openapi(listBackgrounds, async (c) => {
    const { backgrounds } = await deps.backgrounds.library(apiCaller(c).userId);
    return c.json(backgrounds.map(toApiBackground), 200);
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
  app.openapi(listModels, async (c) => {
    const { models } = await deps.models.library(apiCaller(c).userId);
    return c.json(models.map(toApiModel), 200);
  });

  const listGarmentTypes = createRoute({
    method: 'get',
    path: '/garment-types',
    tags: ['Options'],
    summary: 'Garment types: what a run or a batch product may say it is',
    description:
      'Every garment type, grouped as the dashboard groups them. Pass an `id` as `garmentType` when creating a run or a batch product; `other` is used when none is given.',
    security,
    responses: { 200: json(GarmentTypeSchema.array(), 'Every garment type.'), ...errors() },
  });
  app.openapi(listGarmentTypes, (c) => c.json(apiGarmentTypes(), 200));
}
