import { PLANS, SHOTS_PER_CATALOGUE, type PlanId } from '../../../../core/plans.js';
import {
  actionEmail,
  type EmailContent,
  type UnsubscribeFooter,
} from '../../../lib/email-layout.js';
import { emailDate } from './email-dates.js';

/** 80% of the month's images are used: once per billing month (decision 150). */
export function usageAlertMessage(input: {
  name: string;
  plan: PlanId;
  used: number;
  limit: number;
  periodEnd: Date;
  url: string;
  unsubscribe: UnsubscribeFooter;
}): EmailContent {
  const percent = Math.floor((input.used / input.limit) * 100);
  return actionEmail({
    subject: `You've used ${percent}% of this month's images`,
    heading: `You've used ${percent}% of this month's images`,
    intro: `Hi ${input.name}, you've used ${input.used} of the ${input.limit} images your ${PLANS[input.plan].name} plan gives you this month.`,
    details: [
      `${Math.max(0, input.limit - input.used)} images left`,
      `Your images renew on ${emailDate(input.periodEnd)}`,
    ],
    action: 'See plans',
    url: input.url,
    outro: `Each catalogue uses ${SHOTS_PER_CATALOGUE} images. Upgrade any time to keep creating without waiting.`,
    unsubscribe: input.unsubscribe,
  });
}
