/**
 * Backups that restore (decision 192): a backup written while runs are in flight, restored into
 * an empty database and storage folder, and the app started on it finds every saved catalogue,
 * image, invoice and API key as it was, and every image a restored row names.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedApiKey } from '../src/core/api-keys.js';
import type { CheckoutLaunch, SandboxPaymentResult } from '../src/core/billing.js';
import type { CataloguePage, CatalogueView, RunView } from '../src/core/runs.js';
import { BackupError } from '../src/server/backup/backup-manifest.js';
import { restoreBackup } from '../src/server/backup/restore-backup.js';
import { writeBackup } from '../src/server/backup/write-backup.js';
import { migrateDatabase, openDatabase } from '../src/server/db/client.js';
import { runShot } from '../src/server/db/schema/runs.js';
import { catalogueImage } from '../src/server/db/schema/catalogues.js';
import { createLocalDiskStorage } from '../src/server/providers/storage/local-disk-storage.js';
import { createApiClient } from './support/api-client.js';
import { drawGarmentPhoto } from './support/garments.js';
import {
  asAppRole,
  postgresAdminUrl,
  testDatabaseName,
  withDatabaseName,
} from './support/postgres-urls.js';
import { createRunHarness, type RunHarness } from './support/run-harness.js';
import { createSignedInUser } from './support/signed-in-user.js';
import { createTestApp } from './support/test-app.js';
import { createBrowser, type Browser } from './support/test-browser.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';
import sharp from 'sharp';

let source: TestDatabase;
let h: RunHarness;
let frontPhoto: Buffer;
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  source = await createTestDatabase();
  h = await createRunHarness(source);
  frontPhoto = (
    await drawGarmentPhoto(
      { kind: 'kurta', color: '#1f5c99', pattern: 'buti', accent: '#e9a21b' },
      { color: '#f4f1ec' },
      { width: 600, height: 750 },
    )
  ).photo;
}, 60_000);
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  await h?.close();
  await source?.close();
});

/** An empty database of the same kind as the test run's: a new PostgreSQL one, or a new PGlite. */
async function emptyDatabase(): Promise<TestDatabase> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (!pgUrl) {
    const handle = await openDatabase({ pgliteDir: 'memory://' });
    return { handle, close: () => handle.close() };
  }
  const name = testDatabaseName(pgUrl);
  const admin = await openDatabase({ url: postgresAdminUrl(pgUrl) });
  if (admin.kind !== 'postgres') throw new Error('unreachable');
  await admin.sql.unsafe(`create database "${name}"`);
  const owner = withDatabaseName(pgUrl, name);
  // The test's own reads of the restored rows run as the system, as createTestDatabase's do.
  const handle = await openDatabase({ url: asAppRole(owner), ownerUrl: owner, unscoped: 'system' });
  return {
    handle,
    async close() {
      await handle.close();
      await admin.sql.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.close();
    },
  };
}

async function forcedTables(db: TestDatabase): Promise<string[]> {
  const text = `select relname as name from pg_class
    where relforcerowsecurity and relnamespace = 'public'::regnamespace order by relname`;
  const rows =
    db.handle.kind === 'pglite'
      ? (await db.handle.pglite.query<{ name: string }>(text)).rows
      : await db.handle.sql.unsafe<{ name: string }[]>(text);
  return rows.map((row) => row.name);
}

async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

const json = async <T>(response: Promise<Response> | Response) =>
  (await (await response).json()) as T;
const bytes = async (response: Promise<Response>) =>
  Buffer.from(await (await response).arrayBuffer());

function startRun(browser: Browser) {
  const form = new FormData();
  form.append('front', new Blob([new Uint8Array(frontPhoto)], { type: 'image/jpeg' }), 'f.jpg');
  form.append('backgroundId', 'clean-white-studio');
  form.append('clientRequestId', crypto.randomUUID());
  return json<RunView>(browser.request('/api/runs', { method: 'POST', body: form }));
}

async function finished(browser: Browser, runId: string): Promise<RunView> {
  let run: RunView | undefined;
  await expect
    .poll(async () => (run = await json<RunView>(browser.get(`/api/runs/${runId}`))).status, {
      timeout: 45_000,
      interval: 250,
    })
    .toMatch(/completed|stopped|failed/);
  return run!;
}

/** What a seller sees of their account: catalogues, their images, invoices. */
async function accountAsSeen(browser: Browser) {
  const page = await json<CataloguePage>(browser.get('/api/catalogues'));
  const catalogues = await Promise.all(
    page.items.map((item) => json<CatalogueView>(browser.get(`/api/catalogues/${item.id}`))),
  );
  // Each image's pixels: a download is signed as it leaves (decision 254), so its bytes differ.
  const images = new Map<string, Buffer>();
  for (const view of catalogues) {
    for (const image of view.images)
      images.set(
        image.imageUrl,
        await sharp(await bytes(browser.get(image.imageUrl)))
          .raw()
          .toBuffer(),
      );
  }
  const payments = await json<{ payments: { id: string; invoiceNumber: string | null }[] }>(
    browser.get('/api/billing/payments'),
  );
  const invoices = new Map<string, Buffer>();
  for (const payment of payments.payments) {
    invoices.set(
      payment.id,
      await bytes(browser.get(`/api/billing/payments/${payment.id}/invoice.pdf`)),
    );
  }
  return { page, catalogues, images, payments, invoices };
}

describe('backup and restore', () => {
  it(
    'restores a backup taken while runs are in flight into an empty place, as it was',
    { timeout: 180_000 },
    async () => {
      const seller = await createSignedInUser(h.auth);
      const browser = createBrowser(h);
      browser.setCookie(seller.cookie.name, seller.cookie.value);

      // A paid plan (an invoice), a saved catalogue, an API key.
      const launch = await json<CheckoutLaunch>(
        browser.post('/api/billing/checkout', { plan: 'pro', period: 'monthly' }),
      );
      const signed = await json<SandboxPaymentResult>(
        browser.post(`/api/billing/sandbox/checkout/${launch.checkoutId}/pay`),
      );
      expect((await browser.post('/api/billing/verify', signed)).status).toBe(200);
      const run = await finished(browser, (await startRun(browser)).id);
      expect(run.status).toBe('completed');
      expect(
        (await browser.post('/api/catalogues', { runId: run.id, name: 'Indigo kurtas' })).status,
      ).toBe(201);
      const key = await json<CreatedApiKey>(
        browser.post('/api/api-keys', { name: 'Shopify sync' }),
      );
      expect((await createApiClient(h, key.secret)('/usage')).status).toBe(200);
      const before = await accountAsSeen(browser);
      expect(before.catalogues).toHaveLength(1);
      expect(before.images.size).toBeGreaterThan(0);
      expect(before.invoices.size).toBe(1);

      // Runs in flight while the backup is written.
      const inFlight = await Promise.all([startRun(browser), startRun(browser)]);
      const backups = await tempDir('vastra-backups-');
      const { folder, manifest } = await writeBackup({
        database: source.handle,
        storage: { kind: 'local', dir: h.env.paths.storage },
        into: backups,
      });
      await Promise.all(inFlight.map((started) => finished(browser, started.id)));
      expect(manifest.database.tables.find((t) => t.name === '"public"."catalogue"')?.rows).toBe(1);

      // Restored into an empty database and an empty data folder, the app started on them.
      const target = await emptyDatabase();
      cleanups.push(() => target.close());
      const dataDir = await tempDir('vastra-restored-');
      await restoreBackup({
        from: folder,
        database: target.handle,
        storageDir: path.join(dataDir, 'storage'),
      });
      await migrateDatabase(target.handle); // as the app's start does
      const restored = createTestApp(target, { DATA_DIR: dataDir });
      cleanups.push(async () => restored.close());
      const again = createBrowser(restored);
      again.setCookie(seller.cookie.name, seller.cookie.value);

      const after = await accountAsSeen(again);
      expect(after.page).toEqual(before.page);
      expect(after.catalogues).toEqual(before.catalogues);
      expect([...after.images.keys()]).toEqual([...before.images.keys()]);
      for (const [url, image] of before.images)
        expect(after.images.get(url)!.equals(image)).toBe(true);
      expect(after.payments).toEqual(before.payments);
      for (const [id, pdf] of before.invoices)
        expect(after.invoices.get(id)!.equals(pdf)).toBe(true);
      expect((await createApiClient(restored, key.secret)('/usage')).status).toBe(200);

      // Every image a restored row names is in the restored storage, in-flight runs' included.
      const storage = createLocalDiskStorage(path.join(dataDir, 'storage'));
      const named = [
        ...(await target.handle.db
          .select({ key: runShot.imageKey })
          .from(runShot)
          .where(isNotNull(runShot.imageKey))),
        ...(await target.handle.db.select({ key: catalogueImage.imageKey }).from(catalogueImage)),
      ];
      expect(named.length).toBeGreaterThan(5);
      for (const { key: imageKey } of named) expect(await storage.exists(imageKey!)).toBe(true);

      // Tables that force row-level security on their owner still do (the restore lifts it).
      expect(await forcedTables(target)).toEqual(await forcedTables(source));
      expect((await forcedTables(target)).length).toBeGreaterThan(10);

      // A second restore into the same place is refused, and changes nothing.
      await expect(
        restoreBackup({ from: folder, database: target.handle, storageDir: null }),
      ).rejects.toThrow(BackupError);
      await expect(
        restoreBackup({ from: folder, database: target.handle, storageDir: null }),
      ).rejects.toThrow(/The database is not empty .*restore only into an empty database\./);
      // (The storage folder is checked first, so this refusal names it, not the database.)
      await expect(
        restoreBackup({
          from: folder,
          database: target.handle,
          storageDir: path.join(dataDir, 'storage'),
        }),
      ).rejects.toThrow(/storage folder .* is not empty: restore only into an empty one\./);
    },
  );
});
