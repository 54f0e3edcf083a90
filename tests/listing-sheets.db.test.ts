/**
 * The bulk listing sheet in 'Download for…' (issue #39, decision 241) on the whole app with the
 * real column lists: Myntra's and Meesho's zips hold their sheet, one row for the catalogue,
 * its colour, pattern and garment-type cells on the marketplace's lists, the seller's edits in
 * it, and the image names of the zip; an edit after a download makes a new zip.
 */
import { readdir } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingColumns } from '../src/core/listings/listing-columns.js';
import type { ListingView } from '../src/core/listing-review.js';
import { categoriesOf } from '../src/server/engines/exports/listing-sheet-layouts.js';
import { createListingFiller } from '../src/server/engines/listings/create-listing-filler.js';
import { LISTING_FIXTURES } from './support/listing-fixtures.js';
import { createTestListingFiller } from './support/test-listing-filler.js';
import { readZip } from './support/read-zip.js';
import { savedCatalogue } from './support/saved-catalogue.js';
import { createSignedInUser } from './support/signed-in-user.js';
import { createBrowser } from './support/test-browser.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

let db: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  db = await createTestDatabase();
  t = createTestApp(
    db,
    {},
    { listings: { filler: createTestListingFiller(), columnsOf: listingColumns } },
  );
});
afterAll(async () => {
  t?.close();
  await db?.close();
});

async function seller(app: TestApp = t) {
  const user = await createSignedInUser(app.auth);
  const browser = createBrowser(app);
  browser.setCookie(user.cookie.name, user.cookie.value);
  return { userId: user.user.id, browser };
}

/** The export zips kept in storage for a marketplace, by file name. */
async function keptZips(marketplace: string, app: TestApp = t): Promise<string[]> {
  const files = await readdir(app.env.paths.storage, { recursive: true });
  return files.filter((file) => file.includes(`/exports/${marketplace}/`) && file.endsWith('.zip'));
}

async function sheetOf(zip: Map<string, Buffer>, name: string) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(zip.get(name)! as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const cell = (label: string, row = 2) => {
    expect(header, label).toContain(label);
    return String(sheet.getRow(row).getCell(header.indexOf(label) + 1).value ?? '');
  };
  return { sheet, header, cell };
}

describe('the bulk listing sheet in a marketplace export', () => {
  it("holds the seller's listing on Myntra's lists, with the zip's image names", async () => {
    const owner = await seller();
    const catalogue = await savedCatalogue({ db: db.handle.db, storage: t.storage }, owner, {
      name: 'Blue Kurta',
      garmentType: 'kurta',
    });
    const listingUrl = `/api/catalogues/${catalogue.id}/listing`;
    const listing = (await (await owner.browser.get(listingUrl)).json()) as ListingView;
    const colours = listing.columns.myntra.find((c) => c.key === 'prominent_colour')!.values;
    const patterns = listing.columns.myntra.find((c) => c.key === 'pattern')!.values;
    const edited = {
      english: { ...listing.draft.english, title: 'Indigo Straight Kurta by Asha' },
      attributes: {
        ...listing.draft.attributes,
        myntra: {
          ...listing.draft.attributes.myntra,
          prominent_colour: colours.at(-1)!,
          pattern: patterns.at(-1)!,
        },
      },
    };
    const saved = await owner.browser.request(listingUrl, { method: 'PUT', json: edited });
    expect(saved.status, await saved.clone().text()).toBe(200);

    const res = await owner.browser.get(`/api/catalogues/${catalogue.id}/export/myntra`);
    expect(res.status).toBe(200);
    const zip = readZip(Buffer.from(await res.arrayBuffer()));
    const images = [...zip.keys()].filter((name) => name.endsWith('.jpg'));
    expect(images.length).toBeGreaterThanOrEqual(2);
    expect([...zip.keys()]).toContain('Blue-Kurta_myntra_listing.xlsx');

    const { sheet, header, cell } = await sheetOf(zip, 'Blue-Kurta_myntra_listing.xlsx');
    expect(sheet.rowCount).toBe(2);
    expect(cell('Vendor SKU Code')).toBe('Blue-Kurta');
    expect(cell('Product Display Name')).toBe('Indigo Straight Kurta by Asha');
    expect(cell('Prominent Colour')).toBe(colours.at(-1));
    expect(cell('Pattern')).toBe(patterns.at(-1));
    expect(categoriesOf('myntra')).toContain(cell('Article Type'));
    expect(cell('Article Type')).toBe('Kurtas');
    // Every attribute cell is empty or one of the column's values.
    for (const column of listingColumns('myntra', 'kurta')) {
      const value = cell(column.label);
      if (value) expect(column.values, column.label).toContain(value);
    }
    const imageCells = header.filter((h) => /^Image \d+$/.test(h)).map((h) => cell(h));
    expect(imageCells).toEqual(images);
  });

  it('makes a new zip after an edit, and gives Meesho its own sheet', async () => {
    const owner = await seller();
    const catalogue = await savedCatalogue({ db: db.handle.db, storage: t.storage }, owner, {
      name: 'Saree One',
      garmentType: 'saree',
    });
    const url = `/api/catalogues/${catalogue.id}/export/meesho`;
    const first = readZip(Buffer.from(await (await owner.browser.get(url)).arrayBuffer()));
    const before = await sheetOf(first, 'Saree-One_meesho_listing.xlsx');
    expect(before.cell('Category')).toBe('Sarees');
    const colour = before.cell('Color');
    expect(listingColumns('meesho', 'saree').find((c) => c.key === 'color')!.values).toContain(
      colour,
    );

    // The first zip is kept; the edit must not be answered with it.
    await expect.poll(() => keptZips('meesho'), { timeout: 10_000 }).toHaveLength(1);
    const firstKept = await keptZips('meesho');

    const listingUrl = `/api/catalogues/${catalogue.id}/listing`;
    const listing = (await (await owner.browser.get(listingUrl)).json()) as ListingView;
    const put = await owner.browser.request(listingUrl, {
      method: 'PUT',
      json: {
        english: { ...listing.draft.english, title: 'Saree edited after the download' },
        attributes: listing.draft.attributes,
      },
    });
    expect(put.status).toBe(200);
    const second = readZip(Buffer.from(await (await owner.browser.get(url)).arrayBuffer()));
    const after = await sheetOf(second, 'Saree-One_meesho_listing.xlsx');
    expect(after.cell('Product Name')).toBe('Saree edited after the download');
    // The older zip went when the new one was kept.
    await expect
      .poll(async () => (await keptZips('meesho'))[0], { timeout: 10_000 })
      .not.toBe(firstKept[0]);
    expect(await keptZips('meesho')).toHaveLength(1);
  });

  it("fills a saree offline from its photo with values on both marketplaces' lists", async () => {
    // The app as it runs with no AI engine: the offline filler, on a drawn saree with a border.
    const offline = createTestApp(
      db,
      {},
      {
        listings: {
          filler: createListingFiller({ IMAGE_ENGINE: 'studio' }),
          columnsOf: listingColumns,
        },
      },
    );
    try {
      const owner = await seller(offline);
      const saree = LISTING_FIXTURES.find((fixture) => fixture.id.startsWith('saree-border-'))!;
      const catalogue = await savedCatalogue(
        { db: db.handle.db, storage: offline.storage },
        owner,
        {
          name: 'Saree Both',
          garmentType: 'saree',
          frontPhoto: await saree.draw(),
        },
      );
      const types = { myntra: ['Article Type', 'Sarees'], meesho: ['Category', 'Sarees'] } as const;
      for (const marketplace of ['myntra', 'meesho'] as const) {
        const url = `/api/catalogues/${catalogue.id}/export/${marketplace}`;
        const zip = readZip(Buffer.from(await (await owner.browser.get(url)).arrayBuffer()));
        const { cell } = await sheetOf(zip, `Saree-Both_${marketplace}_listing.xlsx`);
        const [typeLabel, type] = types[marketplace];
        expect(cell(typeLabel)).toBe(type);
        const columns = listingColumns(marketplace, 'saree');
        const colour = columns.find(
          (c) => c.key === (marketplace === 'myntra' ? 'prominent_colour' : 'color'),
        )!;
        const pattern = columns.find((c) => c.key === 'pattern')!;
        expect(cell(colour.label), marketplace).toBe(saree.colour[marketplace]);
        expect(pattern.values, marketplace).toContain(cell(pattern.label));
        expect(cell(pattern.label)).toBe('Solid');
        // The zip is kept after the answer ends: wait for it, or closing races its write.
        await expect
          .poll(() => keptZips(marketplace, offline), { timeout: 10_000 })
          .toHaveLength(1);
      }
    } finally {
      offline.close();
    }
  });

  it('leaves the sheet out for a marketplace without one', async () => {
    const owner = await seller();
    const catalogue = await savedCatalogue({ db: db.handle.db, storage: t.storage }, owner);
    const res = await owner.browser.get(`/api/catalogues/${catalogue.id}/export/amazon`);
    const names = [...readZip(Buffer.from(await res.arrayBuffer())).keys()];
    expect(names.some((name) => name.endsWith('.xlsx'))).toBe(false);
  });
});
