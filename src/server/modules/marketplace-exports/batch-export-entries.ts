/**
 * A batch's 'Download for…' (issue #39): each product's images as the marketplace wants them,
 * in a folder per product as in the batch's own zip, then one bulk listing sheet for the whole
 * batch with a row per product whose image columns name the files by their path in the zip.
 */
import {
  LISTING_MARKETPLACES,
  type ListingMarketplace,
} from '../../../core/listings/listing-draft.js';
import { exportSku, MARKETPLACE_LABELS, type MarketplaceId } from '../../../core/marketplaces.js';
import type { ListingSheetRow } from '../../engines/exports/listing-sheet.js';
import { listingSheetName } from '../../engines/exports/listing-sheet-layouts.js';
import type { MarketplaceFiles } from '../../engines/exports/marketplace-files.js';
import type { ImageMarker } from '../../engines/provenance/image-marker.js';
import type { StorageProvider } from '../../providers/storage/storage-provider.js';
import type { ListingService } from '../listings/listing-service.js';
import { exportMarksOf } from './export-marks-of.js';
import type { ExportSourceRepo } from './export-source-repo.js';
import type { WriteListingSheet } from './with-listing-sheet.js';

/** One product of a batch: its saved catalogue and the folder its files go in. */
export interface ExportProduct {
  catalogueId: string;
  folder: string;
}

export interface BatchExportDeps {
  repo: Pick<ExportSourceRepo, 'ofCatalogue'>;
  storage: Pick<StorageProvider, 'get'>;
  files: MarketplaceFiles;
  listings: Pick<ListingService, 'forSheets'>;
  writeSheet: WriteListingSheet;
  marker: ImageMarker;
}

const IMAGE_FILE = /\.(jpe?g|png)$/i;

export const hasListingSheet = (marketplace: MarketplaceId): marketplace is ListingMarketplace =>
  (LISTING_MARKETPLACES as readonly string[]).includes(marketplace);

export async function* batchExportEntries(
  deps: BatchExportDeps,
  userId: string,
  batch: { sku: string; products: readonly ExportProduct[] },
  marketplace: MarketplaceId,
): AsyncGenerator<{ name: string; content: Buffer }> {
  const { repo, storage, files, listings, writeSheet, marker } = deps;
  const sheetMarketplace = hasListingSheet(marketplace) ? marketplace : null;
  const listingsOf = sheetMarketplace
    ? await listings.forSheets(
        userId,
        batch.products.map((product) => product.catalogueId),
      )
    : null;
  const rows: ListingSheetRow[] = [];
  for (const product of batch.products) {
    // A product deleted since the batch ran has nothing to give; the rest still download.
    const source = await repo.ofCatalogue(userId, product.catalogueId);
    if (!source || source.imageKeys.length === 0) continue;
    const sku = exportSku(source.catalogueName, source.runId ?? product.catalogueId);
    const images: string[] = [];
    const entries = files(marketplace, {
      sku,
      shots: source.imageKeys.map((key) => () => storage.get(key)),
      shotIds: source.shotIds,
      frontPhoto: () => (source.frontKey ? storage.get(source.frontKey) : Promise.resolve(null)),
      marks: exportMarksOf(marker, source, MARKETPLACE_LABELS[marketplace]),
    });
    for await (const entry of entries) {
      const name = `${product.folder}/${entry.name}`;
      if (IMAGE_FILE.test(entry.name)) images.push(name);
      yield { name, content: entry.content };
    }
    const listing = listingsOf?.get(product.catalogueId);
    if (sheetMarketplace && listing)
      rows.push({ sku, draft: listing.draft, columns: listing.columns[sheetMarketplace], images });
  }
  if (sheetMarketplace && rows.length > 0)
    yield {
      name: listingSheetName(batch.sku, sheetMarketplace),
      content: await writeSheet(sheetMarketplace, rows),
    };
}
