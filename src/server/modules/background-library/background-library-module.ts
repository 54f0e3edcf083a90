/** Builds the Backgrounds Library module: its routes, its service and its parts of the account. */
import type { MiddlewareHandler } from 'hono';
import type { Database } from '../../db/client.js';
import type { AppEnv } from '../../http/context.js';
import type { StorageProvider } from '../../providers/storage/storage-provider.js';
import type { AccountExtensions } from '../account/account-module.js';
import { encodeBackground } from './background-image.js';
import { createBackgroundLibraryRepo } from './background-library-repo.js';
import { backgroundLibraryRoutes } from './background-library-routes.js';
import {
  createBackgroundLibraryService,
  type BackgroundLibraryServiceDeps,
} from './background-library-service.js';

export function createBackgroundLibraryModule(deps: {
  db: Database;
  storage: StorageProvider;
  quota: BackgroundLibraryServiceDeps['quota'];
  engine: BackgroundLibraryServiceDeps['engine'];
  billsFor?: BackgroundLibraryServiceDeps['billsFor'];
  /** requireUser(readSession): mount the routes at /api/library/backgrounds behind it. */
  signedIn: MiddlewareHandler<AppEnv>;
}) {
  const service = createBackgroundLibraryService({
    repo: createBackgroundLibraryRepo(deps.db),
    storage: deps.storage,
    quota: deps.quota,
    engine: deps.engine,
    billsFor: deps.billsFor,
    encode: encodeBackground,
  });
  const accountExtensions = {
    exportSections: [service.exportSection],
    deletionHooks: [service.deletionHook],
  } satisfies AccountExtensions;
  return { routes: backgroundLibraryRoutes(service, deps.signedIn), accountExtensions, service };
}
