/**
 * Reporting a bad image through the public API and the dashboard (decisions 263 and 265), with
 * real run workers: the API's report gives the image back, a second report from the dashboard
 * (another tab) answers the first, the usage history shows it, and the run's webhook receives
 * one signed image.reported.
 */
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CreatedApiKey, WebhookDeliveryView } from '../src/core/api-keys.js';
import type { ApiCatalogue, ApiRun } from '../src/server/modules/api/api-schemas.js';
import type { ApiShotReport } from '../src/server/modules/api/api-shot-report-view.js';
import { createApiClient, type ApiClient } from './support/api-client.js';
import { drawGarmentPhoto } from './support/garments.js';
import { setPlan } from './support/insert-user.js';
import { readZip } from './support/read-zip.js';
import { createRunHarness } from './support/run-harness.js';
import { createSignedInUser } from './support/signed-in-user.js';
import { createBrowser } from './support/test-browser.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';
import { verifyDelivery } from './support/verify-webhook.js';

const LOCAL = '127.0.0.2';

let db: TestDatabase;
let h: Awaited<ReturnType<typeof createRunHarness>>;
let receiver: http.Server;
let receiverUrl: string;
const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
let frontPhoto: Buffer;

beforeAll(async () => {
  db = await createTestDatabase();
  h = await createRunHarness(db, { isAllowedAddress: (address) => address === LOCAL });
  frontPhoto = (
    await drawGarmentPhoto(
      { kind: 'kurta', color: '#1f6f8b', pattern: 'buti', accent: '#e9a21b' },
      { color: '#f4f1ec' },
      { width: 600, height: 750 },
    )
  ).photo;
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(204).end();
    });
  });
  receiver.listen(0, LOCAL);
  await once(receiver, 'listening');
  receiverUrl = `http://${LOCAL}:${(receiver.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  receiver?.close();
  await h.close();
  await db.close();
});

async function waitForRun(api: ApiClient, id: string): Promise<ApiRun> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const run = (await (await api(`/runs/${id}`)).json()) as ApiRun;
    if (['completed', 'failed', 'stopped'].includes(run.status)) return run;
    if (Date.now() > deadline) throw new Error(`run ${id} still ${run.status} after 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

it('gives a reported image back once, shows it in the history and tells the webhook', async () => {
  const seller = await createSignedInUser(h.auth);
  await setPlan(db.handle.db, seller.user.id, 'pro');
  const browser = createBrowser(h);
  browser.setCookie(seller.cookie.name, seller.cookie.value);
  const key = (await (
    await browser.post('/api/api-keys', { name: 'Shop' })
  ).json()) as CreatedApiKey;
  const api = createApiClient(h, key.secret);

  const form = new FormData();
  form.append('front', new Blob([new Uint8Array(frontPhoto)], { type: 'image/jpeg' }), 'f.jpg');
  form.append('backgroundId', 'clean-white-studio');
  form.append('webhookUrl', `${receiverUrl}/hooks/vastra`);
  const created = await api('/runs', { body: form });
  expect(created.status).toBe(201);
  const run = await waitForRun(api, ((await created.json()) as ApiRun).id);
  expect(run.status).toBe('completed');
  const saved = await api('/catalogues', { json: { runId: run.id, name: 'SKU-7' } });
  const catalogue = (await saved.json()) as ApiCatalogue;
  const image = catalogue.images[1]!;
  const usedBefore = ((await (await api('/usage')).json()) as { used: number }).used;

  const reported = await api(`/catalogues/${catalogue.id}/images/${image.id}/report`, {
    json: { reason: 'wrong-colour', text: 'Blue is too dark' },
  });
  expect(reported.status).toBe(200);
  const report = (await reported.json()) as ApiShotReport;
  expect(report).toMatchObject({
    reason: 'wrong-colour',
    text: 'Blue is too dark',
    outcome: 'credited',
    imagesReturned: 1,
    monthlyLimit: 100,
    alreadyReported: false,
    message: 'Thank you. The image was given back to this month’s quota.',
  });
  expect(((await (await api('/usage')).json()) as { used: number }).used).toBe(usedBefore - 1);

  // The same image from the dashboard in another tab, by its run's shot: the first report.
  const again = await browser.post(`/api/runs/${run.id}/shots/${report.shotIndex}/report`, {
    reason: 'other',
  });
  expect(again.status).toBe(200);
  expect(await again.json()).toMatchObject({ id: report.id, alreadyReported: true });
  expect(((await (await api('/usage')).json()) as { used: number }).used).toBe(usedBefore - 1);
  const listed = (await (
    await browser.get(`/api/catalogues/${catalogue.id}/reports`)
  ).json()) as ApiShotReport[];
  expect(listed.map((entry) => entry.id)).toEqual([report.id]);

  const history = (await (await browser.get('/api/usage/history')).json()) as {
    kind: string;
    source: string | null;
    report: { reason: string; text: string | null } | null;
  }[];
  expect(history[0]).toMatchObject({
    kind: 'credit',
    source: 'report',
    report: { reason: 'wrong-colour', text: 'Blue is too dark' },
  });

  // The account data download holds the report and what it gave back.
  const exported = readZip(
    Buffer.from(await (await browser.get('/api/account/export')).arrayBuffer()),
  );
  expect(JSON.parse(exported.get('reports/reports.json')!.toString('utf8'))).toMatchObject([
    {
      id: report.id,
      runId: run.id,
      reason: 'wrong-colour',
      outcome: 'credited',
      imagesReturned: 1,
    },
  ]);

  // One signed image.reported, beside the run's run.completed.
  await expect
    .poll(() => received.filter((r) => r.body.includes('"image.reported"')).length, {
      timeout: 30_000,
    })
    .toBe(1);
  const delivery = received.find((r) => r.body.includes('"image.reported"'))!;
  expect(verifyDelivery(key.webhookSecret, delivery.headers, delivery.body)).toBe(true);
  const event = JSON.parse(delivery.body) as { type: string; data: { report: ApiShotReport } };
  expect(event.data.report).toMatchObject({ id: report.id, runId: run.id, outcome: 'credited' });
  await expect
    .poll(async () => {
      const log = (await (
        await browser.get('/api/api-keys/deliveries')
      ).json()) as WebhookDeliveryView[];
      return log.filter((entry) => entry.event === 'image.reported').map((entry) => entry.status);
    })
    .toEqual(['delivered']);
}, 120_000);
