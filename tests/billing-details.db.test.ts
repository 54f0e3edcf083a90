/**
 * Billing details for GST invoices (decision 184): the account routes that keep them, each
 * user's alone, and invoices that print them from the payment on, never before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BILLING_DETAILS_TEXTS as T,
  type BillingDetailsResponse,
} from '../src/core/billing-details.js';
import type {
  CheckoutLaunch,
  PaymentsResponse,
  SandboxPaymentResult,
} from '../src/core/billing.js';
import { asUser } from '../src/server/db/tenant-scope.js';
import { createSandboxPaymentProvider } from '../src/server/providers/payments/sandbox-payment-provider.js';
import { createBillingHarness, type BillingHarness } from './billing/billing-harness.js';
import { readZip } from './support/read-zip.js';
import { createBrowser } from './support/test-browser.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

let db: TestDatabase;
let t: TestApp;
let h: BillingHarness;
beforeAll(async () => {
  db = await createTestDatabase();
  t = createTestApp(db);
  // The harness's seller is registered in Karnataka (GSTIN 29…).
  h = createBillingHarness(db, createSandboxPaymentProvider('sandbox-secret-for-tests-0123'));
});
afterAll(async () => {
  h.close();
  t.close();
  await db.close();
});

const MUMBAI = {
  legalName: 'Rao Textiles LLP',
  gstin: '27AAPFU0939F1ZV',
  addressLine1: '4 Linking Road',
  addressLine2: 'Bandra West',
  city: 'Mumbai',
  postalCode: '400050',
  stateCode: '27',
};

const BENGALURU = {
  legalName: 'Rao Silks Private Limited',
  gstin: '29AAGCB7383J1Z4',
  addressLine1: '8 Commercial Street',
  addressLine2: '',
  city: 'Bengaluru',
  postalCode: '560001',
  stateCode: '29',
};

/** A signed-in buyer: billing calls through the harness, account calls through the whole app. */
async function buyer() {
  const caller = await h.signIn();
  const browser = createBrowser(t);
  const [name, ...value] = caller.cookie.split('=');
  browser.setCookie(name!, value.join('='));
  const details = async () =>
    (await (await browser.get('/api/account/billing-details')).json()) as BillingDetailsResponse;
  const save = (body: unknown) =>
    browser.request('/api/account/billing-details', { method: 'PUT', json: body });
  async function pay(plan = 'pro', period = 'monthly') {
    const launch = (await (
      await caller.call('POST', '/api/billing/checkout', { plan, period })
    ).json()) as CheckoutLaunch;
    const signed = (await (
      await caller.call('POST', `/api/billing/sandbox/checkout/${launch.checkoutId}/pay`)
    ).json()) as SandboxPaymentResult;
    expect((await caller.call('POST', '/api/billing/verify', signed)).status).toBe(200);
    const list = (await (
      await caller.call('GET', '/api/billing/payments')
    ).json()) as PaymentsResponse;
    return list.payments[0]!.id;
  }
  const invoice = (paymentId: string) =>
    asUser(caller.user.id, () => h.billing.services.history.invoice(caller.user.id, paymentId));
  return { caller, browser, details, save, pay, invoice };
}

describe('billing details routes', () => {
  it('start empty, save tidied details, and answer them back', async () => {
    const me = await buyer();
    expect(await me.details()).toEqual({ billingDetails: null });
    const saved = await me.save({ ...MUMBAI, gstin: '27aapfu0939f1zv', postalCode: '400 050' });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ billingDetails: { ...MUMBAI } });
    expect(await me.details()).toEqual({ billingDetails: { ...MUMBAI } });

    // Saving again replaces them; an empty optional field is stored as null.
    await me.save({ ...MUMBAI, gstin: '', addressLine2: '' });
    expect(await me.details()).toEqual({
      billingDetails: { ...MUMBAI, gstin: null, addressLine2: null },
    });
    expect(
      (await me.browser.request('/api/account/billing-details', { method: 'DELETE' })).status,
    ).toBe(200);
    expect(await me.details()).toEqual({ billingDetails: null });
  });

  it('are in the account data download when given, and absent when not', async () => {
    const me = await buyer();
    const exported = async () =>
      readZip(Buffer.from(await (await me.browser.get('/api/account/export')).arrayBuffer()));
    expect((await exported()).has('billing-details.json')).toBe(false);
    await me.save(MUMBAI);
    const files = await exported();
    expect(JSON.parse(files.get('billing-details.json')!.toString('utf8'))).toEqual(MUMBAI);
    expect(files.get('README.txt')!.toString('utf8')).toContain('billing-details.json: the GST');
  });

  it('refuse bad details with a message per field, and keep what was saved', async () => {
    const me = await buyer();
    await me.save(MUMBAI);
    const refused = await me.save({
      ...MUMBAI,
      legalName: ' ',
      gstin: '27AAPFU0939F1ZW',
      postalCode: '4000',
      stateCode: '99',
    });
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as {
      error: { code: string; issues: { path: string; message: string }[] };
    };
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.fromEntries(body.error.issues.map((i) => [i.path, i.message]))).toEqual({
      legalName: T.legalNameMissing,
      gstin: T.gstinCheckDigit,
      postalCode: T.postalCodeInvalid,
      stateCode: T.stateMissing,
    });

    const mismatch = await me.save({ ...MUMBAI, stateCode: '29' });
    expect(mismatch.status).toBe(400);
    expect(JSON.stringify(await mismatch.json())).toContain(
      JSON.stringify(T.gstinStateMismatch('Karnataka', '27')).slice(1, -1),
    );
    expect(await me.details()).toEqual({ billingDetails: MUMBAI });
  });

  it("are each user's own: one user can neither read nor change another's", async () => {
    const owner = await buyer();
    const other = await buyer();
    await owner.save(MUMBAI);
    expect(await other.details()).toEqual({ billingDetails: null });
    await other.save(BENGALURU);
    await other.browser.request('/api/account/billing-details', { method: 'DELETE' });
    expect(await owner.details()).toEqual({ billingDetails: MUMBAI });
    expect(await other.details()).toEqual({ billingDetails: null });
  });

  it('need a session', async () => {
    const anonymous = createBrowser(t);
    expect((await anonymous.get('/api/account/billing-details')).status).toBe(401);
    expect(
      (await anonymous.request('/api/account/billing-details', { method: 'PUT', json: MUMBAI }))
        .status,
    ).toBe(401);
  });
});

describe('invoices with billing details', () => {
  it('print the details from the next payment on; an earlier invoice stays as it was', async () => {
    const me = await buyer();
    const before = await me.pay('pro', 'monthly');
    const earlier = await me.invoice(before);
    expect(earlier).toMatchObject({
      billing: null,
      placeOfSupply: { stateCode: '29', stateName: 'Karnataka' },
      amounts: { supply: 'intra-state', igstPaise: 0 },
    });

    await me.save(MUMBAI);
    const after = await me.pay('premium', 'monthly');
    const later = await me.invoice(after);
    expect(later.billing).toEqual(MUMBAI);
    expect(later.placeOfSupply).toEqual({ stateCode: '27', stateName: 'Maharashtra' });
    expect(later.amounts).toMatchObject({ supply: 'inter-state', cgstPaise: 0, sgstPaise: 0 });
    expect(later.amounts.taxablePaise + later.amounts.igstPaise).toBe(later.amounts.totalPaise);

    // The earlier invoice does not pick the details up, and neither changes when they change.
    expect(await me.invoice(before)).toEqual(earlier);
    await me.save(BENGALURU);
    expect(await me.invoice(before)).toEqual(earlier);
    expect(await me.invoice(after)).toEqual(later);

    const pdf = await me.caller.call('GET', `/api/billing/payments/${after}/invoice.pdf`);
    expect(pdf.status).toBe(200);
  });

  it('split the tax into CGST and SGST for a buyer in the seller’s state', async () => {
    const me = await buyer();
    await me.save(BENGALURU);
    const invoice = await me.invoice(await me.pay());
    expect(invoice.billing).toEqual({ ...BENGALURU, addressLine2: null });
    expect(invoice.placeOfSupply).toEqual({ stateCode: '29', stateName: 'Karnataka' });
    const { amounts } = invoice;
    expect(amounts).toMatchObject({ supply: 'intra-state', totalPaise: 299_900, igstPaise: 0 });
    expect(amounts.taxablePaise + amounts.cgstPaise + amounts.sgstPaise).toBe(299_900);
  });

  it('take the place of supply from the billing state of a buyer without a GSTIN', async () => {
    const me = await buyer();
    await me.save({ ...MUMBAI, gstin: '' });
    const invoice = await me.invoice(await me.pay());
    expect(invoice.billing).toMatchObject({ gstin: null, stateCode: '27' });
    expect(invoice.amounts.supply).toBe('inter-state');
  });
});
