/**
 * The operator's console (issue #41, decision 250): find a seller, see what support needs, and
 * act. Every action takes a reason and is appended to the audit log with who did it; the payment
 * provider stays the record of money, so nothing here moves money.
 */
import type {
  AdminDay,
  AdminOverview,
  AuditEntry,
  ChangePlanInput,
  GiveImagesBackInput,
  PlanChangeAnswer,
  ResendReceiptInput,
  SellerDetail,
} from '../../../core/admin.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { PlanChangeOutcome, PlanChangeRequest } from '../billing/operator-plan-change.js';
import type { AuditRepo } from './audit-repo.js';
import { OVERVIEW_DAYS, type OverviewRepo } from './overview-repo.js';
import type { SellerReadsRepo } from './seller-reads-repo.js';
import { keyed } from '../../../core/server-messages.js';

export interface Operator {
  id: string;
  email: string;
}

/**
 * The writes of an action bound to one database transaction, with its audit row: both land or
 * neither does (decision 269).
 */
export interface ActionWriters {
  audit: Pick<AuditRepo, 'append'>;
  /** The quota module's credit: images back to the seller's current month. */
  giveBack(
    userId: string,
    images: number,
    credit: { reason: string; grantedBy: string },
  ): Promise<{ given: number }>;
  /** Billing's operator plan change (decision 267). */
  changePlan(userId: string, request: PlanChangeRequest): Promise<PlanChangeOutcome>;
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
      cancelAtPeriodEnd: boolean;
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
  };
  /** Runs `work` in one transaction; it commits when `work` returns, rolls back if it throws. */
  transaction<T>(work: (tx: ActionWriters) => Promise<T>): Promise<T>;
  /** The auth module's verification email to an unverified address, as sign-up sends it. */
  sendVerificationEmail(email: string): Promise<void>;
  /** The notifications module's receipt of a payment, sent again. */
  resendReceipt(sellerId: string, paymentId: string): Promise<'sent' | 'not-due' | 'no-recipient'>;
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
    if (!seller) throw notFound('noSeller');
    return seller;
  }

  async function record(
    operator: Operator,
    seller: { id: string; email: string },
    action: string,
    reason: string,
    detail: Record<string, unknown>,
  ) {
    await recordIn(deps.audit, operator, seller, action, reason, detail);
  }

  /** The audit row, on `audit` (the action's transaction when it has one). */
  async function recordIn(
    audit: Pick<AuditRepo, 'append'>,
    operator: Operator,
    seller: { id: string; email: string },
    action: string,
    reason: string,
    detail: Record<string, unknown>,
  ) {
    await audit.append({
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
      if (query.length < 2) throw new AppError('BAD_REQUEST', keyed('searchTooShort'));
      return deps.sellers.search(query);
    },

    async seller(sellerId: string): Promise<SellerDetail> {
      const seller = await sellerOrThrow(sellerId);
      const [usage, history, payments, catalogues, runs, actions, renewedBy] = await Promise.all([
        deps.quota.getUsage(sellerId),
        deps.quota.history(sellerId),
        deps.sellers.payments(sellerId),
        deps.sellers.catalogues(sellerId),
        deps.sellers.runs(sellerId),
        deps.audit.list({ sellerId, limit: 50 }),
        deps.sellers.renewedBy(sellerId),
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
          cancelAtPeriodEnd: usage.cancelAtPeriodEnd,
          renewedBy,
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

    /**
     * Images back to the seller's current month, as a credit in their usage history; the credit
     * and its audit row in one transaction (decision 269).
     */
    async giveImagesBack(operator: Operator, sellerId: string, input: GiveImagesBackInput) {
      const seller = await sellerOrThrow(sellerId);
      return deps.transaction(async (tx) => {
        const { given } = await tx.giveBack(sellerId, input.images, {
          reason: input.reason,
          grantedBy: operator.id,
        });
        if (given === 0) throw new AppError('CONFLICT', keyed('nothingToGiveBack'));
        await recordIn(tx.audit, operator, seller, 'give-images-back', input.reason, {
          asked: input.images,
          given,
        });
        return { given };
      });
    },

    /** Sets the plan and/or extends its period (decision 267); no money moves. */
    async changePlan(
      operator: Operator,
      sellerId: string,
      input: ChangePlanInput,
    ): Promise<PlanChangeAnswer> {
      const seller = await sellerOrThrow(sellerId);
      const { periodStart } = await deps.quota.getUsage(sellerId);
      return deps.transaction(async (tx) => {
        const outcome = await tx.changePlan(sellerId, {
          plan: input.plan,
          extendDays: input.extendDays,
          usagePeriodStart: periodStart,
        });
        const answer: PlanChangeAnswer = {
          before: {
            plan: outcome.before.plan,
            currentPeriodEnd: outcome.before.currentPeriodEnd?.toISOString() ?? null,
          },
          after: {
            plan: outcome.after.plan,
            currentPeriodEnd: outcome.after.currentPeriodEnd?.toISOString() ?? null,
          },
        };
        await recordIn(tx.audit, operator, seller, 'change-plan', input.reason, {
          ...answer,
          extendDays: input.extendDays,
        });
        return answer;
      });
    },

    /** The sign-up verification email again, to an address not verified yet (decision 268). */
    async resendVerification(operator: Operator, sellerId: string, reason: string) {
      const seller = await sellerOrThrow(sellerId);
      if (seller.emailVerified) throw new AppError('CONFLICT', keyed('emailVerifiedAlready'));
      await deps.sendVerificationEmail(seller.email);
      await record(operator, seller, 'resend-verification', reason, { to: seller.email });
      return { sent: true };
    },

    /** A payment's receipt with its invoice again (decision 268). */
    async resendReceipt(operator: Operator, sellerId: string, input: ResendReceiptInput) {
      const seller = await sellerOrThrow(sellerId);
      const outcome = await deps.resendReceipt(sellerId, input.paymentId);
      if (outcome !== 'sent') throw notFound('noSuchPayment');
      await record(operator, seller, 'resend-receipt', input.reason, {
        paymentId: input.paymentId,
        to: seller.email,
      });
      return { sent: true };
    },

    async endSessions(operator: Operator, sellerId: string, reason: string) {
      const seller = await sellerOrThrow(sellerId);
      const ended = await deps.endSessions(sellerId);
      await record(operator, seller, 'end-sessions', reason, { ended });
      return { ended };
    },

    async stopRun(operator: Operator, runId: string, reason: string) {
      const sellerId = await deps.sellers.runOwner(runId);
      if (!sellerId) throw notFound('noRun');
      const seller = await sellerOrThrow(sellerId);
      const run = await deps.stopRun(sellerId, runId);
      await record(operator, seller, 'stop-run', reason, { runId, status: run.status });
      return { status: run.status };
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
