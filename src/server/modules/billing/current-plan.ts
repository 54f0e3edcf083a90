/** What billing needs to know about a user's plan right now (the quota module decides it). */
import type { BillingPeriod, PlanId } from '../../../core/plans.js';

export interface CurrentPlan {
  plan: PlanId;
  billingPeriod: BillingPeriod;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

export type CurrentPlanReader = (userId: string) => Promise<CurrentPlan>;
