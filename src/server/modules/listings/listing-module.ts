/** Builds the listings module (issue #39): a catalogue's listing draft, its routes and sheets. */
import type { MiddlewareHandler } from 'hono';
import type { Database } from '../../db/client.js';
import type { AppEnv } from '../../http/context.js';
import { createAccountLanguageReader } from '../../i18n/request-language.js';
import type { StorageProvider } from '../../providers/storage/storage-provider.js';
import type { BillListener, BillOwner } from '../vendor-costs/vendor-request-service.js';
import type { ListingColumnsOf, ListingFiller } from './listing-filler-port.js';
import { createListingRepo } from './listing-repo.js';
import { listingRoutes } from './listing-routes.js';
import { createListingService } from './listing-service.js';

export function createListingModule(deps: {
  db: Database;
  storage: StorageProvider;
  filler: ListingFiller;
  columnsOf: ListingColumnsOf;
  billsFor: (owner: BillOwner) => BillListener;
  signedIn: MiddlewareHandler<AppEnv>;
}) {
  const service = createListingService({
    repo: createListingRepo(deps.db),
    storage: deps.storage,
    filler: deps.filler,
    columnsOf: deps.columnsOf,
    accountLanguage: createAccountLanguageReader(deps.db),
    billsFor: deps.billsFor,
  });
  return { service, routes: listingRoutes(service, deps.signedIn) };
}
