/**
 * The operator's console (issue #41): who is an operator, the service and the routes. Built in
 * compose-http.ts from the modules it asks (quota, runs, auth's sessions, the vendor ledger).
 */
import type { Database } from '../../db/client.js';
import type { SessionReader } from '../auth/session-types.js';
import { createAdminService, type AdminServiceDeps } from './admin-service.js';
import { adminRoutes } from './admin-routes.js';
import { createAuditRepo } from './audit-repo.js';
import { operatorCheck } from './operator-access.js';
import { createOverviewRepo } from './overview-repo.js';
import { createSellerReadsRepo } from './seller-reads-repo.js';

export function createAdminModule(
  deps: Omit<AdminServiceDeps, 'sellers' | 'overview' | 'audit'> & {
    db: Database;
    readSession: SessionReader;
    operatorEmails: readonly string[];
  },
) {
  const service = createAdminService({
    ...deps,
    sellers: createSellerReadsRepo(deps.db),
    overview: createOverviewRepo(deps.db),
    audit: createAuditRepo(deps.db),
  });
  const isOperator = operatorCheck(deps.readSession, deps.operatorEmails);
  return { service, isOperator, routes: adminRoutes(service, isOperator) };
}
