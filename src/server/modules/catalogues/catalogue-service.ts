/**
 * The rules of My Catalogues (docs/product.md §6; decisions 015 and 036): a finished run with at
 * least one image is saved once as a catalogue whose images are the run's stored files; a
 * catalogue is listed, renamed, downloaded (zip or one image) and deleted together with its run
 * and their files. Another user's ids answer 404 exactly as missing ones
 * (decision 070).
 */
import { isGarmentTypeId } from '../../../core/garments.js';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { versionedUrl } from '../../../core/regeneration.js';
import { runStorageFolder } from '../../../core/run-locations.js';
import {
  catalogueUrls,
  zipEntryName,
  type CataloguePageQuery,
  type ZipImageFormat,
} from '../../../core/catalogues.js';
import {
  catalogueZipName,
  FINISHED_RUN_STATUSES,
  isAiEngine,
  singleImageName,
  UNSAVED_RUN_DAYS,
  type CatalogueImageView,
  type CataloguePage,
  type CatalogueView,
  type RunStatus,
} from '../../../core/runs.js';
import type { ImageMarker } from '../../engines/provenance/image-marker.js';
import type { ImageProvenance } from '../../engines/provenance/image-provenance.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { StorageProvider } from '../../providers/storage/storage-provider.js';
import type { AccountDeletionHook } from '../account/account-deletion.js';
import { createCatalogueListCache } from './catalogue-list-cache.js';
import type { ExportSection } from '../account/data-export.js';
import { deleteRunIn, type RunForCatalogue } from '../runs/run-for-catalogue.js';
import type {
  CatalogueImageRow,
  CatalogueRecord,
  CatalogueRepo,
  NewCatalogueImage,
} from './catalogue-repo.js';
import { keyed } from '../../../core/server-messages.js';

const isUuid = (value: string) => z.uuid().safeParse(value).success;

export interface CatalogueServiceDependencies {
  repo: CatalogueRepo;
  /** The runs module's answers about the run a catalogue is saved from. */
  runs: RunForCatalogue;
  storage: StorageProvider;
  /** A stored PNG as the JPEG a zip holds by default, with the XMP given (download-jpeg.ts). */
  toJpeg: (png: Readable, xmp: string) => Promise<Buffer>;
  /** Every image handed out carries its provenance (decisions 253 and 254). */
  marker: ImageMarker;
  now?: () => Date;
}

export interface StoredImageAnswer {
  stream: Readable;
  size: number;
  contentType: 'image/png' | 'image/webp';
  fileName: string;
}

function imageView(catalogueId: string, image: CatalogueImageRow): CatalogueImageView {
  return {
    id: image.id,
    poseName: image.poseName,
    shotId: image.shotId,
    orderIndex: image.orderIndex,
    imageUrl: versionedUrl(catalogueUrls.image(catalogueId, image.id), image.version),
    previewUrl: versionedUrl(catalogueUrls.preview(catalogueId, image.id), image.version),
    width: image.width,
    height: image.height,
    colourWarning: image.colourWarning,
    printWarning: image.printWarning,
    madeByAi: isAiEngine(image.engine),
    regeneration: image.regeneration,
  };
}

/** What a catalogue's image says of itself when it leaves (decision 253). */
function provenanceOf(
  catalogue: { id: string; runId: string | null },
  image: CatalogueImageRow,
): ImageProvenance {
  return {
    engine: image.engine,
    model: image.model,
    catalogueId: catalogue.id,
    runId: catalogue.runId,
    shotId: image.shotId,
  };
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function toCatalogueView(record: CatalogueRecord): CatalogueView {
  const thumbnail =
    record.images.find((image) => image.previewKey === record.thumbnailKey) ?? record.images[0];
  return {
    id: record.id,
    name: record.name,
    description: record.description,
    garmentType: isGarmentTypeId(record.garmentType) ? record.garmentType : null,
    status: record.status,
    imageCount: record.imageCount,
    thumbnailUrl: thumbnail
      ? versionedUrl(catalogueUrls.preview(record.id, thumbnail.id), thumbnail.version)
      : null,
    createdAt: record.createdAt.toISOString(),
    images: record.images.map((image) => imageView(record.id, image)),
  };
}

/** A folder name for one catalogue inside the account data download. */
function exportFolderOf(record: CatalogueRecord): string {
  const slug =
    record.name
      .replace(/[^\w-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'catalogue';
  return `${slug}-${record.id.slice(0, 8)}`;
}

export function createCatalogueService({
  repo,
  runs,
  storage,
  toJpeg,
  marker,
  now = () => new Date(),
}: CatalogueServiceDependencies) {
  /** The image as it leaves: a PNG original or the download JPEG, marked and signed. */
  async function delivered(
    stream: Readable,
    format: ZipImageFormat,
    provenance: ImageProvenance,
  ): Promise<Buffer> {
    if (format === 'png') return marker.markPng(await bytesOf(stream), provenance);
    return marker.signJpeg(await toJpeg(stream, marker.xmp(provenance)), provenance);
  }

  const listCache = createCatalogueListCache();
  async function findOwned(userId: string, catalogueId: string): Promise<CatalogueRecord> {
    const record = isUuid(catalogueId) ? await repo.findForUser(userId, catalogueId) : null;
    if (!record) throw notFound('catalogueNotFound');
    return record;
  }

  /**
   * The files of the catalogue's images that exist, in order, named 01_{shotId}.jpg … (or .png
   * for the originals); each JPEG is made as the zip asks for it, so one image is in memory.
   */
  async function* zipFiles(record: CatalogueRecord, format: ZipImageFormat) {
    let position = 0;
    for (const image of record.images) {
      const found = await storage.stream(image.imageKey);
      if (!found) continue;
      position += 1;
      const name = zipEntryName(position, image.shotId, format);
      yield { name, content: await delivered(found.stream, format, provenanceOf(record, image)) };
    }
  }

  return {
    /** POST /api/catalogues: keeps a finished run as a catalogue, once. */
    async save(userId: string, input: { runId: string; name: string }): Promise<CatalogueView> {
      const run = await runs.forSave(userId, input.runId);
      const cutoff = now().getTime() - UNSAVED_RUN_DAYS * 86_400_000;
      // A run past its unsaved lifetime may be cleaned up at any moment: treat it as gone.
      if (!run || run.createdAt.getTime() < cutoff) throw notFound('runNotFound');
      if (!FINISHED_RUN_STATUSES.includes(run.status as RunStatus))
        throw new AppError('BAD_REQUEST', keyed('noImagesToSave'));
      const images: (NewCatalogueImage &
        Pick<
          CatalogueImageRow,
          'colourWarning' | 'printWarning' | 'version' | 'engine' | 'model'
        >)[] = [];
      for (const shot of run.completeShots) {
        if (!shot.imageKey || !shot.previewKey || !shot.width || !shot.height) continue;
        images.push({
          poseName: shot.name,
          shotId: shot.shotId,
          imageKey: shot.imageKey,
          previewKey: shot.previewKey,
          width: shot.width,
          height: shot.height,
          orderIndex: images.length,
          colourWarning: shot.colourWarning,
          printWarning: shot.printWarning,
          version: shot.version,
          engine: shot.engine,
          model: shot.model,
        });
      }
      if (images.length === 0) throw new AppError('BAD_REQUEST', keyed('noImagesToSave'));
      const saved = await repo.insertCatalogue({
        userId,
        runId: run.id,
        name: input.name,
        garmentType: run.garmentType,
        images,
      });
      if (!saved) throw new AppError('CONFLICT', keyed('alreadySaved'));
      return toCatalogueView(saved);
    },

    /**
     * A page of the list: from memory while the database's list version has not moved since
     * it was read (one small statement instead of the page's, decision 117).
     */
    async list(userId: string, query: CataloguePageQuery): Promise<CataloguePage> {
      const { page, pageSize } = query;
      // Read before the page: a change in between makes the kept page newer than its version,
      // never older, and the next request reads it again.
      const version = await repo.listVersion(userId);
      const kept = listCache.get(userId, page, pageSize, version);
      if (kept) return kept;
      const { total, records } = await repo.pageForUser(userId, pageSize, (page - 1) * pageSize);
      const answer = { items: records.map(toCatalogueView), total, page, pageSize };
      listCache.set(userId, page, pageSize, version, answer);
      return answer;
    },

    async get(userId: string, catalogueId: string): Promise<CatalogueView> {
      return toCatalogueView(await findOwned(userId, catalogueId));
    },

    async rename(userId: string, catalogueId: string, name: string): Promise<CatalogueView> {
      const renamed = isUuid(catalogueId) ? await repo.rename(userId, catalogueId, name) : null;
      if (!renamed) throw notFound('catalogueNotFound');
      return toCatalogueView(await findOwned(userId, catalogueId));
    },

    /**
     * Deletes the catalogue, the run it was saved from, and every file of both. Files go first
     * and a storage failure stops the deletion (a 500 the user can retry, as account deletion
     * does); then the rows, in one transaction. No file is left behind without a row naming it.
     */
    async remove(userId: string, catalogueId: string): Promise<void> {
      const files = isUuid(catalogueId) ? await repo.filesOf(userId, catalogueId) : null;
      if (!files) throw notFound('catalogueNotFound');
      const runKeys = files.runId ? await runs.fileKeys(userId, files.runId) : [];
      for (const key of [...files.keys, ...runKeys]) await storage.delete(key);
      // The run's folder may hold more than the rows name, e.g. intermediate files of the engine.
      if (files.runId) await storage.deletePrefix(runStorageFolder(userId, files.runId));
      const deleted = await repo.deleteWithRun(userId, catalogueId, (tx, runId) =>
        deleteRunIn(tx, userId, runId),
      );
      if (!deleted) throw notFound('catalogueNotFound');
    },

    /** GET /:id/zip[?format=png]: the file name and the zip's entries, made one at a time. */
    async openZip(userId: string, catalogueId: string, format: ZipImageFormat) {
      const record = await findOwned(userId, catalogueId);
      return { fileName: catalogueZipName(record.name), files: zipFiles(record, format) };
    },

    /** GET /:id/images/:imageId (PNG) or …/preview (WebP) of the user's own catalogue. */
    async openImage(
      userId: string,
      catalogueId: string,
      imageId: string,
      kind: 'image' | 'preview',
    ): Promise<StoredImageAnswer> {
      const image =
        isUuid(catalogueId) && isUuid(imageId)
          ? await repo.findImageForUser(userId, catalogueId, imageId)
          : null;
      if (!image) throw notFound('imageNotFound');
      const found = await storage.stream(kind === 'image' ? image.imageKey : image.previewKey);
      if (!found) throw notFound('imageNotFound');
      const fileName = singleImageName(image.poseName);
      if (kind === 'preview')
        return {
          ...found,
          contentType: 'image/webp',
          fileName: fileName.replace(/\.png$/, '.webp'),
        };
      const catalogue = { id: catalogueId, runId: image.runId };
      const png = await delivered(found.stream, 'png', provenanceOf(catalogue, image));
      return { stream: Readable.from([png]), size: png.length, contentType: 'image/png', fileName };
    },

    /** The run the user's catalogue was saved from, null once it is gone; 404 for no catalogue. */
    async runOf(userId: string, catalogueId: string): Promise<string | null> {
      const runId = isUuid(catalogueId) ? await repo.runOf(userId, catalogueId) : undefined;
      if (runId === undefined) throw notFound('catalogueNotFound');
      return runId;
    },

    /**
     * The run and shot a catalogue's image came from, for its owner: what reporting or
     * regenerating the image acts on (decisions 122 and 263). 404 when the user has no such
     * image; 409 when the run, or its shot, is gone.
     */
    async shotOfImage(
      userId: string,
      catalogueId: string,
      imageId: string,
    ): Promise<{ runId: string; shotIndex: number }> {
      const origin =
        isUuid(catalogueId) && isUuid(imageId)
          ? await repo.imageOrigin(userId, catalogueId, imageId)
          : null;
      if (!origin) throw notFound('imageNotFound');
      const shotIndex = origin.runId ? await runs.shotIndex(origin.runId, origin.shotId) : null;
      if (origin.runId === null || shotIndex === null)
        throw new AppError('CONFLICT', keyed('regenerationRunGone'));
      return { runId: origin.runId, shotIndex };
    },

    /** The account data download: catalogues.json and each catalogue's images in a folder. */
    exportSection: {
      folder: 'catalogues',
      description:
        'catalogues.json lists your saved catalogues; each catalogue folder holds its images (01_….png).',
      async *entries(userId: string) {
        const records = await repo.allForUser(userId);
        const listing = records.map((record) => {
          const folder = exportFolderOf(record);
          return {
            id: record.id,
            name: record.name,
            description: record.description,
            status: record.status,
            imageCount: record.imageCount,
            createdAt: record.createdAt.toISOString(),
            updatedAt: record.updatedAt.toISOString(),
            folder,
            images: record.images.map((image, i) => ({
              poseName: image.poseName,
              orderIndex: image.orderIndex,
              width: image.width,
              height: image.height,
              file: `${folder}/${zipEntryName(i + 1, image.shotId)}`,
            })),
          };
        });
        yield { name: 'catalogues.json', content: `${JSON.stringify(listing, null, 2)}\n` };
        for (const [r, record] of records.entries()) {
          const folder = listing[r]!.folder;
          for (const [i, image] of record.images.entries()) {
            const found = await storage.stream(image.imageKey);
            if (found)
              yield {
                name: `${folder}/${zipEntryName(i + 1, image.shotId)}`,
                content: await delivered(found.stream, 'png', provenanceOf(record, image)),
              };
          }
        }
      },
    } satisfies ExportSection,

    /** Account deletion: the files of every catalogue go before the rows do (by cascade). */
    deletionHook: {
      name: 'catalogues',
      async beforeDelete(userId: string) {
        for (const key of await repo.imageKeysOfUser(userId)) await storage.delete(key);
      },
    } satisfies AccountDeletionHook,
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
