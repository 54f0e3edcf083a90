/**
 * The payment history and its invoices (docs/product.md §9, decision 037). Only the owner's
 * rows are read; another user's payment id answers 404 like a missing one.
 */
import {
  gstBreakdown,
  isPaidPlanId,
  type GstBreakdown,
  type PaidPlanId,
  type PaymentView,
} from '../../../core/billing.js';
import { placeOfSupply, stateName, type BillingDetails } from '../../../core/billing-details.js';
import type { BillingPeriod } from '../../../core/plans.js';
import { notFound } from '../../lib/errors.js';
import type { BuyerRepo } from './buyer-repo.js';
import { toPaymentView } from './checkout-view.js';
import type { PaymentRepo } from './payment-repo.js';

export interface SellerDetails {
  name: string;
  address: string | null;
  gstin: string | null;
  gstRatePercent: number;
}

export interface InvoiceData {
  invoiceNumber: string;
  issuedAt: Date;
  seller: { name: string; address: string | null; gstin: string | null };
  buyer: { name: string; company: string | null; email: string };
  /**
   * The buyer's billing details as copied onto the payment when it was paid (decision 184);
   * null for a payment made without them.
   */
  billing: BillingDetails | null;
  /** Where the service is supplied; on a tax invoice only (it needs the seller's state). */
  placeOfSupply: { stateCode: string; stateName: string } | null;
  plan: PaidPlanId;
  billingPeriod: BillingPeriod;
  periodStart: Date | null;
  periodEnd: Date | null;
  providerPaymentId: string;
  /** GST lines only when the seller has a GSTIN (a tax invoice); otherwise the total alone. */
  amounts: GstBreakdown;
  taxInvoice: boolean;
}

export function createPaymentHistoryService(deps: {
  payments: PaymentRepo;
  buyers: BuyerRepo;
  seller: SellerDetails;
}) {
  const { payments, buyers, seller } = deps;
  return {
    async list(userId: string, limit: number): Promise<PaymentView[]> {
      return (await payments.listPayments(userId, limit)).map(toPaymentView);
    },

    async invoice(userId: string, paymentId: string): Promise<InvoiceData> {
      const row = await payments.findPayment(userId, paymentId);
      if (!row || row.status !== 'completed' || !row.invoiceNumber)
        throw notFound('invoiceNotFound');
      const buyer = await buyers.findBuyer(userId);
      const billing = row.buyerBilling ?? null;
      // The seller's state is its GSTIN's first two digits; without a GSTIN there is no tax.
      const supplied = seller.gstin ? placeOfSupply(seller.gstin.slice(0, 2), billing) : null;
      const profileName = [buyer?.firstName, buyer?.lastName]
        .filter((part) => part && part.trim())
        .join(' ');
      return {
        invoiceNumber: row.invoiceNumber,
        issuedAt: row.createdAt,
        seller: { name: seller.name, address: seller.address, gstin: seller.gstin },
        buyer: {
          name: profileName || buyer?.name || '',
          company: buyer?.company?.trim() || null,
          email: buyer?.email ?? '',
        },
        billing,
        placeOfSupply: supplied
          ? { stateCode: supplied.stateCode, stateName: stateName(supplied.stateCode) }
          : null,
        plan: isPaidPlanId(row.plan) ? row.plan : 'pro',
        billingPeriod: row.billingPeriod === 'yearly' ? 'yearly' : 'monthly',
        periodStart: row.periodStart,
        periodEnd: row.periodEnd,
        providerPaymentId: row.providerPaymentId,
        amounts: supplied
          ? gstBreakdown(row.amountPaise, seller.gstRatePercent, supplied.supply)
          : gstBreakdown(row.amountPaise, 0),
        taxInvoice: seller.gstin !== null,
      };
    },
  };
}

export type PaymentHistoryService = ReturnType<typeof createPaymentHistoryService>;
