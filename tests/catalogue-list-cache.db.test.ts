/**
 * The catalogue list kept in memory per list version (decision 117): a repeat is served without
 * reading the page again, and every change the list shows (a catalogue saved, renamed or
 * deleted, an image replaced or removed, a shot's colour warning or version), made by any process straight
 * in the database, is seen on the next read. Another user's changes leave the list alone.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql as drizzleSql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runShot } from '../src/server/db/schema/runs.js';
import { catalogue, catalogueImage } from '../src/server/db/schema/catalogues.js';
import { asUser } from '../src/server/db/tenant-scope.js';
import {
  createCatalogueRepo,
  type CatalogueRepo,
} from '../src/server/modules/catalogues/catalogue-repo.js';
import { createCatalogueService } from '../src/server/modules/catalogues/catalogue-service.js';
import { toDownloadJpeg } from '../src/server/modules/catalogues/download-jpeg.js';
import { createRunForCatalogue } from '../src/server/modules/runs/run-for-catalogue.js';
import { createLocalDiskStorage } from '../src/server/providers/storage/local-disk-storage.js';
import { insertRun } from './support/insert-run.js';
import { insertUser } from './support/insert-user.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';
import { testImageMarker } from './support/test-image-marker.js';

let db: TestDatabase;
const sql = () => db.handle.db;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.close();
});

/** A saved catalogue as a worker leaves it: its run, shots and image rows (no files needed). */
async function insertCatalogue(userId: string, name: string) {
  const runId = await insertRun(sql(), userId, { shotCount: 2 });
  const shots = ['front', 'ghost-mannequin'];
  await sql()
    .insert(runShot)
    .values(
      shots.map((shotId, index) => ({ runId, index, shotId, name: shotId, status: 'complete' })),
    );
  const [row] = await sql()
    .insert(catalogue)
    .values({ userId, runId, name, imageCount: shots.length })
    .returning();
  await sql()
    .insert(catalogueImage)
    .values(
      shots.map((shotId, orderIndex) => ({
        catalogueId: row!.id,
        poseName: shotId,
        shotId,
        imageKey: `runs/${userId}/${runId}/${shotId}.png`,
        previewKey: `runs/${userId}/${runId}/${shotId}.webp`,
        width: 2048,
        height: 2560,
        orderIndex,
      })),
    );
  return { id: row!.id, runId };
}

/** The service as the server builds it, counting how often it reads a page from the database. */
function listingService() {
  const repo = createCatalogueRepo(sql());
  const reads = { pages: 0 };
  const counting: CatalogueRepo = {
    ...repo,
    pageForUser: (...args) => {
      reads.pages++;
      return repo.pageForUser(...args);
    },
  };
  const service = createCatalogueService({
    repo: counting,
    runs: createRunForCatalogue(sql()),
    storage: createLocalDiskStorage(`/tmp/vastra-list-cache-${randomUUID()}`),
    toJpeg: toDownloadJpeg,
    marker: testImageMarker,
  });
  const list = (userId: string) =>
    asUser(userId, () => service.list(userId, { page: 1, pageSize: 20 }));
  return { list, reads };
}

describe('the catalogue list in memory', () => {
  it('serves a repeat without reading the page again', async () => {
    const seller = await insertUser(sql());
    await insertCatalogue(seller.id, 'Festive kurtas');
    const { list, reads } = listingService();
    const first = await list(seller.id);
    const second = await list(seller.id);
    expect(second).toEqual(first);
    expect(first.items.map((item) => item.name)).toEqual(['Festive kurtas']);
    expect(reads.pages).toBe(1);
  });

  it('sees every change the list shows on the next read, whichever process made it', async () => {
    const seller = await insertUser(sql());
    const kept = await insertCatalogue(seller.id, 'Summer tees');
    const { list, reads } = listingService();
    await list(seller.id);

    // Saved by another process (a batch's worker): new catalogue and total.
    const added = await insertCatalogue(seller.id, 'Sarees');
    let page = await list(seller.id);
    expect(page.total).toBe(2);
    expect(page.items.map((item) => item.name).sort()).toEqual(['Sarees', 'Summer tees']);

    await sql().update(catalogue).set({ name: 'Linen tees' }).where(eq(catalogue.id, kept.id));
    page = await list(seller.id);
    expect(page.items.find((item) => item.id === kept.id)?.name).toBe('Linen tees');

    // A shot made again: the image's files change.
    const [image] = await sql()
      .update(catalogueImage)
      .set({ width: 1024 })
      .where(eq(catalogueImage.catalogueId, added.id))
      .returning();
    page = await list(seller.id);
    const shown = page.items.find((item) => item.id === added.id)!;
    expect(shown.images.find((i) => i.id === image!.id)?.width).toBe(1024);

    await sql().update(runShot).set({ colourWarning: true }).where(eq(runShot.runId, added.runId));
    page = await list(seller.id);
    expect(
      page.items.find((item) => item.id === added.id)!.images.every((i) => i.colourWarning),
    ).toBe(true);

    // The print check's warning (decision 276) lives on the shot too.
    await sql().update(runShot).set({ printWarning: true }).where(eq(runShot.runId, added.runId));
    page = await list(seller.id);
    expect(
      page.items.find((item) => item.id === added.id)!.images.every((i) => i.printWarning),
    ).toBe(true);

    // A shot regenerated (decision 122): its version, in the image URLs, moves.
    await sql().update(runShot).set({ version: 1 }).where(eq(runShot.runId, added.runId));
    page = await list(seller.id);
    expect(page.items.find((item) => item.id === added.id)!.images[0]!.imageUrl).toMatch(/v=1/);

    await sql().delete(catalogueImage).where(eq(catalogueImage.id, image!.id));
    page = await list(seller.id);
    expect(page.items.find((item) => item.id === added.id)!.images).toHaveLength(1);

    await sql().delete(catalogue).where(eq(catalogue.id, added.id));
    page = await list(seller.id);
    expect(page.total).toBe(1);
    expect(page.items.map((item) => item.id)).toEqual([kept.id]);

    // Each change above made exactly one new read of the page, and an unchanged list none.
    expect(reads.pages).toBe(9);
    await list(seller.id);
    expect(reads.pages).toBe(9);
  });

  it("is not moved by another user's changes", async () => {
    const seller = await insertUser(sql());
    const other = await insertUser(sql());
    await insertCatalogue(seller.id, 'Lehengas');
    const { list, reads } = listingService();
    await list(seller.id);
    const theirs = await insertCatalogue(other.id, 'Not yours');
    await sql()
      .update(catalogue)
      .set({ name: 'Still not yours' })
      .where(eq(catalogue.id, theirs.id));
    const page = await list(seller.id);
    expect(page.items.map((item) => item.name)).toEqual(['Lehengas']);
    expect(reads.pages).toBe(1);
  });
});

describe('the version lookup that scopes itself (migration 0021, decision 119)', () => {
  it('answers the version of the scope it is given and refuses to change a scope already set', async () => {
    const owner = await insertUser(sql());
    const other = await insertUser(sql());
    await insertCatalogue(owner.id, 'Scoped');
    const repo = createCatalogueRepo(sql());
    const version = await asUser(owner.id, () => repo.listVersion(owner.id));
    expect(version).toBeGreaterThan(0);
    // A transaction in the owner's scope (set here as the app sets it on PostgreSQL).
    const refused = await sql()
      .transaction(async (tx) => {
        await tx.execute(drizzleSql`select set_config('app.user_id', ${owner.id}, true)`);
        await tx.execute(drizzleSql`select catalogue_list_version_of(${other.id})`);
      })
      .then(
        () => null,
        (error: unknown) => error as Error & { cause?: Error },
      );
    // Drizzle wraps the database's error as the cause of its own.
    expect(refused?.cause?.message ?? refused?.message).toMatch(/already has another scope/);
  });
});
