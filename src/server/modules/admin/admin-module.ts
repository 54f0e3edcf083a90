/**
 * The operator's console (issue #41): who is an operator, the service and the routes. Built in
 * compose-http.ts from the modules it asks (quota, runs, billing, auth, notifications, the
 * vendor ledger).
 */
import type { Database } from '../../db/client.js';
import type { SessionReader } from '../auth/session-types.js';
import { createAdminService, type ActionWriters, type AdminServiceDeps } from './admin-service.js';
import { adminRoutes } from './admin-routes.js';
import { createAuditRepo } from './audit-repo.js';
import { operatorCheck } from './operator-access.js';
import { createOverviewRepo } from './overview-repo.js';
import { createSellerReadsRepo } from './seller-reads-repo.js';

/** One transaction of the database, as drizzle hands it to `db.transaction`'s work. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export function createAdminModule(
  deps: Omit<AdminServiceDeps, 'sellers' | 'overview' | 'audit' | 'transaction'> & {
    db: Database;
    readSession: SessionReader;
    operatorEmails: readonly string[];
    /** The owning modules' writes, bound to the action's transaction (decision 269). */
    writersOn(tx: Transaction): Omit<ActionWriters, 'audit'>;
  },
) {
  const service = createAdminService({
    ...deps,
    sellers: createSellerReadsRepo(deps.db),
    overview: createOverviewRepo(deps.db),
    audit: createAuditRepo(deps.db),
    transaction: (work) =>
      deps.db.transaction((tx) => work({ ...deps.writersOn(tx), audit: createAuditRepo(tx) })),
  });
  const isOperator = operatorCheck(deps.readSession, deps.operatorEmails);
  return { service, isOperator, routes: adminRoutes(service, isOperator) };
}
