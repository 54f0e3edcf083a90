/**
 * The XSS probe's account: a Pro user whose every stored text is a payload (e2e/support/
 * xss-payloads.ts), made over HTTP with the session's cookies: profile, a custom background and
 * its saved prompt, a custom model, an API key, a saved catalogue, an unsaved API run with a
 * webhook, and a batch of one finished product plus products whose SKUs look like formulas.
 */
import type { APIRequestContext, APIResponse, Browser } from '@playwright/test';
import { drawGarmentPhoto } from '../../tests/support/garments';
import { createVerifiedUserOverHttp } from '../../tests/support/verified-user-over-http';
import { DEFAULT_PASSWORD, e2eBaseUrl, expect, outboxDir, uniqueEmail } from './auth';
import { upgradeToPro } from './plans';
import { FORMULA_SKUS, XSS } from './xss-payloads';

const origin = { origin: e2eBaseUrl };

export interface XssAccount {
  email: string;
  cookies: { name: string; value: string; url: string }[];
  catalogueId: string;
  batchId: string;
  /** The payload-named API key's secret, for the API docs' Try it. */
  apiKeySecret: string;
}

async function json<T>(answer: Promise<APIResponse>, status: number): Promise<T> {
  const response = await answer;
  expect(response.status(), `${response.url()}: ${await response.text()}`).toBe(status);
  return (await response.json()) as T;
}

async function waitForRun(request: APIRequestContext, url: string, headers = {}) {
  await expect
    .poll(
      async () =>
        ((await (await request.get(url, { headers })).json()) as { status: string }).status,
      {
        message: `${url} completed`,
        timeout: 120_000,
      },
    )
    .toBe('completed');
}

export async function makeXssAccount(browser: Browser): Promise<XssAccount> {
  const created = await createVerifiedUserOverHttp({
    baseUrl: e2eBaseUrl,
    outboxDir,
    email: uniqueEmail('xss'),
    password: DEFAULT_PASSWORD,
  });
  const context = await browser.newContext();
  await context.addCookies(created.cookies);
  const page = await context.newPage();
  const request = page.request;
  const post = (path: string, data: unknown) =>
    request.post(`${e2eBaseUrl}${path}`, { headers: origin, data });

  // The name first: the payment receipt that the upgrade sends greets the user by it.
  const profile = await request.patch(`${e2eBaseUrl}/api/account/profile`, {
    headers: origin,
    data: { firstName: XSS.profileFirst, lastName: XSS.profileLast, company: XSS.profileCompany },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  await upgradeToPro(page);

  const [generated, model, apiKey] = await Promise.all([
    json<{ background: { id: string } }>(
      post('/api/library/backgrounds/generate', {
        name: XSS.backgroundName,
        prompt: XSS.backgroundPrompt,
        category: 'studio',
        savePrompt: true,
      }),
      201,
    ),
    json<{ id: string }>(
      post('/api/library/models', {
        name: XSS.modelName,
        description: XSS.modelDescription,
        ethnicity: 'indian',
        gender: 'female',
        age: XSS.modelAge,
        bodyType: 'slim',
      }),
      201,
    ),
    json<{ secret: string }>(post('/api/api-keys', { name: XSS.apiKeyName }), 201),
  ]);
  const backgroundId = generated.background.id;
  const modelId = model.id;
  const { photo } = await drawGarmentPhoto(
    { kind: 'kurta', color: '#b8185a', pattern: 'solid' },
    { color: '#f4f1ec' },
    { width: 360, height: 450 },
  );
  const front = { name: 'front.jpg', mimeType: 'image/jpeg', buffer: photo };

  // A run saved as a catalogue; an API run with a webhook, left unsaved for the dashboard.
  const saved = await json<{ id: string }>(
    request.post(`${e2eBaseUrl}/api/runs`, {
      headers: origin,
      multipart: { front, backgroundId, modelId, clientRequestId: crypto.randomUUID() },
    }),
    201,
  );
  const bearer = { authorization: `Bearer ${apiKey.secret}` };
  const apiRun = await json<{ id: string }>(
    request.post(`${e2eBaseUrl}/api/v1/runs`, {
      headers: bearer,
      multipart: { front, backgroundId, modelId, webhookUrl: XSS.webhookUrl },
    }),
    201,
  );

  // A batch: the payload SKU gets its photo; the formula SKUs wait for theirs, in the manifest.
  const batch = await json<{ id: string; items: { id: string; sku: string }[] }>(
    post('/api/batches', {
      clientRequestId: crypto.randomUUID(),
      products: [XSS.sku, ...FORMULA_SKUS].map((sku) => ({
        sku,
        backgroundId,
        modelId,
        hasBack: false,
        hasSide: false,
      })),
    }),
    201,
  );
  const item = batch.items.find((candidate) => candidate.sku === XSS.sku)!;
  await json(
    request.put(`${e2eBaseUrl}/api/batches/${batch.id}/items/${item.id}/photos`, {
      headers: origin,
      multipart: { front },
    }),
    200,
  );

  await Promise.all([
    waitForRun(request, `${e2eBaseUrl}/api/runs/${saved.id}`),
    waitForRun(request, `${e2eBaseUrl}/api/v1/runs/${apiRun.id}`, bearer),
    expect
      .poll(
        async () => {
          const view = (await (
            await request.get(`${e2eBaseUrl}/api/batches/${batch.id}`)
          ).json()) as { items: { id: string; status: string }[] };
          return view.items.find((candidate) => candidate.id === item.id)?.status;
        },
        { message: 'the batch product completed', timeout: 120_000 },
      )
      .toBe('completed'),
  ]);
  // The run's webhook delivery is recorded once the run has ended.
  await expect
    .poll(
      async () =>
        ((await (await request.get(`${e2eBaseUrl}/api/api-keys/deliveries`)).json()) as unknown[])
          .length,
      { message: 'the API run webhook delivery recorded', timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  const catalogue = await json<{ id: string }>(
    post('/api/catalogues', { runId: saved.id, name: XSS.catalogueSaved }),
    201,
  );
  await context.close();
  return {
    email: created.email,
    cookies: created.cookies,
    catalogueId: catalogue.id,
    batchId: batch.id,
    apiKeySecret: apiKey.secret,
  };
}
