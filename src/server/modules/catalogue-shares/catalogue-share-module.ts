/** Builds the share links of catalogues (decision 185): the owner's routes, the public ones. */
import type { MiddlewareHandler } from 'hono';
import type { Database } from '../../db/client.js';
import type { AppEnv } from '../../http/context.js';
import { rateLimit } from '../../http/rate-limit.js';
import { clientAddress } from '../auth/client-ip.js';
import type { CatalogueService } from '../catalogues/catalogue-service.js';
import { createCatalogueShareRepo } from './catalogue-share-repo.js';
import {
  catalogueShareOwnerRoutes,
  catalogueSharePageRoutes,
  catalogueSharePublicRoutes,
} from './catalogue-share-routes.js';
import { createCatalogueShareService } from './catalogue-share-service.js';
import { keyed } from '../../../core/server-messages.js';

/** Requests per minute per client address to the public page and files of links. */
export const DEFAULT_SHARE_RATE_LIMIT_PER_MINUTE = 120;

export function createCatalogueShareModule(deps: {
  db: Database;
  catalogues: CatalogueService;
  publicUrl: string;
  trustProxy: boolean;
  signedIn: MiddlewareHandler<AppEnv>;
  rateLimitPerMinute?: number;
  now?: () => Date;
}) {
  const service = createCatalogueShareService({
    repo: createCatalogueShareRepo(deps.db),
    catalogues: deps.catalogues,
    publicUrl: deps.publicUrl,
    now: deps.now,
  });
  // One count for the page and its files: opening a link costs a page and its images.
  const limit = rateLimit({
    max: deps.rateLimitPerMinute ?? DEFAULT_SHARE_RATE_LIMIT_PER_MINUTE,
    windowMs: 60_000,
    keyOf: (c) => clientAddress(c, deps.trustProxy) ?? 'unknown',
    message: keyed('shareRateLimited'),
  });
  return {
    service,
    /** Mounted at /api before /catalogues: only …/:id/shares. */
    ownerRoutes: catalogueShareOwnerRoutes(service, deps.signedIn),
    /** Mounted at /api/shares. */
    publicRoutes: catalogueSharePublicRoutes(service, limit),
    /** Mounted at /s, before the web app. */
    pageRoutes: catalogueSharePageRoutes(service, limit),
  };
}
