/**
 * An operator sets a seller's plan or extends its period (decision 267). No money moves: the
 * payment provider stays the record of it, so a plan the provider renews keeps its plan (a change
 * there would bill the old price for the new plan) and may only be extended.
 */
import type { PlanId } from '../../../core/plans.js';
import { AppError } from '../../lib/errors.js';
import {
  effectivePlan,
  type PlanRecords,
  type SubscriptionRecord,
} from '../quota/quota-service.js';
import { keyed } from '../../../core/server-messages.js';

const DAY_MS = 86_400_000;

export interface PlanChangeRequest {
  plan: PlanId;
  extendDays: number;
  /** The seller's usage period now: a plan given to a Free seller keeps counting this month. */
  usagePeriodStart: Date;
}

export interface PlanChangeOutcome {
  before: { plan: PlanId; currentPeriodEnd: Date | null };
  after: { plan: PlanId; currentPeriodEnd: Date | null };
}

type PlanFields = Partial<Omit<SubscriptionRecord, 'userId' | 'createdAt' | 'updatedAt'>>;

/**
 * Provider statuses under which it may still bill the subscription: renewing, or retrying a
 * failed charge. Cancelled, completed and expired ones never bill again.
 */
const STILL_BILLED = new Set(['active', 'pending', 'halted']);

/** A paid plan that the provider bills again (its renewal, or the retry of a failed one). */
export function isRenewedByProvider(row: SubscriptionRecord | null): boolean {
  return (
    row !== null &&
    row.plan !== 'free' &&
    row.providerSubscriptionId !== null &&
    STILL_BILLED.has(row.status) &&
    !row.cancelAtPeriodEnd
  );
}

const later = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/** What the row becomes, or why not (400/409); pure, so each rule is tested alone. */
export function planChangeFor(
  row: SubscriptionRecord | null,
  request: PlanChangeRequest,
  now: Date,
): { fields: PlanFields; outcome: PlanChangeOutcome } {
  const current = effectivePlan(row, request.usagePeriodStart, now);
  const before = { plan: current.plan, currentPeriodEnd: current.currentPeriodEnd };
  const { plan, extendDays } = request;

  if (isRenewedByProvider(row)) {
    if (plan !== row!.plan)
      throw new AppError('CONFLICT', keyed('planRenewsAtProvider', row!.provider ?? 'unknown'));
    if (extendDays === 0) throw new AppError('CONFLICT', keyed('nothingToChangeAddDays'));
    // A late or failed renewal is bridged; a renewal that pays past this end replaces it.
    const end = later(maxDate(row!.currentPeriodEnd ?? now, now), extendDays);
    return {
      fields: { status: 'active', currentPeriodEnd: end },
      outcome: { before, after: { plan, currentPeriodEnd: end } },
    };
  }

  if (plan === 'free') {
    if (extendDays > 0) throw new AppError('BAD_REQUEST', keyed('freeHasNoPeriod'));
    if (current.plan === 'free') throw new AppError('CONFLICT', keyed('onFreeAlready'));
    return {
      fields: { plan: 'free', currentPeriodEnd: now, cancelAtPeriodEnd: false },
      outcome: { before, after: { plan: 'free', currentPeriodEnd: null } },
    };
  }

  if (current.plan !== 'free') {
    if (plan === current.plan && extendDays === 0)
      throw new AppError('CONFLICT', keyed('nothingToChange'));
    // The same period and its usage month; only the plan (its limit) and the end change.
    const end = current.currentPeriodEnd && later(current.currentPeriodEnd, extendDays);
    return {
      fields: { plan, currentPeriodEnd: end },
      outcome: { before, after: { plan, currentPeriodEnd: end } },
    };
  }

  if (extendDays === 0) throw new AppError('BAD_REQUEST', keyed('paidPlanNeedsDays'));
  // Given, not bought: nothing renews it, so it ends (cancel at period end) and the month's
  // images already used keep counting against the new limit.
  const end = later(now, extendDays);
  return {
    fields: {
      plan,
      status: 'active',
      billingPeriod: 'monthly',
      currentPeriodStart: request.usagePeriodStart,
      currentPeriodEnd: end,
      cancelAtPeriodEnd: true,
    },
    outcome: { before, after: { plan, currentPeriodEnd: end } },
  };
}

function maxDate(a: Date, b: Date) {
  return a > b ? a : b;
}

/** The change on the quota's plan records of the operator's transaction (with its audit row). */
export function createOperatorPlanChanges(
  subscriptions: Pick<PlanRecords, 'lockSubscription' | 'setPlanFields'>,
  clock: () => Date = () => new Date(),
) {
  return async (userId: string, request: PlanChangeRequest): Promise<PlanChangeOutcome> => {
    const row = await subscriptions.lockSubscription(userId);
    const { fields, outcome } = planChangeFor(row, request, clock());
    await subscriptions.setPlanFields(userId, fields);
    return outcome;
  };
}
