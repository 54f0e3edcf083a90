/**
 * The read-only proof that the Razorpay keys work (`npm run doctor`, decision 226): each plan id
 * the app sells through is fetched (`GET /v1/plans/{id}`) and must charge what the app sells that
 * plan for, in rupees, for that period. Nothing is created or changed.
 */
import type Razorpay from 'razorpay';
import { formatInr, periodPricePaise, PLANS, type BillingPeriod } from '../../../core/plans.js';
import type { PaidPlanId } from '../../../core/billing.js';
import { PaymentProviderError } from './payment-provider.js';

interface FetchedPlan {
  period?: string;
  interval?: number;
  item?: { amount?: number | string; currency?: string };
}

export async function checkRazorpayPlans(
  client: Pick<Razorpay, 'plans'>,
  planIds: Record<PaidPlanId, Record<BillingPeriod, string>>,
): Promise<string> {
  const found: string[] = [];
  for (const plan of Object.keys(planIds) as PaidPlanId[]) {
    for (const period of ['monthly', 'yearly'] as const) {
      const id = planIds[plan][period];
      let fetched: FetchedPlan;
      try {
        fetched = (await client.plans.fetch(id)) as FetchedPlan;
      } catch (error) {
        const sdk = (error ?? {}) as { statusCode?: number; error?: { description?: string } };
        throw new PaymentProviderError(`Razorpay plan ${id} could not be read`, {
          statusCode: sdk.statusCode,
          description:
            sdk.error?.description ?? (error instanceof Error ? error.message : undefined),
        });
      }
      const expected = periodPricePaise(plan, period);
      const amount = Number(fetched.item?.amount);
      const wanted = `${PLANS[plan].name} ${period} at ${formatInr(expected)}`;
      if (fetched.item?.currency !== 'INR' || amount !== expected || fetched.period !== period)
        throw new PaymentProviderError(`Razorpay plan ${id} does not match`, {
          description: `plan ${id} charges ${fetched.item?.currency ?? '?'} ${amount / 100} ${fetched.period ?? '?'}; the app sells ${wanted}.`,
        });
      found.push(`${PLANS[plan].name} ${period} ${formatInr(expected)}`);
    }
  }
  return `plans found: ${found.join(', ')}`;
}
