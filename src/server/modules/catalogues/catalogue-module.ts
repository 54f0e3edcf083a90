/** Builds the My Catalogues module: its routes and its parts of account export and deletion. */
import type { MiddlewareHandler } from 'hono';
import type { Database } from '../../db/client.js';
import type { ImageMarker } from '../../engines/provenance/image-marker.js';
import type { AppEnv } from '../../http/context.js';
import type { StorageProvider } from '../../providers/storage/storage-provider.js';
import type { AccountExtensions } from '../account/account-module.js';
import { createRunForCatalogue } from '../runs/run-for-catalogue.js';
import { createCatalogueRepo } from './catalogue-repo.js';
import { catalogueRoutes } from './catalogue-routes.js';
import { createCatalogueService } from './catalogue-service.js';
import { toDownloadJpeg } from './download-jpeg.js';

export function createCatalogueModule(deps: {
  db: Database;
  storage: StorageProvider;
  /** Marks every image the catalogues hand out (decisions 253 and 254). */
  marker: ImageMarker;
  /** requireUser(readSession): mount the routes at /api/catalogues behind it. */
  signedIn: MiddlewareHandler<AppEnv>;
}) {
  const service = createCatalogueServiceOn(deps.db, deps.storage, deps.marker);
  const accountExtensions = {
    exportSections: [service.exportSection],
    deletionHooks: [service.deletionHook],
  } satisfies AccountExtensions;
  return { routes: catalogueRoutes(service, deps.signedIn), accountExtensions, service };
}

/** The catalogues service on a database: what batches save their products with. */
export function createCatalogueServiceOn(
  db: Database,
  storage: StorageProvider,
  marker: ImageMarker,
) {
  return createCatalogueService({
    repo: createCatalogueRepo(db),
    runs: createRunForCatalogue(db),
    storage,
    toJpeg: toDownloadJpeg,
    marker,
  });
}
