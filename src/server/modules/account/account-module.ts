/** Builds the account settings module from the app's dependencies. */
import type { Database } from '../../db/client.js';
import type { StorageProvider } from '../../providers/storage/storage-provider.js';
import type { AuthActions } from '../auth/auth-actions.js';
import type { AccountDeletionHook } from './account-deletion.js';
import { createAccountRepo } from './account-repo.js';
import { accountRoutes } from './account-routes.js';
import { createAccountService } from './account-service.js';
import { encodeAvatar, NotAnAcceptedImage } from './avatar-image.js';
import { createAvatarService } from './avatar-service.js';
import { billingDetailsExportSection } from './billing-details-export.js';
import { createBillingDetailsRepo } from './billing-details-repo.js';
import type { ExportSection } from './data-export.js';

export interface AccountExtensions {
  /** Later modules' parts of the data download (e.g. catalogues and their images). */
  exportSections?: readonly ExportSection[];
  /** Later modules' cleanup of what they keep outside the database (e.g. stored run images). */
  deletionHooks?: readonly AccountDeletionHook[];
}

export function createAccountModule(deps: {
  db: Database;
  storage: StorageProvider;
  auth: AuthActions;
  extensions?: AccountExtensions;
}) {
  const repo = createAccountRepo(deps.db);
  const billingDetails = createBillingDetailsRepo(deps.db);
  const avatars = createAvatarService({
    repo,
    storage: deps.storage,
    encode: encodeAvatar,
    isRejectedImage: (error) => error instanceof NotAnAcceptedImage,
  });
  const account = createAccountService({
    repo,
    exportSections: [
      avatars.exportSection,
      billingDetailsExportSection(billingDetails),
      ...(deps.extensions?.exportSections ?? []),
    ],
    deletionHooks: [avatars.deletionHook, ...(deps.extensions?.deletionHooks ?? [])],
    passwordMatches: deps.auth.passwordMatches,
  });
  return {
    routes: accountRoutes({
      account,
      avatars,
      auth: deps.auth,
      billingDetails,
    }),
  };
}
