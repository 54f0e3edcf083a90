import { LANGUAGE_LOCALE, type Language } from '../../../../core/language.js';
import {
  formatInr,
  isPaidPlan,
  planLabel,
  PLANS,
  type BillingPeriod,
  type PlanId,
} from '../../../../core/plans.js';
import { BRAND_NAME } from '../../../../core/paths.js';
import { actionEmail, type EmailContent, type EmailWords } from '../../../lib/email-layout.js';
import { emailDate } from './email-dates.js';

interface PaymentReceipt {
  name: string;
  invoiceNumber: string;
  plan: PlanId;
  billingPeriod: BillingPeriod;
  amountPaise: number;
  paidAt: Date;
  periodStart: Date | null;
  periodEnd: Date | null;
}

/** 'Pro प्लान (वार्षिक)': the plan's name stays as it is (decision 194), the rest in Hindi. */
function hindiPlanLabel(plan: PlanId, period: BillingPeriod): string {
  const base = `${PLANS[plan].name} प्लान`;
  return isPaidPlan(plan) && period === 'yearly' ? `${base} (वार्षिक)` : base;
}

const WORDS: Record<Language, (input: PaymentReceipt) => EmailWords> = {
  en: (input) => ({
    subject: `Your ${BRAND_NAME} receipt: invoice ${input.invoiceNumber}`,
    heading: 'Thank you for your payment',
    intro: `Hi ${input.name}, we received your payment for the ${planLabel(input.plan, input.billingPeriod)}.`,
    details: [
      `Amount paid: ${formatInr(input.amountPaise)}`,
      `Invoice: ${input.invoiceNumber}`,
      `Paid on: ${emailDate(input.paidAt)}`,
      ...(input.periodStart && input.periodEnd
        ? [`Plan period: ${emailDate(input.periodStart)} to ${emailDate(input.periodEnd)}`]
        : []),
    ],
    action: 'View billing',
    outro:
      'Your invoice is attached as a PDF. You can also download it any time from Billing & Payments in Settings.',
  }),
  hi: (input) => ({
    subject: `आपकी ${BRAND_NAME} रसीद: इनवॉइस ${input.invoiceNumber}`,
    heading: 'आपके भुगतान के लिए धन्यवाद',
    intro: `नमस्ते ${input.name}, ${hindiPlanLabel(input.plan, input.billingPeriod)} के लिए आपका भुगतान हमें मिल गया है।`,
    details: [
      `भुगतान की गई राशि: ${formatInr(input.amountPaise, LANGUAGE_LOCALE.hi)}`,
      `इनवॉइस: ${input.invoiceNumber}`,
      `भुगतान की तारीख: ${emailDate(input.paidAt, 'hi')}`,
      ...(input.periodStart && input.periodEnd
        ? [
            `प्लान की अवधि: ${emailDate(input.periodStart, 'hi')} से ${emailDate(input.periodEnd, 'hi')} तक`,
          ]
        : []),
    ],
    action: 'बिलिंग देखें',
    outro:
      'आपका इनवॉइस PDF के रूप में साथ लगा है (इनवॉइस अंग्रेज़ी में होता है)। आप इसे कभी भी सेटिंग्स में बिलिंग और भुगतान से डाउनलोड कर सकते हैं।',
  }),
};

/** The receipt of a payment, with its invoice attached: account mail, always sent (decision 038). */
export function paymentReceiptMessage(
  input: PaymentReceipt & { url: string },
  language: Language = 'en',
): EmailContent {
  return actionEmail({ ...WORDS[language](input), url: input.url, language });
}
