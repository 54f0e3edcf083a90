import { planLabel, formatInr, type BillingPeriod, type PlanId } from '../../../../core/plans.js';
import { BRAND_NAME } from '../../../../core/paths.js';
import { actionEmail, type EmailContent } from '../../../lib/email-layout.js';
import { emailDate } from './email-dates.js';

/** The receipt of a payment, with its invoice attached: account mail, always sent (decision 038). */
export function paymentReceiptMessage(input: {
  name: string;
  invoiceNumber: string;
  plan: PlanId;
  billingPeriod: BillingPeriod;
  amountPaise: number;
  paidAt: Date;
  periodStart: Date | null;
  periodEnd: Date | null;
  url: string;
}): EmailContent {
  const period =
    input.periodStart && input.periodEnd
      ? [`Plan period: ${emailDate(input.periodStart)} to ${emailDate(input.periodEnd)}`]
      : [];
  return actionEmail({
    subject: `Your ${BRAND_NAME} receipt: invoice ${input.invoiceNumber}`,
    heading: 'Thank you for your payment',
    intro: `Hi ${input.name}, we received your payment for the ${planLabel(input.plan, input.billingPeriod)}.`,
    details: [
      `Amount paid: ${formatInr(input.amountPaise)}`,
      `Invoice: ${input.invoiceNumber}`,
      `Paid on: ${emailDate(input.paidAt)}`,
      ...period,
    ],
    action: 'View billing',
    url: input.url,
    outro:
      'Your invoice is attached as a PDF. You can also download it any time from Billing & Payments in Settings.',
  });
}
