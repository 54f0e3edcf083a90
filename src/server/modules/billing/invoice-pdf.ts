/**
 * One payment's invoice as a PDF, drawn with pdfkit's built-in Helvetica (no font files, no
 * network). Amounts say 'INR' because the standard PDF fonts have no rupee sign.
 */
import { stateName } from '../../../core/billing-details.js';
import { PLANS } from '../../../core/plans.js';
import type { InvoiceData } from './payment-history-service.js';

const INK = '#16120F';
const MUTED = '#6F675C';
const RULE = '#E2DDD5';
const ACCENT = '#B8185A';

const inr = (paise: number) =>
  `INR ${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(paise / 100)}`;

const day = (date: Date) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(date);

const rate = (percent: number) => `${Number.isInteger(percent) ? percent : percent.toFixed(2)}%`;

export async function renderInvoicePdf(
  invoice: InvoiceData,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  // Loaded on the first invoice, not at start: pdfkit holds several MB a server mostly never
  // uses (decision 116).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: options.compress ?? true,
    info: {
      Title: `Invoice ${invoice.invoiceNumber}`,
      Author: invoice.seller.name,
      Subject: `${PLANS[invoice.plan].name} plan`,
      CreationDate: invoice.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const width = right - left;

  // Seller
  doc.fillColor(ACCENT).font('Helvetica-Bold').fontSize(20).text(invoice.seller.name, left, 50);
  doc.fillColor(MUTED).font('Helvetica').fontSize(9);
  if (invoice.seller.address) doc.text(invoice.seller.address, { width: width / 2 });
  if (invoice.seller.gstin) doc.text(`GSTIN: ${invoice.seller.gstin}`);

  // Title block
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(16);
  doc.text(invoice.taxInvoice ? 'Tax Invoice' : 'Invoice', left, 50, { width, align: 'right' });
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  doc.text(`Invoice number: ${invoice.invoiceNumber}`, { width, align: 'right' });
  doc.text(`Date: ${day(invoice.issuedAt)}`, { width, align: 'right' });
  doc.text(`Payment reference: ${invoice.providerPaymentId}`, { width, align: 'right' });
  if (invoice.placeOfSupply) {
    const { stateName, stateCode } = invoice.placeOfSupply;
    doc.text(`Place of supply: ${stateName} (${stateCode})`, { width, align: 'right' });
  }

  // Buyer: the billing details copied onto this payment when it was paid (decision 184), else
  // the profile's name and company.
  doc.fillColor(MUTED).font('Helvetica-Bold').fontSize(9).text('BILLED TO', left, 150);
  doc.fillColor(INK).font('Helvetica').fontSize(11);
  const buyerWidth = width / 2;
  const { billing } = invoice;
  if (billing) {
    doc.font('Helvetica-Bold').text(billing.legalName, { width: buyerWidth });
    doc.font('Helvetica').fontSize(9);
    for (const part of [
      billing.addressLine1,
      billing.addressLine2,
      `${billing.city} ${billing.postalCode}`,
      `${stateName(billing.stateCode)} (State code ${billing.stateCode})`,
    ]) {
      if (part) doc.text(part, { width: buyerWidth });
    }
    if (billing.gstin) doc.font('Helvetica-Bold').text(`GSTIN: ${billing.gstin}`);
    doc.font('Helvetica').fillColor(MUTED);
    if (invoice.buyer.name) doc.text(invoice.buyer.name, { width: buyerWidth });
  } else {
    if (invoice.buyer.name) doc.text(invoice.buyer.name);
    if (invoice.buyer.company) doc.text(invoice.buyer.company);
  }
  doc.fillColor(MUTED).fontSize(9).text(invoice.buyer.email);

  // Line item
  let y = Math.max(240, Math.ceil(doc.y) + 20);
  const cols = { description: left, period: left + width * 0.45, amount: left + width * 0.75 };
  doc.moveTo(left, y).lineTo(right, y).strokeColor(RULE).stroke();
  doc.fillColor(MUTED).font('Helvetica-Bold').fontSize(9);
  doc.text('DESCRIPTION', cols.description, y + 8);
  doc.text('PERIOD', cols.period, y + 8);
  doc.text('AMOUNT', cols.amount, y + 8, { width: right - cols.amount, align: 'right' });
  doc
    .moveTo(left, y + 24)
    .lineTo(right, y + 24)
    .strokeColor(RULE)
    .stroke();

  const period =
    invoice.periodStart && invoice.periodEnd
      ? `${day(invoice.periodStart)} - ${day(invoice.periodEnd)}`
      : '';
  const lineAmount = invoice.taxInvoice ? invoice.amounts.taxablePaise : invoice.amounts.totalPaise;
  doc.fillColor(INK).font('Helvetica').fontSize(10);
  doc.text(
    `${PLANS[invoice.plan].name} plan (${invoice.billingPeriod === 'yearly' ? 'Yearly' : 'Monthly'}), ${PLANS[invoice.plan].monthlyImageQuota} AI images per month`,
    cols.description,
    y + 34,
    { width: cols.period - cols.description - 10 },
  );
  doc.text(period, cols.period, y + 34, { width: cols.amount - cols.period - 10 });
  doc.text(inr(lineAmount), cols.amount, y + 34, { width: right - cols.amount, align: 'right' });

  // Totals
  y += 90;
  const totalsLeft = left + width * 0.45;
  const line = (label: string, value: string, bold = false) => {
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(bold ? 11 : 10)
      .fillColor(INK);
    doc.text(label, totalsLeft, y, { width: width * 0.3 });
    doc.text(value, cols.amount, y, { width: right - cols.amount, align: 'right' });
    y += bold ? 22 : 18;
  };
  doc
    .moveTo(totalsLeft, y - 8)
    .lineTo(right, y - 8)
    .strokeColor(RULE)
    .stroke();
  if (invoice.taxInvoice) {
    const half = invoice.amounts.ratePercent / 2;
    line('Taxable value', inr(invoice.amounts.taxablePaise));
    if (invoice.amounts.supply === 'inter-state') {
      line(`IGST @ ${rate(invoice.amounts.ratePercent)}`, inr(invoice.amounts.igstPaise));
    } else {
      line(`CGST @ ${rate(half)}`, inr(invoice.amounts.cgstPaise));
      line(`SGST @ ${rate(half)}`, inr(invoice.amounts.sgstPaise));
    }
  }
  line('Total paid', inr(invoice.amounts.totalPaise), true);

  // Notes
  doc.fillColor(MUTED).font('Helvetica').fontSize(8);
  doc.text(
    !invoice.taxInvoice
      ? 'Prices include all applicable taxes.'
      : billing
        ? `Prices include GST at ${rate(invoice.amounts.ratePercent)}. Supply of services; place of supply is the state of the recipient's billing address.`
        : `Prices include GST at ${rate(invoice.amounts.ratePercent)}. Supply of services; place of supply is the supplier's state as no recipient address is on record.`,
    left,
    y + 20,
    { width },
  );
  doc.text('All sales are final. This is a computer-generated invoice and needs no signature.', {
    width,
  });

  doc.end();
  return done;
}
