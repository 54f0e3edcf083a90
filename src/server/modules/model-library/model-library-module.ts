/** Builds the Models Library module: its routes, its service and its parts of the account. */
import type { MiddlewareHandler } from 'hono';
import type { Database } from '../../db/client.js';
import { drawPortrait } from '../../engines/portraits/draw-portrait.js';
import type { AppEnv } from '../../http/context.js';
import type { StorageProvider } from '../../providers/storage/storage-provider.js';
import type { AccountExtensions } from '../account/account-module.js';
import { createModelLibraryRepo } from './model-library-repo.js';
import { modelLibraryRoutes } from './model-library-routes.js';
import {
  createModelLibraryService,
  type ModelLibraryServiceDeps,
} from './model-library-service.js';
import { encodePortrait } from './model-portrait.js';

export function createModelLibraryModule(deps: {
  db: Database;
  storage: StorageProvider;
  quota: ModelLibraryServiceDeps['quota'];
  engine: ModelLibraryServiceDeps['engine'];
  billsFor?: ModelLibraryServiceDeps['billsFor'];
  /** requireUser(readSession): mount the routes at /api/library/models behind it. */
  signedIn: MiddlewareHandler<AppEnv>;
}) {
  const service = createModelLibraryService({
    repo: createModelLibraryRepo(deps.db),
    storage: deps.storage,
    quota: deps.quota,
    engine: deps.engine,
    billsFor: deps.billsFor,
    drawPortrait,
    encode: encodePortrait,
  });
  const accountExtensions = {
    exportSections: [service.exportSection],
    deletionHooks: [service.deletionHook],
  } satisfies AccountExtensions;
  return { routes: modelLibraryRoutes(service, deps.signedIn), accountExtensions, service };
}
