/**
 * The garment type, styling note and Detail photo through the photo form (decision 178): stored
 * with the run, shown by its view, copied to the catalogue it is saved as; refused when unknown
 * before anything is spent.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GARMENT_TEXTS } from '../src/core/garments.js';
import type { CatalogueView, RunView } from '../src/core/runs.js';
import type { UsageResponse } from '../src/core/usage.js';
import { generationRun } from '../src/server/db/schema/runs.js';
import { drawGarmentPhoto } from './support/garments.js';
import { createRunHarness } from './support/run-harness.js';
import { createSignedInUser } from './support/signed-in-user.js';
import { createBrowser } from './support/test-browser.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

let db: TestDatabase;
let h: Awaited<ReturnType<typeof createRunHarness>>;
let front: Buffer;
let detail: Buffer;

beforeAll(async () => {
  db = await createTestDatabase();
  h = await createRunHarness(db);
  const saree = { kind: 'saree', color: '#8e1b3a', pattern: 'buti', accent: '#d9a441' } as const;
  front = (await drawGarmentPhoto(saree, { color: '#f4f1ec' }, { width: 600, height: 750 })).photo;
  detail = (await drawGarmentPhoto(saree, { color: '#f4f1ec' }, { width: 400, height: 400 })).photo;
}, 60_000);
afterAll(async () => {
  await h.close();
  await db.close();
});

async function signedInBrowser() {
  const user = await createSignedInUser(h.auth);
  const browser = createBrowser(h);
  browser.setCookie(user.cookie.name, user.cookie.value);
  return browser;
}

function startRun(
  browser: ReturnType<typeof createBrowser>,
  fields: Record<string, string>,
  photos: Record<string, Buffer>,
) {
  const form = new FormData();
  for (const [slot, bytes] of Object.entries(photos))
    form.append(slot, new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `${slot}.jpg`);
  const all = {
    backgroundId: 'clean-white-studio',
    clientRequestId: crypto.randomUUID(),
    ...fields,
  };
  for (const [name, value] of Object.entries(all)) form.append(name, value);
  return browser.request('/api/runs', { method: 'POST', body: form });
}

async function finished(browser: ReturnType<typeof createBrowser>, runId: string) {
  let run: RunView | undefined;
  await expect
    .poll(
      async () => {
        run = (await (await browser.get(`/api/runs/${runId}`)).json()) as RunView;
        return run.status;
      },
      { timeout: 45_000, interval: 250 },
    )
    .toMatch(/completed|stopped|failed/);
  return run!;
}

describe('garment type on a run', () => {
  it(
    'is stored with the note and the Detail photo, shown, and kept by the catalogue',
    { timeout: 60_000 },
    async () => {
      const browser = await signedInBrowser();
      const res = await startRun(
        browser,
        { garmentType: 'saree', stylingNote: '  pallu   pleated ' },
        { front, detail },
      );
      expect(res.status).toBe(201);
      const started = (await res.json()) as RunView;
      expect(started).toMatchObject({ garmentType: 'saree', stylingNote: 'pallu pleated' });

      const [row] = await db.handle.db
        .select()
        .from(generationRun)
        .where(eq(generationRun.id, started.id));
      expect(row).toMatchObject({ garmentType: 'saree', hasDetail: true });
      expect(Object.keys(row!.inputKeys).sort()).toEqual(['detail', 'front']);

      const run = await finished(browser, started.id);
      expect(run.status).toBe('completed');
      const saved = await browser.request('/api/catalogues', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ runId: run.id, name: 'Banarasi saree' }),
      });
      expect(saved.status).toBe(201);
      expect(((await saved.json()) as CatalogueView).garmentType).toBe('saree');
      const list = (await (await browser.get('/api/catalogues')).json()) as {
        items: CatalogueView[];
      };
      expect(list.items.map((item) => item.garmentType)).toEqual(['saree']);

      // Another seller sees none of it.
      const other = await signedInBrowser();
      expect((await other.get(`/api/runs/${run.id}`)).status).toBe(404);
      const theirs = (await (await other.get('/api/catalogues')).json()) as {
        items: CatalogueView[];
      };
      expect(theirs.items).toEqual([]);
    },
  );

  it('is Other when the form does not say', { timeout: 60_000 }, async () => {
    const browser = await signedInBrowser();
    const res = await startRun(browser, {}, { front });
    expect(res.status).toBe(201);
    expect(((await res.json()) as RunView).garmentType).toBe('other');
  });

  it('refuses an unknown type or a long note before spending anything', async () => {
    const browser = await signedInBrowser();
    const unknown = await startRun(browser, { garmentType: 'ballgown' }, { front });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(await unknown.json())).toContain(GARMENT_TEXTS.unknownType);
    const long = await startRun(browser, { stylingNote: 'x'.repeat(201) }, { front });
    expect(long.status).toBe(400);
    expect(JSON.stringify(await long.json())).toContain(GARMENT_TEXTS.stylingNoteTooLong);
    const usage = (await (await browser.get('/api/usage')).json()) as UsageResponse;
    expect(usage.used).toBe(0);
  });
});
