/**
 * Every row the public API answers with, as it shows it (the one place of these mappings): runs
 * and catalogues with every URL absolute and under /api/v1, where an API key (not a browser
 * session) may fetch it; backgrounds, models and usage with only the fields the API documents.
 */
import type { z } from '@hono/zod-openapi';
import type { BackgroundLibraryView } from '../../../core/background-library.js';
import { GARMENT_GROUP_NAMES, GARMENT_TYPES } from '../../../core/garments.js';
import type { ModelLibraryView } from '../../../core/model-library.js';
import type { CataloguePage, CatalogueView, RunView } from '../../../core/runs.js';
import type { UsageSummary } from '../quota/quota-service.js';
import type {
  ApiCatalogue,
  ApiRun,
  BackgroundSchema,
  CataloguePageSchema,
  GarmentTypeSchema,
  ModelSchema,
  UsageSchema,
} from './api-schemas.js';

export const API_V1 = '/api/v1';

export function apiUrls(publicUrl: string) {
  const base = `${publicUrl.replace(/\/+$/, '')}${API_V1}`;
  return {
    base,
    shotImage: (runId: string, index: number) => `${base}/runs/${runId}/shots/${index}/image`,
    shotPreview: (runId: string, index: number) => `${base}/runs/${runId}/shots/${index}/preview`,
    catalogueZip: (id: string) => `${base}/catalogues/${id}/zip`,
    catalogueImage: (id: string, imageId: string) => `${base}/catalogues/${id}/images/${imageId}`,
    cataloguePreview: (id: string, imageId: string) =>
      `${base}/catalogues/${id}/images/${imageId}/preview`,
  };
}
export type ApiUrls = ReturnType<typeof apiUrls>;

export function toApiRun(run: RunView, urls: ApiUrls): ApiRun {
  return {
    id: run.id,
    status: run.status,
    createdAt: run.createdAt,
    finishedAt: run.finishedAt,
    backgroundName: run.backgroundName,
    modelName: run.modelName,
    garmentType: run.garmentType,
    stylingNote: run.stylingNote,
    engine: run.engine,
    total: run.total,
    generated: run.generated,
    failed: run.failed,
    catalogueId: run.savedCatalogueId,
    shots: run.shots.map((shot) => ({
      index: shot.index,
      name: shot.name,
      shotId: shot.shotId,
      status: shot.status,
      imageUrl: shot.imageUrl ? urls.shotImage(run.id, shot.index) : null,
      previewUrl: shot.previewUrl ? urls.shotPreview(run.id, shot.index) : null,
      failureReason: shot.failureReason,
      failureKey: shot.failureMessage?.key ?? null,
      note: shot.note,
    })),
  };
}

export function toApiCatalogue(catalogue: CatalogueView, urls: ApiUrls): ApiCatalogue {
  return {
    id: catalogue.id,
    name: catalogue.name,
    description: catalogue.description,
    status: catalogue.status,
    imageCount: catalogue.imageCount,
    garmentType: catalogue.garmentType,
    createdAt: catalogue.createdAt,
    zipUrl: urls.catalogueZip(catalogue.id),
    images: catalogue.images.map((image) => ({
      id: image.id,
      poseName: image.poseName,
      orderIndex: image.orderIndex,
      imageUrl: urls.catalogueImage(catalogue.id, image.id),
      previewUrl: urls.cataloguePreview(catalogue.id, image.id),
      width: image.width,
      height: image.height,
    })),
  };
}

export function toApiCataloguePage(
  page: CataloguePage,
  urls: ApiUrls,
): z.infer<typeof CataloguePageSchema> {
  return { ...page, items: page.items.map((item) => toApiCatalogue(item, urls)) };
}

export function toApiBackground(
  background: BackgroundLibraryView['backgrounds'][number],
): z.infer<typeof BackgroundSchema> {
  return {
    id: background.id,
    name: background.name,
    category: background.category,
    description: background.description,
    isCustom: background.isCustom,
    isFavorite: background.isFavorite,
  };
}

export function toApiModel(model: ModelLibraryView['models'][number]): z.infer<typeof ModelSchema> {
  return {
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
  };
}

/** Every garment type in the order the dashboard lists them, with its group's name. */
export function apiGarmentTypes(): z.infer<typeof GarmentTypeSchema>[] {
  return GARMENT_TYPES.map((type) => ({
    id: type.id,
    name: type.name,
    group: type.group,
    groupName: GARMENT_GROUP_NAMES[type.group],
  }));
}

export function toApiUsage(usage: UsageSummary): z.infer<typeof UsageSchema> {
  return {
    plan: usage.plan,
    used: usage.used,
    limit: usage.limit,
    remaining: usage.remaining,
    periodStart: usage.periodStart.toISOString(),
    periodEnd: usage.periodEnd.toISOString(),
  };
}
