import { Check } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { useSession } from '@/features/auth/api/use-session';
import { cn } from '@/lib/cn';
import { useLanguage } from '@/i18n/use-texts';
import { LANGUAGE_LOCALE } from '@core/language';
import {
  PLAN_LIST,
  formatInr,
  periodPricePaise,
  type BillingPeriod,
  type PlanId,
} from '@core/plans';
import { usePlanTexts } from '../use-plan-texts';
import { BillingPeriodToggle } from './billing-period-toggle';
import { PlanAction } from './plan-action';

/**
 * The three plans from core, with a Monthly / Yearly switch. `highlight` overrides the default;
 * `headingLevel` is the plan names' heading, one below the section's (h2 under the pricing
 * page's h1, h3 under the landing page's plans heading).
 */
export function PlanCards({
  highlight,
  headingLevel = 'h3',
}: {
  highlight?: PlanId;
  headingLevel?: 'h2' | 'h3';
}) {
  const PlanHeading = headingLevel;
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const { user } = useSession();
  const texts = usePlanTexts();
  // Not useFormat: its date library would join the landing's first load (decision 112).
  const locale = LANGUAGE_LOCALE[useLanguage()];

  return (
    <div>
      <BillingPeriodToggle value={period} onChange={setPeriod} />
      <div className="mt-10 grid gap-6 md:grid-cols-3">
        {PLAN_LIST.map((plan) => {
          const highlighted = highlight ? plan.id === highlight : plan.highlighted;
          const price = periodPricePaise(plan.id, period);
          return (
            <article
              key={plan.id}
              aria-labelledby={`plan-${plan.id}`}
              data-highlighted={highlighted}
              className={cn(
                'relative flex flex-col rounded-[var(--radius-card)] border bg-card p-7 shadow-soft',
                highlighted ? 'border-primary ring-2 ring-primary' : 'border-border',
              )}
            >
              {/* A highlight asked for (?retry=premium) takes the emphasis, 'Most Popular' included. */}
              {plan.badge && (highlighted || !plan.highlighted) && (
                <Badge
                  variant={highlighted ? 'accent' : 'secondary'}
                  className="absolute -top-3 left-7"
                >
                  {texts.badge(plan)}
                </Badge>
              )}
              <PlanHeading id={`plan-${plan.id}`} className="text-2xl font-semibold">
                {plan.name}
              </PlanHeading>
              <p className="mt-2 min-h-10 text-sm text-stone-600">{texts.description(plan.id)}</p>
              <p className="mt-6 flex items-baseline gap-1">
                <span className="font-display text-4xl font-semibold">
                  {formatInr(price, locale)}
                </span>
                <span className="text-sm text-stone-600">
                  {texts.t(period === 'yearly' ? 'perYear' : 'perMonth')}
                </span>
              </p>
              <ul className="mt-6 mb-8 space-y-3 text-sm">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-2.5">
                    <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
                    {texts.feature(feature)}
                  </li>
                ))}
              </ul>
              <div className="mt-auto">
                <PlanAction
                  plan={plan}
                  signedIn={Boolean(user)}
                  period={period}
                  highlighted={highlighted}
                />
              </div>
            </article>
          );
        })}
      </div>
    </div>
  );
}
