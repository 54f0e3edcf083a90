import { describe, expect, it } from 'vitest';
import { planChangeFor } from './operator-plan-change.js';
import type { SubscriptionRecord } from '../quota/quota-service.js';

const now = new Date('2026-12-02T12:00:00Z');
const monthStart = new Date('2026-11-20T08:00:00Z');
const days = (n: number) => n * 86_400_000;

function row(change: Partial<SubscriptionRecord>): SubscriptionRecord {
  return {
    userId: 'u1',
    plan: 'pro',
    status: 'active',
    billingPeriod: 'monthly',
    currentPeriodStart: monthStart,
    currentPeriodEnd: new Date(now.getTime() + days(10)),
    cancelAtPeriodEnd: false,
    provider: null,
    providerSubscriptionId: null,
    createdAt: monthStart,
    updatedAt: monthStart,
    ...change,
  };
}

const ask = (plan: 'free' | 'pro' | 'premium', extendDays: number) => ({
  plan,
  extendDays,
  usagePeriodStart: monthStart,
});

describe('an operator plan change (decision 267)', () => {
  it('gives a Free seller a paid plan for N days, in the month already counting, ending then', () => {
    const { fields, outcome } = planChangeFor(null, ask('premium', 14), now);
    expect(fields).toEqual({
      plan: 'premium',
      status: 'active',
      billingPeriod: 'monthly',
      currentPeriodStart: monthStart,
      currentPeriodEnd: new Date(now.getTime() + days(14)),
      cancelAtPeriodEnd: true,
    });
    expect(outcome.before).toEqual({ plan: 'free', currentPeriodEnd: null });
  });

  it('refuses to give a paid plan without days, and Free days', () => {
    expect(() => planChangeFor(null, ask('pro', 0), now)).toThrow(/needs days/);
    expect(() => planChangeFor(row({}), ask('free', 3), now)).toThrow(/no period to extend/);
    expect(() => planChangeFor(null, ask('free', 0), now)).toThrow(/on Free already/);
  });

  it('changes a plan nobody renews and extends its end, keeping its period', () => {
    const current = row({ cancelAtPeriodEnd: true });
    const { fields } = planChangeFor(current, ask('premium', 5), now);
    expect(fields).toEqual({
      plan: 'premium',
      currentPeriodEnd: new Date(current.currentPeriodEnd!.getTime() + days(5)),
    });
    expect(() => planChangeFor(current, ask('pro', 0), now)).toThrow(/Nothing to change/);
  });

  it('only extends a plan the provider renews: another plan would bill the old price', () => {
    const renewing = row({ provider: 'sandbox', providerSubscriptionId: 'sub_1' });
    expect(() => planChangeFor(renewing, ask('premium', 0), now)).toThrow(/renews at the payment/);
    expect(() => planChangeFor(renewing, ask('free', 0), now)).toThrow(/renews at the payment/);
    const { fields } = planChangeFor(renewing, ask('pro', 7), now);
    expect(fields).toEqual({
      status: 'active',
      currentPeriodEnd: new Date(renewing.currentPeriodEnd!.getTime() + days(7)),
    });
  });

  it('bridges a renewal the provider is retrying: the same plan, active again, N more days', () => {
    const halted = row({
      status: 'halted',
      provider: 'razorpay',
      providerSubscriptionId: 'sub_2',
      currentPeriodEnd: new Date(now.getTime() - days(2)),
    });
    expect(() => planChangeFor(halted, ask('premium', 7), now)).toThrow(/renews at the payment/);
    expect(planChangeFor(halted, ask('pro', 7), now).fields).toEqual({
      status: 'active',
      currentPeriodEnd: new Date(now.getTime() + days(7)),
    });
  });

  it('moves a seller to Free at once', () => {
    const { fields, outcome } = planChangeFor(row({}), ask('free', 0), now);
    expect(fields).toEqual({ plan: 'free', currentPeriodEnd: now, cancelAtPeriodEnd: false });
    expect(outcome.after).toEqual({ plan: 'free', currentPeriodEnd: null });
  });
});
