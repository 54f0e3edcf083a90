/**
 * A renewal charge on a verified checkout's subscription: records the payment once (by its
 * provider id) with the next invoice number and extends the paid period. Run it inside one
 * BillingTransaction. Null when the payment was already recorded: then nothing changed.
 */
import type { BillingTransactionRepos } from './billing-transaction.js';
import type { CheckoutRow } from './checkout-repo.js';
import type { PaymentRow } from './payment-repo.js';
import type { CompletedCharge } from './payment-row.js';

type RenewalRepos = Pick<BillingTransactionRepos, 'payments' | 'invoiceNumbers' | 'subscriptions'>;

export async function recordRenewal(
  tx: RenewalRepos,
  checkout: CheckoutRow,
  charge: CompletedCharge & { invoiceYear: number },
): Promise<PaymentRow | null> {
  const { invoiceYear, ...completed } = charge;
  const inserted = await tx.payments.insertCompletedPayment(checkout, completed);
  if (!inserted) return null;
  const invoiceNumber = await tx.invoiceNumbers.nextInvoiceNumber(invoiceYear);
  const numbered = await tx.payments.setInvoiceNumber(inserted, invoiceNumber);
  await tx.subscriptions.extendPaidPeriod(
    checkout.userId,
    checkout.providerSubscriptionId,
    charge.periodEnd,
  );
  return numbered ?? inserted;
}
