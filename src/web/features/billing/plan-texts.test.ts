import { describe, expect, it } from 'vitest';
import { plansTexts } from '@/i18n/texts/plans';
import { PLAN_LIST, planLabel } from '@core/plans';
import { englishText } from '@/i18n/english';

describe('the plans namespace (decision 194)', () => {
  it('has words for every feature and description core lists', () => {
    for (const plan of PLAN_LIST) {
      for (const feature of plan.features) expect(plansTexts.en).toHaveProperty([feature], feature);
      expect(englishText(plansTexts.en, `${plan.id}-description`)).toBe(plan.description);
      if (plan.badge) expect(englishText(plansTexts.en, `${plan.id}-badge`)).toBe(plan.badge);
    }
  });

  it("writes a plan's label as core's planLabel does in English", () => {
    for (const plan of PLAN_LIST) {
      expect(englishText(plansTexts.en, 'planLabel', { plan: plan.name })).toBe(planLabel(plan.id));
      if (plan.id !== 'free')
        expect(englishText(plansTexts.en, 'planLabelYearly', { plan: plan.name })).toBe(
          planLabel(plan.id, 'yearly'),
        );
    }
  });
});
