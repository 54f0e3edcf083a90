import { describe, expect, it } from 'vitest';
import { PLANS, formatInr, periodPricePaise, planLabel } from './plans.js';
import { formatUsage, usageLevel, usageRatio } from './usage.js';

describe('plans', () => {
  it('uses the pricing page figures everywhere (decision 054)', () => {
    expect(PLANS.free.monthlyImageQuota).toBe(5);
    expect(PLANS.pro.monthlyImageQuota).toBe(500);
    expect(PLANS.premium.monthlyImageQuota).toBe(3000);
  });

  it('prices yearly plans at ten months (decision 055)', () => {
    expect(periodPricePaise('pro', 'monthly')).toBe(299_900);
    expect(periodPricePaise('pro', 'yearly')).toBe(2_999_000);
    expect(periodPricePaise('free', 'yearly')).toBe(0);
  });

  it('formats rupees with Indian digit grouping', () => {
    expect(formatInr(299_900)).toBe('₹2,999');
    expect(formatInr(9_999_000)).toBe('₹99,990');
    expect(formatInr(1_234_567_89)).toBe('₹12,34,567.89');
  });

  it('labels plans as the settings card shows them', () => {
    expect(planLabel('free', 'yearly')).toBe('Free Plan');
    expect(planLabel('pro', 'yearly')).toBe('Pro Plan (Yearly)');
    expect(planLabel('premium')).toBe('Premium Plan');
  });
});

describe('usage display rules', () => {
  it('caps the ratio and shows infinity for limits of 0 or less', () => {
    expect(usageRatio(7, 5)).toBe(1);
    expect(formatUsage(3, 0)).toBe('3/∞');
    expect(formatUsage(3, 5)).toBe('3/5');
  });

  it('turns amber at 70%, warns at 80%, is low at 90%, reached when generation is refused', () => {
    expect(usageLevel({ used: 69, limit: 100, canGenerate: true })).toBe('normal');
    expect(usageLevel({ used: 70, limit: 100, canGenerate: true })).toBe('amber');
    expect(usageLevel({ used: 80, limit: 100, canGenerate: true })).toBe('warning');
    expect(usageLevel({ used: 90, limit: 100, canGenerate: true })).toBe('low');
    expect(usageLevel({ used: 100, limit: 100, canGenerate: false })).toBe('reached');
  });
});
