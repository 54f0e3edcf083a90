/**
 * Plan and image quota rules (decisions 054 and 005). The server is the only judge: a run starts
 * only if all its shots fit, they are reserved at once, and what is not generated goes back.
 */
import {
  PLANS,
  SHOTS_PER_CATALOGUE,
  isPlanId,
  type BillingPeriod,
  type PlanId,
} from '../../../core/plans.js';
import { usagePeriodAt, type UsagePeriod } from '../../../core/usage-period.js';
import { AppError } from '../../lib/errors.js';
import type { QuotaRepo, Reservation, SubscriptionRow } from './quota-repo.js';
import { keyed } from '../../../core/server-messages.js';

export type { PaidPlan, SubscriptionRecord } from './subscription-repo.js';

/**
 * The user's plan row, as billing sets it: the quota owns it (it reads the plan from it), billing
 * decides each change and makes it here, on a quota service built on its transaction when the
 * change must land with billing's own rows (decision 272).
 */
export type PlanRecords = QuotaRepo['plans'];

/** What a shot is charged (decision 203): a whole image, or half of one in an economy batch. */
export type ShotPrice = 'standard' | 'economy';

/** A shot's price in half images, the quota's unit. */
export const SHOT_HALVES: Record<ShotPrice, number> = { standard: 2, economy: 1 };

export interface EffectivePlan {
  plan: PlanId;
  billingPeriod: BillingPeriod;
  /** When the paid period ends (renewal or, if cancelled, the fall back to Free). */
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** Usage periods count monthly from here. */
  anchor: Date;
}

export interface UsageSummary {
  plan: PlanId;
  billingPeriod: BillingPeriod;
  used: number;
  limit: number;
  remaining: number;
  /**
   * Of `used`, the images held for runs and batches still in progress: reserved up front and
   * given back if not generated (decision 005). The usage card does not call them spent.
   */
  held: number;
  /** Whether a whole catalogue still fits (a run needs all its shots up front). */
  canGenerate: boolean;
  periodStart: Date;
  periodEnd: Date;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/** A paid plan counts while it is active and its period has not ended; otherwise Free. */
export function effectivePlan(
  row: SubscriptionRow | null,
  userCreatedAt: Date,
  now: Date,
): EffectivePlan {
  const paidAndCurrent =
    row !== null &&
    isPlanId(row.plan) &&
    row.plan !== 'free' &&
    row.status === 'active' &&
    (row.currentPeriodEnd === null || row.currentPeriodEnd > now);
  if (!paidAndCurrent) {
    return {
      plan: 'free',
      billingPeriod: 'monthly',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      anchor: userCreatedAt,
    };
  }
  return {
    plan: row.plan as PlanId,
    billingPeriod: row.billingPeriod === 'yearly' ? 'yearly' : 'monthly',
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    anchor: row.currentPeriodStart,
  };
}

export interface QuotaHooks {
  /**
   * After a reservation is settled (images are final): the usage alert checks the month here
   * (decision 150). It must not throw; a failure of its own is its to log.
   */
  onSettled?(userId: string): Promise<void>;
}

export function createQuotaService(
  repo: QuotaRepo,
  clock: () => Date = () => new Date(),
  hooks: QuotaHooks = {},
) {
  function planAndPeriod(
    inputs: { subscription: SubscriptionRow | null; createdAt: Date | null },
    now: Date,
  ): { plan: EffectivePlan; period: UsagePeriod; limit: number } {
    if (!inputs.createdAt) throw new AppError('UNAUTHENTICATED', keyed('signInRequired'));
    const plan = effectivePlan(inputs.subscription, inputs.createdAt, now);
    return {
      plan,
      period: usagePeriodAt(plan.anchor, now),
      limit: PLANS[plan.plan].monthlyImageQuota,
    };
  }

  async function currentPlanAndPeriod(userId: string) {
    const now = clock();
    return planAndPeriod(await repo.findPlanInputs(userId), now);
  }

  return {
    /** The plan row's reads and writes for billing (subscription-repo.ts). */
    plans: repo.plans,

    async getUsage(userId: string): Promise<UsageSummary> {
      const now = clock();
      const inputs = await repo.findUsageInputs(userId, now);
      const { plan, period, limit } = planAndPeriod(inputs, now);
      const counter = inputs.counters.get(period.start.getTime());
      // Half images (decision 203): an economy shot leaves a half behind, shown as 0.5.
      const used = (counter?.usedHalves ?? 0) / 2;
      const held = (counter?.heldHalves ?? 0) / 2;
      const remaining = Math.max(0, limit - used);
      return {
        plan: plan.plan,
        billingPeriod: plan.billingPeriod,
        used,
        limit,
        remaining,
        held: Math.min(held, used),
        canGenerate: remaining >= SHOTS_PER_CATALOGUE,
        periodStart: period.start,
        periodEnd: period.end,
        currentPeriodEnd: plan.currentPeriodEnd,
        cancelAtPeriodEnd: plan.cancelAtPeriodEnd,
      };
    },

    /** The plan that counts now and the usage month it fills (a reported image's, decision 263). */
    async currentMonth(userId: string): Promise<{ plan: PlanId; periodStart: Date }> {
      const { plan, period } = await currentPlanAndPeriod(userId);
      return { plan: plan.plan, periodStart: period.start };
    },

    /** The plan that counts now (a paid plan whose period ended counts as Free). */
    async planOf(userId: string): Promise<PlanId> {
      return (await currentPlanAndPeriod(userId)).plan.plan;
    },

    /**
     * Reserves `shots` shots, each a whole image or, for `price: 'economy'`, half of one
     * (decision 203), or refuses with 402 'Generation Limit Reached'; nothing is spent then.
     */
    async reserve(
      userId: string,
      shots: number,
      price: ShotPrice = 'standard',
    ): Promise<Reservation> {
      if (!Number.isInteger(shots) || shots <= 0)
        throw new AppError('BAD_REQUEST', keyed('noShots'));
      const { period, limit } = await currentPlanAndPeriod(userId);
      const reservation = await repo.reserve({
        userId,
        periodStart: period.start,
        periodEnd: period.end,
        shots,
        shotHalves: SHOT_HALVES[price],
        limitHalves: limit * 2,
      });
      if (!reservation) throw new AppError('QUOTA_EXCEEDED', keyed('limitReached'));
      return reservation;
    },

    /**
     * A run of a batch takes its images from the batch's reservation (decision 160). Null when
     * the batch's reservation is closed (the batch was stopped) or holds too few.
     */
    carve(batchReservationId: string, shots: number): Promise<Reservation | null> {
      return repo.carve(batchReservationId, shots);
    },

    /**
     * Ends a reservation: the `generated` shots stay spent, the rest go back. Safe to repeat.
     * Answers the images given back (halves for economy shots).
     */
    async settle(reservationId: string, generated: number): Promise<{ returned: number } | null> {
      const settled = await repo.settle(reservationId, Math.max(0, Math.floor(generated)));
      if (!settled) return null;
      await hooks.onSettled?.(settled.userId);
      return { returned: settled.returnedHalves / 2 };
    },

    /**
     * Gives `images` back to the seller's current month (an operator's credit, decision 250),
     * with its reason; never more than the month has spent beyond what runs in progress hold.
     * Answers the images given back (0 when the month had nothing to give back).
     */
    async giveBack(
      userId: string,
      images: number,
      credit: { reason: string; grantedBy: string },
    ): Promise<{ given: number }> {
      if (!Number.isInteger(images) || images <= 0 || images > 10_000)
        throw new AppError('BAD_REQUEST', keyed('giveBackWholeNumber'));
      const { period } = await currentPlanAndPeriod(userId);
      const halves = await repo.credit({
        userId,
        periodStart: period.start,
        halves: images * 2,
        ...credit,
      });
      return { given: halves / 2 };
    },

    /** The seller's charges and credits, newest first, in images. */
    async history(userId: string, limit = 50) {
      const rows = await repo.usageHistory(userId, limit);
      return rows.map(({ halves, ...row }) => ({ ...row, images: halves / 2 }));
    },

    /**
     * What one shot of the reservation costs in half images: 2, or 1 for an economy batch's
     * (decision 203). Null when there is no such reservation.
     */
    async shotHalvesOf(reservationId: string): Promise<number | null> {
      return (await repo.findReservation(reservationId))?.shotHalves ?? null;
    },

    /** Gives back a whole reservation (a run that never started or was stopped at once). */
    release(reservationId: string) {
      return this.settle(reservationId, 0);
    },
  };
}

export type QuotaService = ReturnType<typeof createQuotaService>;
