import type { Language } from '../../../../core/language.js';
import { PLANS, SHOTS_PER_CATALOGUE, type PlanId } from '../../../../core/plans.js';
import {
  actionEmail,
  type EmailContent,
  type EmailWords,
  type UnsubscribeFooter,
} from '../../../lib/email-layout.js';
import { emailDate } from './email-dates.js';

interface UsageAlert {
  name: string;
  plan: PlanId;
  used: number;
  limit: number;
  periodEnd: Date;
}

const WORDS: Record<Language, (input: UsageAlert, percent: number) => EmailWords> = {
  en: (input, percent) => ({
    subject: `You've used ${percent}% of this month's images`,
    heading: `You've used ${percent}% of this month's images`,
    intro: `Hi ${input.name}, you've used ${input.used} of the ${input.limit} images your ${PLANS[input.plan].name} plan gives you this month.`,
    details: [
      `${Math.max(0, input.limit - input.used)} images left`,
      `Your images renew on ${emailDate(input.periodEnd)}`,
    ],
    action: 'See plans',
    outro: `Each catalogue uses ${SHOTS_PER_CATALOGUE} images. Upgrade any time to keep creating without waiting.`,
  }),
  hi: (input, percent) => ({
    subject: `आपने इस महीने की ${percent}% इमेज इस्तेमाल कर ली हैं`,
    heading: `आपने इस महीने की ${percent}% इमेज इस्तेमाल कर ली हैं`,
    intro: `नमस्ते ${input.name}, आपका ${PLANS[input.plan].name} प्लान इस महीने ${input.limit} इमेज देता है, जिनमें से आपने ${input.used} इस्तेमाल कर ली हैं।`,
    details: [
      `${Math.max(0, input.limit - input.used)} इमेज बाकी हैं`,
      `आपकी इमेज ${emailDate(input.periodEnd, 'hi')} को फिर से मिलेंगी`,
    ],
    action: 'प्लान देखें',
    outro: `हर कैटलॉग में ${SHOTS_PER_CATALOGUE} इमेज लगती हैं। बिना रुके बनाते रहने के लिए कभी भी अपग्रेड करें।`,
  }),
};

/** 80% of the month's images are used: once per billing month (decision 150). */
export function usageAlertMessage(
  input: UsageAlert & { url: string; unsubscribe: UnsubscribeFooter },
  language: Language = 'en',
): EmailContent {
  const percent = Math.floor((input.used / input.limit) * 100);
  return actionEmail({
    ...WORDS[language](input, percent),
    url: input.url,
    unsubscribe: input.unsubscribe,
    language,
  });
}
