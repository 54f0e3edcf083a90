/**
 * 'Download for…' (issue 13, docs/marketplaces.md): a catalogue's or a finished run's images as
 * one marketplace wants them, in a zip. A marketplace's zip is made once and kept in storage
 * beside the run's files, so it is deleted with them; a shot that changes drops it
 * (runExportsFolder). Another user's ids answer 404 exactly as missing ones.
 */
import type { Readable } from 'node:stream';
import { z } from 'zod';
import {
  exportSku,
  exportZipName,
  MARKETPLACE_LABELS,
  marketplaceIdSchema,
  type MarketplaceId,
} from '../../../core/marketplaces.js';
import { runExportKey } from '../../../core/run-locations.js';
import { FINISHED_RUN_STATUSES, type RunStatus } from '../../../core/runs.js';
import type { MarketplaceFiles } from '../../engines/exports/marketplace-files.js';
import type { ImageMarker } from '../../engines/provenance/image-marker.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { StorageProvider } from '../../providers/storage/storage-provider.js';
import type { ListingService } from '../listings/listing-service.js';
import { batchExportEntries, hasListingSheet, type ExportProduct } from './batch-export-entries.js';
import { exportMarksOf } from './export-marks-of.js';
import type { ExportSourceRepo, ExportSourceRow } from './export-source-repo.js';
import { withListingSheet, type WriteListingSheet } from './with-listing-sheet.js';
import { keyed } from '../../../core/server-messages.js';

const isUuid = (value: string) => z.uuid().safeParse(value).success;

export interface ExportEntry {
  name: string;
  content: Buffer;
}

/** A zip kept from an earlier download, or the entries to zip now and a way to keep the zip. */
export type ExportAnswer = { fileName: string } & (
  | { kind: 'cached'; stream: Readable; size: number }
  | {
      kind: 'fresh';
      entries: AsyncIterable<ExportEntry>;
      keep: ((zip: Buffer) => Promise<void>) | null;
    }
);

export interface MarketplaceExportDeps {
  repo: ExportSourceRepo;
  storage: StorageProvider;
  files: MarketplaceFiles;
  /** The saved catalogue's listing, for the marketplaces with a bulk listing sheet. */
  listings: Pick<ListingService, 'forSheets'>;
  writeSheet: WriteListingSheet;
  /** Every file handed out carries its provenance (decisions 253 and 254). */
  marker: ImageMarker;
}

export function createMarketplaceExportService({
  repo,
  storage,
  files,
  listings,
  writeSheet,
  marker,
}: MarketplaceExportDeps) {
  /** A saved catalogue's listing, when the marketplace takes a sheet and one can be had. */
  async function listingOf(userId: string, source: ExportSourceRow, marketplace: MarketplaceId) {
    if (!source.catalogueId || !hasListingSheet(marketplace)) return null;
    const sheets = await listings.forSheets(userId, [source.catalogueId]);
    const listing = sheets.get(source.catalogueId);
    return listing ? { marketplace, listing } : null;
  }

  function parseMarketplace(value: string): MarketplaceId {
    const parsed = marketplaceIdSchema.safeParse(value);
    if (!parsed.success) throw new AppError('BAD_REQUEST', keyed('unknownMarketplace'));
    return parsed.data;
  }

  /** Keeps a zip; one with a sheet first drops the marketplace's older zips (older listings). */
  function keeper(cacheKey: string, replacesOlder: boolean) {
    return async (zip: Buffer) => {
      if (replacesOlder) await storage.deletePrefix(cacheKey.slice(0, cacheKey.lastIndexOf('/')));
      await storage.put(cacheKey, zip);
    };
  }

  async function answer(
    userId: string,
    source: ExportSourceRow,
    marketplace: MarketplaceId,
  ): Promise<ExportAnswer> {
    if (source.imageKeys.length === 0) throw new AppError('BAD_REQUEST', keyed('noImagesToSave'));
    const runId = source.runId;
    const sku = exportSku(source.catalogueName, runId ?? 'catalogue');
    const fileName = exportZipName(sku, marketplace);
    const sheet = await listingOf(userId, source, marketplace);
    // The originals are the stored files: nothing to make, so nothing to keep. A zip with a
    // sheet is kept under its listing's version, so an edited listing makes a new one.
    const cacheKey =
      runId && marketplace !== 'original'
        ? runExportKey(userId, runId, marketplace, sheet ? `${sku}-${sheet.listing.version}` : sku)
        : null;
    if (cacheKey) {
      const cached = await storage.stream(cacheKey);
      if (cached) return { fileName, kind: 'cached', ...cached };
    }
    const images = files(marketplace, {
      sku,
      shots: source.imageKeys.map((key) => () => storage.get(key)),
      shotIds: source.shotIds,
      frontPhoto: () => (source.frontKey ? storage.get(source.frontKey) : Promise.resolve(null)),
      marks: exportMarksOf(marker, source, MARKETPLACE_LABELS[marketplace]),
    });
    const entries = sheet ? withListingSheet(images, { ...sheet, sku, write: writeSheet }) : images;
    return {
      fileName,
      kind: 'fresh',
      entries,
      keep: cacheKey ? keeper(cacheKey, sheet !== null) : null,
    };
  }

  return {
    /** GET /api/catalogues/:id/export/:marketplace */
    async forCatalogue(userId: string, catalogueId: string, marketplace: string) {
      const id = parseMarketplace(marketplace);
      const source = isUuid(catalogueId) ? await repo.ofCatalogue(userId, catalogueId) : null;
      if (!source) throw notFound('catalogueNotFound');
      return answer(userId, source, id);
    },

    /** GET /api/runs/:id/export/:marketplace: a finished run, saved or not (the generation modal). */
    async forRun(userId: string, runId: string, marketplace: string) {
      const id = parseMarketplace(marketplace);
      const source = isUuid(runId) ? await repo.ofRun(userId, runId) : null;
      if (!source) throw notFound('runNotFound');
      if (!FINISHED_RUN_STATUSES.includes(source.runStatus as RunStatus))
        throw new AppError('CONFLICT', keyed('regenerationNotFinished'));
      return answer(userId, source, id);
    },

    /**
     * GET /api/batches/:id/export/:marketplace: the batch's products (already the user's own,
     * asked of the batches module) in a folder each, and one listing sheet for them all. The
     * marketplace is checked before anything is sent, so a wrong one answers 400, not a zip.
     */
    forBatch(
      userId: string,
      batch: { sku: string; products: readonly ExportProduct[] },
      marketplace: string,
    ) {
      const id = parseMarketplace(marketplace);
      return {
        fileName: exportZipName(batch.sku, id),
        entries: batchExportEntries(
          { repo, storage, files, listings, writeSheet, marker },
          userId,
          batch,
          id,
        ),
      };
    },
  };
}

export type MarketplaceExportService = ReturnType<typeof createMarketplaceExportService>;
