/** Builds 'Download for…': the marketplace export routes over the catalogues' and runs' files. */
import type { MiddlewareHandler } from 'hono';
import type { Database } from '../../db/client.js';
import type { ImageMarker } from '../../engines/provenance/image-marker.js';
import { writeListingSheet } from '../../engines/exports/listing-sheet.js';
import { marketplaceFiles } from '../../engines/exports/marketplace-files.js';
import type { AppEnv } from '../../http/context.js';
import type { StorageProvider } from '../../providers/storage/storage-provider.js';
import type { ListingService } from '../listings/listing-service.js';
import { createExportSourceRepo } from './export-source-repo.js';
import { marketplaceExportRoutes } from './marketplace-export-routes.js';
import { createMarketplaceExportService } from './marketplace-export-service.js';

export function createMarketplaceExportModule(deps: {
  db: Database;
  storage: StorageProvider;
  listings: Pick<ListingService, 'forSheets'>;
  marker: ImageMarker;
  signedIn: MiddlewareHandler<AppEnv>;
}) {
  const service = createMarketplaceExportService({
    repo: createExportSourceRepo(deps.db),
    storage: deps.storage,
    files: marketplaceFiles,
    listings: deps.listings,
    writeSheet: writeListingSheet,
    marker: deps.marker,
  });
  return { routes: marketplaceExportRoutes(service, deps.signedIn), service };
}
