import { describe, expect, it } from 'vitest';
import { gstBreakdown } from '../../../core/billing.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import type { InvoiceData } from './payment-history-service.js';

/** The text an uncompressed pdfkit PDF shows: each TJ array's hex strings, decoded, one line each. */
function pdfLines(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  return [...source.matchAll(/\[((?:<[0-9a-f]*>\s*-?[\d.]*\s*)+)\]\s*TJ/g)].map((match) =>
    [...match[1]!.matchAll(/<([0-9a-f]*)>/g)]
      .map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1'))
      .join(''),
  );
}

const invoice = (overrides: Partial<InvoiceData> = {}): InvoiceData => ({
  invoiceNumber: 'VS-2026-000042',
  issuedAt: new Date('2026-01-10T10:00:00Z'),
  seller: {
    name: 'Vastra Studio Private Limited',
    address: '12 MG Road, Bengaluru 560001',
    gstin: '29AABCV1234F1ZK',
  },
  buyer: { name: 'Asha Rao', company: 'Rao Textiles', email: 'asha@example.com' },
  billing: null,
  placeOfSupply: { stateCode: '29', stateName: 'Karnataka' },
  plan: 'pro',
  billingPeriod: 'yearly',
  periodStart: new Date('2026-01-10T10:00:00Z'),
  periodEnd: new Date('2027-01-10T10:00:00Z'),
  providerPaymentId: 'pay_Example000001',
  amounts: gstBreakdown(2_999_000, 18),
  taxInvoice: true,
  ...overrides,
});

describe('invoice PDF', () => {
  it('shows seller with GSTIN, buyer, plan, period, amount and the GST lines', async () => {
    const pdf = await renderInvoicePdf(invoice(), { compress: false });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfLines(pdf).join('\n');
    for (const expected of [
      'Vastra Studio Private Limited',
      '12 MG Road, Bengaluru 560001',
      'GSTIN: 29AABCV1234F1ZK',
      'Tax Invoice',
      'Invoice number: VS-2026-000042',
      'Date: Jan 10, 2026',
      'Asha Rao',
      'Rao Textiles',
      'asha@example.com',
      'Pro plan (Yearly), 500 AI images per month',
      'Jan 10, 2026 - Jan 10, 2027',
      'Taxable value',
      'INR 25,415.25',
      'CGST @ 9%',
      'SGST @ 9%',
      'INR 2,287.37',
      'INR 2,287.38',
      'Total paid',
      'INR 29,990.00',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('is a plain invoice with the total alone when the seller has no GSTIN', async () => {
    const pdf = await renderInvoicePdf(
      invoice({
        seller: { name: 'Vastra Studio', address: null, gstin: null },
        taxInvoice: false,
        placeOfSupply: null,
        amounts: gstBreakdown(299_900, 0),
      }),
      { compress: false },
    );
    const text = pdfLines(pdf).join('\n');
    expect(text).not.toContain('Tax Invoice');
    expect(text).not.toContain('CGST');
    expect(text).toContain('INR 2,999.00');
  });

  it("prints the buyer's billing details and IGST for a buyer in another state", async () => {
    const pdf = await renderInvoicePdf(
      invoice({
        billing: {
          legalName: 'Rao Textiles LLP',
          gstin: '27AAPFU0939F1ZV',
          addressLine1: '4 Linking Road',
          addressLine2: 'Bandra West',
          city: 'Mumbai',
          postalCode: '400050',
          stateCode: '27',
        },
        placeOfSupply: { stateCode: '27', stateName: 'Maharashtra' },
        amounts: gstBreakdown(2_999_000, 18, 'inter-state'),
      }),
      { compress: false },
    );
    const text = pdfLines(pdf).join('\n');
    for (const expected of [
      'Place of supply: Maharashtra (27)',
      'Rao Textiles LLP',
      '4 Linking Road',
      'Bandra West',
      'Mumbai 400050',
      'Maharashtra (State code 27)',
      'GSTIN: 27AAPFU0939F1ZV',
      'IGST @ 18%',
      'INR 4,574.75',
      'INR 29,990.00',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('CGST');
    expect(text).not.toContain('SGST');
  });
});
