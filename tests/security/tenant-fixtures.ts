/**
 * A tenant with one of every kind of row, made through the real API as a seller would: a
 * completed run saved as a catalogue, a custom background and a saved prompt, a custom model,
 * an API key, checkouts (open and paid, so a payment with an invoice), a finished batch with
 * one product failed (so it can be retried), on the Pro plan.
 */
import { randomUUID } from 'node:crypto';
import type { CreatedApiKey } from '../../src/core/api-keys.js';
import type { BatchView } from '../../src/core/batch.js';
import type { CatalogueView, RunView } from '../../src/core/runs.js';
import type { Database } from '../../src/server/db/client.js';
import { and, eq } from 'drizzle-orm';
import { batchItem } from '../../src/server/db/schema/batches.js';
import { notificationSent } from '../../src/server/db/schema/notifications.js';
import { asSystem } from '../../src/server/db/tenant-scope.js';
import { createApiClient, type ApiClient } from '../support/api-client.js';
import { drawGarmentPhoto } from '../support/garments.js';
import { setPlan } from '../support/insert-user.js';
import type { RunHarness } from '../support/run-harness.js';
import { createSignedInUser } from '../support/signed-in-user.js';
import { createBrowser, type Browser } from '../support/test-browser.js';

export interface TenantIds {
  runId: string;
  catalogueId: string;
  /** A second saved catalogue, for the second route that deletes one. */
  spareCatalogueId: string;
  imageId: string;
  /** A share link of the catalogue (decision 185). */
  shareId: string;
  backgroundId: string;
  promptId: string;
  modelId: string;
  apiKeyId: string;
  /** Three open checkouts: one each for reading, cancelling and paying/declining. */
  checkoutId: string;
  cancelCheckoutId: string;
  payCheckoutId: string;
  declineCheckoutId: string;
  paymentId: string;
  /** A completed batch: one product done, one failed (retried by the control). */
  batchId: string;
  batchItemId: string;
  failedBatchItemId: string;
}

export interface Tenant {
  userId: string;
  email: string;
  browser: Browser;
  api: ApiClient;
  ids: TenantIds;
  /** The token of the catalogue's share link (the public routes' `:token`, decision 185). */
  shareToken: string;
  /** Values of this tenant's rows that another user must never see. */
  privateValues: string[];
}

async function json<T>(response: Response | Promise<Response>, expected: number): Promise<T> {
  const res = await response;
  const text = await res.text();
  if (res.status !== expected) {
    throw new Error(`${res.url || 'request'}: expected ${expected}, got ${res.status} ${text}`);
  }
  return JSON.parse(text) as T;
}

let frontPhoto: Buffer | undefined;
async function garmentPhoto(): Promise<Buffer> {
  frontPhoto ??= (
    await drawGarmentPhoto(
      { kind: 'kurta', color: '#1f6f8b', pattern: 'buti', accent: '#e9a21b' },
      { color: '#f4f1ec' },
      { width: 480, height: 600 },
    )
  ).photo;
  return frontPhoto;
}

async function completedRun(browser: Browser): Promise<RunView> {
  const form = new FormData();
  form.append('front', new Blob([new Uint8Array(await garmentPhoto())], { type: 'image/jpeg' }));
  form.append('backgroundId', 'clean-white-studio');
  form.append('clientRequestId', randomUUID());
  const started = await json<RunView>(browser.request('/api/runs', { body: form }), 201);
  const deadline = Date.now() + 120_000;
  for (;;) {
    const run = await json<RunView>(browser.get(`/api/runs/${started.id}`), 200);
    if (run.status === 'completed') return run;
    if (run.status === 'failed' || run.status === 'stopped') {
      throw new Error(`fixture run ended ${run.status}`);
    }
    if (Date.now() > deadline) throw new Error(`fixture run still ${run.status} after 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A batch of two products made to the end, the second then marked failed as a failed run leaves it. */
async function finishedBatch(browser: Browser, db: Database, label: string) {
  const products = ['done', 'failed'].map((kind) => ({
    sku: `SKU ${kind} of ${label}`,
    backgroundId: 'clean-white-studio',
    hasBack: false,
    hasSide: false,
  }));
  const batch = await json<BatchView>(
    browser.post('/api/batches', { clientRequestId: randomUUID(), products }),
    201,
  );
  for (const item of batch.items) {
    const form = new FormData();
    form.append('front', new Blob([new Uint8Array(await garmentPhoto())], { type: 'image/jpeg' }));
    await json(
      browser.request(`/api/batches/${batch.id}/items/${item.id}/photos`, {
        method: 'PUT',
        body: form,
      }),
      200,
    );
  }
  const deadline = Date.now() + 120_000;
  while (
    (await json<BatchView>(browser.get(`/api/batches/${batch.id}`), 200)).status !== 'completed'
  ) {
    if (Date.now() > deadline) throw new Error('fixture batch not completed after 120 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // The batch's email is sent by a job after it ends: wait for it, or its row would appear in
  // the middle of a suite that compares the user's rows before and after a request.
  while (
    (
      await asSystem(
        'test fixture',
        async () =>
          await db
            .select({ key: notificationSent.eventKey })
            .from(notificationSent)
            .where(
              and(
                eq(notificationSent.kind, 'batch-finished'),
                eq(notificationSent.eventKey, batch.id),
              ),
            ),
      )
    ).length === 0
  ) {
    if (Date.now() > deadline) throw new Error('fixture batch email not sent after 120 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const [done, failed] = batch.items as [BatchView['items'][0], BatchView['items'][0]];
  // Awaited inside the scope: a query builder runs when awaited, and must run as the system.
  const marked = await asSystem(
    'test fixture',
    async () =>
      await db
        .update(batchItem)
        .set({ status: 'failed', catalogueId: null, error: 'No image could be made.' })
        .where(eq(batchItem.id, failed.id))
        .returning({ id: batchItem.id }),
  );
  if (marked.length !== 1) throw new Error('the fixture could not mark the product failed');
  return { batchId: batch.id, batchItemId: done.id, failedBatchItemId: failed.id, products };
}

async function openCheckout(browser: Browser): Promise<string> {
  const launch = await json<{ checkoutId: string }>(
    browser.post('/api/billing/checkout', { plan: 'pro', period: 'monthly' }),
    201,
  );
  return launch.checkoutId;
}

async function paidPaymentId(browser: Browser, checkoutId: string): Promise<string> {
  const signed = await json<Record<string, unknown>>(
    browser.post(`/api/billing/sandbox/checkout/${checkoutId}/pay`),
    200,
  );
  await json(browser.post('/api/billing/verify', signed), 200);
  const history = await json<{ payments: { id: string }[] }>(
    browser.get('/api/billing/payments'),
    200,
  );
  const payment = history.payments[0];
  if (!payment) throw new Error('the paid checkout recorded no payment');
  return payment.id;
}

export async function createTenant(h: RunHarness, db: Database, label: string): Promise<Tenant> {
  const signed = await createSignedInUser(h.auth, { name: `Tenant ${label}` });
  const browser = createBrowser(h);
  browser.setCookie(signed.cookie.name, signed.cookie.value);
  // Checkouts open while on Free (a paid plan refuses new ones); paying one puts the account
  // on Pro, which API keys need.
  const checkouts = [];
  for (let i = 0; i < 5; i++) checkouts.push(await openCheckout(browser));
  const [checkoutId, cancelCheckoutId, payCheckoutId, declineCheckoutId, paidCheckoutId] =
    checkouts as [string, string, string, string, string];
  const paymentId = await paidPaymentId(browser, paidCheckoutId);

  const run = await completedRun(browser);
  const catalogue = await json<CatalogueView>(
    browser.post('/api/catalogues', { runId: run.id, name: `Catalogue of ${label}` }),
    201,
  );
  const spare = await json<CatalogueView>(
    browser.post('/api/catalogues', {
      runId: (await completedRun(browser)).id,
      name: `Spare catalogue of ${label}`,
    }),
    201,
  );
  const imageId = catalogue.images[0]?.id;
  if (!imageId) throw new Error('the fixture catalogue has no images');
  const { background } = await json<{ background: { id: string } }>(
    browser.post('/api/library/backgrounds/generate', {
      name: `Backdrop of ${label}`,
      prompt: `a quiet courtyard of ${label}`,
      category: 'urban',
    }),
    201,
  );
  const prompt = await json<{ id: string }>(
    browser.post('/api/library/backgrounds/prompts', {
      name: `Prompt of ${label}`,
      prompt: `saved words of ${label}`,
      category: 'nature',
    }),
    201,
  );
  const model = await json<{ id: string }>(
    browser.post('/api/library/models', {
      name: `Model of ${label}`,
      description: `Short hair, calm look of ${label}`,
      ethnicity: 'indian',
      gender: 'female',
      age: '25-30',
      bodyType: 'slim',
    }),
    201,
  );
  const key = await json<CreatedApiKey>(
    browser.post('/api/api-keys', { name: `Key of ${label}` }),
    201,
  );
  const batch = await finishedBatch(browser, db, label);
  const share = await json<{ id: string; url: string }>(
    browser.post(`/api/catalogues/${catalogue.id}/shares`, {}),
    201,
  );
  const ids: TenantIds = {
    batchId: batch.batchId,
    batchItemId: batch.batchItemId,
    failedBatchItemId: batch.failedBatchItemId,
    runId: run.id,
    catalogueId: catalogue.id,
    spareCatalogueId: spare.id,
    imageId,
    shareId: share.id,
    backgroundId: background.id,
    promptId: prompt.id,
    modelId: model.id,
    apiKeyId: key.id,
    checkoutId,
    cancelCheckoutId,
    payCheckoutId,
    declineCheckoutId,
    paymentId,
  };
  return {
    userId: signed.user.id,
    email: signed.email,
    browser,
    api: createApiClient(h, key.secret),
    ids,
    shareToken: share.url.split('/s/')[1]!,
    privateValues: [
      signed.user.id,
      signed.email,
      `Tenant ${label}`,
      `Catalogue of ${label}`,
      `Spare catalogue of ${label}`,
      `Backdrop of ${label}`,
      `Prompt of ${label}`,
      `Model of ${label}`,
      `Key of ${label}`,
      ...batch.products.map((product) => product.sku),
      key.secret,
      key.prefix,
      share.url,
      ...Object.values(ids),
    ],
  };
}

/** Ids of the same shapes that no one has: what "missing" answers look like. */
export function missingIds(): TenantIds {
  return {
    runId: randomUUID(),
    catalogueId: randomUUID(),
    spareCatalogueId: randomUUID(),
    imageId: randomUUID(),
    shareId: randomUUID(),
    backgroundId: randomUUID(),
    promptId: randomUUID(),
    modelId: randomUUID(),
    apiKeyId: randomUUID(),
    checkoutId: randomUUID(),
    cancelCheckoutId: randomUUID(),
    payCheckoutId: randomUUID(),
    declineCheckoutId: randomUUID(),
    paymentId: randomUUID(),
    batchId: randomUUID(),
    batchItemId: randomUUID(),
    failedBatchItemId: randomUUID(),
  };
}

/** Another seller: signed in, on Premium, with an API key; no rows of interest. */
export async function createOutsider(h: RunHarness, db: Database, label: string) {
  const signed = await createSignedInUser(h.auth, { name: `Outsider ${label}` });
  await asSystem('test fixture', () => setPlan(db, signed.user.id, 'premium'));
  const browser = createBrowser(h);
  browser.setCookie(signed.cookie.name, signed.cookie.value);
  const key = await json<CreatedApiKey>(browser.post('/api/api-keys', { name: 'Outsider' }), 201);
  return { userId: signed.user.id, browser, api: createApiClient(h, key.secret) };
}

export type Caller = Pick<Tenant, 'browser' | 'api'>;

/** A request as a user: /api/v1 with the user's key as Bearer, anything else with the session. */
export function callAs(
  caller: Caller,
  method: string,
  path: string,
  init: { json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {},
): Promise<Response> {
  if (path.startsWith('/api/v1/'))
    return caller.api(path.slice('/api/v1'.length), { method, ...init });
  return caller.browser.request(path, { method, ...init });
}
