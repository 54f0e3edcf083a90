/**
 * The operator's console (issue #41, decision 250): find a seller, see what support needs, and
 * act. Every action takes a reason and is appended to the audit log with who did it; the payment
 * provider stays the record of money, so nothing here moves money.
 */
import type {
  AdminDay,
  AdminOverview,
  AuditEntry,
  GiveImagesBackInput,
  SellerDetail,
} from '../../../core/admin.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { AuditRepo } from './audit-repo.js';
import { OVERVIEW_DAYS, type OverviewRepo } from './overview-repo.js';
import type { SellerReadsRepo } from './seller-reads-repo.js';

const NO_SELLER = 'No seller has this id.';
const NO_RUN = 'No run has this id.';

export interface Operator {
  id: string;
  email: string;
}

export interface AdminServiceDeps {
  sellers: SellerReadsRepo;
  overview: OverviewRepo;
  audit: AuditRepo;
  /** The quota module's: a seller's usage, its history, and the credit. */
  quota: {
    getUsage(userId: string): Promise<{
      plan: string;
      billingPeriod: string;
      used: number;
      limit: number;
      held: number;
      periodStart: Date;
      periodEnd: Date;
      currentPeriodEnd: Date | null;
    }>;
    history(userId: string): Promise<
      {
        kind: 'charge' | 'credit' | 'report';
        at: Date;
        images: number;
        reason: string | null;
        runId: string | null;
      }[]
    >;
    giveBack(
      userId: string,
      images: number,
      credit: { reason: string; grantedBy: string },
    ): Promise<{ given: number }>;
  };
  /** The runs module's stop, as the seller's own Stop button does it. */
  stopRun(sellerId: string, runId: string): Promise<{ status: string }>;
  /** Ends every session of the seller; answers how many there were. */
  endSessions(sellerId: string): Promise<number>;
  /** The vendor-costs ledger's requests and cost per UTC day. */
  vendorCostByDay(
    from: Date,
    to: Date,
  ): Promise<{ day: string; requests: number; costMicroUsd: number }[]>;
  /** pg-boss's jobs now, by name and state. */
  queueNow(): Promise<{ job: string; state: string; count: number; oldest: number }[]>;
  clock?: () => Date;
}

const emptyDay = (day: string): AdminDay => ({
  day,
  runsStarted: 0,
  runsCompleted: 0,
  runsFailed: 0,
  runsStopped: 0,
  failedShotsByKind: {},
  imagesMade: 0,
  imagesCharged: 0,
  vendorRequests: 0,
  vendorCostMicroUsd: 0,
  signUps: 0,
  payments: 0,
  paymentsPaise: 0,
});

function toAuditEntry(row: Awaited<ReturnType<AuditRepo['list']>>[number]): AuditEntry {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    operatorEmail: row.operatorEmail,
    action: row.action,
    sellerEmail: row.sellerEmail,
    reason: row.reason,
    detail: row.detail,
  };
}

export function createAdminService(deps: AdminServiceDeps) {
  const clock = deps.clock ?? (() => new Date());

  async function sellerOrThrow(sellerId: string) {
    const seller = await deps.sellers.account(sellerId);
    if (!seller) throw notFound(NO_SELLER);
    return seller;
  }

  async function record(
    operator: Operator,
    seller: { id: string; email: string },
    action: string,
    reason: string,
    detail: Record<string, unknown>,
  ) {
    await deps.audit.append({
      operatorId: operator.id,
      operatorEmail: operator.email,
      action,
      sellerId: seller.id,
      sellerEmail: seller.email,
      reason,
      detail,
    });
  }

  return {
    async overview(): Promise<AdminOverview> {
      const now = clock();
      const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
      const from = new Date(today.getTime() - (OVERVIEW_DAYS - 1) * 86_400_000);
      const [counts, failed, vendor, queue, oldestQueuedRun] = await Promise.all([
        deps.overview.countsByDay(from),
        deps.overview.failedShotsByDay(from),
        deps.vendorCostByDay(from, new Date(today.getTime() + 86_400_000)),
        deps.queueNow(),
        deps.overview.oldestQueuedRun(),
      ]);
      const days: AdminDay[] = [];
      for (let i = 0; i < OVERVIEW_DAYS; i += 1) {
        const day = new Date(today.getTime() - i * 86_400_000).toISOString().slice(0, 10);
        const spent = vendor.find((row) => row.day === day);
        const kinds = Object.fromEntries(
          failed.filter((row) => row.day === day).map((row) => [row.kind, Number(row.n)]),
        );
        days.push({
          ...emptyDay(day),
          ...counts.get(day),
          failedShotsByKind: kinds,
          vendorRequests: spent?.requests ?? 0,
          vendorCostMicroUsd: spent?.costMicroUsd ?? 0,
        });
      }
      return {
        days,
        queue: queue.map((row) => ({
          job: row.job,
          state: row.state,
          count: row.count,
          oldestSeconds: Math.round(row.oldest),
        })),
        oldestQueuedRun,
      };
    },

    findSellers(text: string) {
      const query = text.trim();
      if (query.length < 2) throw new AppError('BAD_REQUEST', 'Type at least 2 characters.');
      return deps.sellers.search(query);
    },

    async seller(sellerId: string): Promise<SellerDetail> {
      const seller = await sellerOrThrow(sellerId);
      const [usage, history, payments, catalogues, runs, actions] = await Promise.all([
        deps.quota.getUsage(sellerId),
        deps.quota.history(sellerId),
        deps.sellers.payments(sellerId),
        deps.sellers.catalogues(sellerId),
        deps.sellers.runs(sellerId),
        deps.audit.list({ sellerId, limit: 50 }),
      ]);
      return {
        seller,
        usage: {
          plan: usage.plan,
          billingPeriod: usage.billingPeriod,
          used: usage.used,
          limit: usage.limit,
          held: usage.held,
          periodStart: usage.periodStart.toISOString(),
          periodEnd: usage.periodEnd.toISOString(),
          currentPeriodEnd: usage.currentPeriodEnd?.toISOString() ?? null,
        },
        history: history.map((row) => ({ ...row, at: row.at.toISOString() })),
        payments,
        catalogues,
        runs,
        actions: actions.map(toAuditEntry),
      };
    },

    async auditLog(): Promise<AuditEntry[]> {
      return (await deps.audit.list({ limit: 200 })).map(toAuditEntry);
    },

    /** Images back to the seller's current month, as a credit in their usage history. */
    async giveImagesBack(operator: Operator, sellerId: string, input: GiveImagesBackInput) {
      const seller = await sellerOrThrow(sellerId);
      const { given } = await deps.quota.giveBack(sellerId, input.images, {
        reason: input.reason,
        grantedBy: operator.id,
      });
      if (given === 0)
        throw new AppError(
          'CONFLICT',
          'Nothing to give back: this month has no charged images beyond runs still in progress.',
        );
      await record(operator, seller, 'give-images-back', input.reason, {
        asked: input.images,
        given,
      });
      return { given };
    },

    async endSessions(operator: Operator, sellerId: string, reason: string) {
      const seller = await sellerOrThrow(sellerId);
      const ended = await deps.endSessions(sellerId);
      await record(operator, seller, 'end-sessions', reason, { ended });
      return { ended };
    },

    async stopRun(operator: Operator, runId: string, reason: string) {
      const sellerId = await deps.sellers.runOwner(runId);
      if (!sellerId) throw notFound(NO_RUN);
      const seller = await sellerOrThrow(sellerId);
      const run = await deps.stopRun(sellerId, runId);
      await record(operator, seller, 'stop-run', reason, { runId, status: run.status });
      return { status: run.status };
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
