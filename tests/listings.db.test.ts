/**
 * A catalogue's listing draft over HTTP on the whole app (issue #39): filled once on the first
 * look and kept, the seller's edits checked against each marketplace's values and kept, a
 * refill, missing values marked, a catalogue without its photo, and another user's catalogue
 * answering as a missing one on every route.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingView } from '../src/core/listing-review.js';
import { listingDraft } from '../src/server/db/schema/listings.js';
import { vendorRequest } from '../src/server/db/schema/vendor-requests.js';
import type { CreatedApiKey } from '../src/core/api-keys.js';
import { createApiClient } from './support/api-client.js';
import { setPlan } from './support/insert-user.js';
import { savedCatalogue } from './support/saved-catalogue.js';
import { createSignedInUser } from './support/signed-in-user.js';
import { createBrowser } from './support/test-browser.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';
import { createTestListingFiller, testListingColumns } from './support/test-listing-filler.js';

let db: TestDatabase;
let t: TestApp;
// Billed as a vision request would be, so the ledger's row can be looked for.
const filler = createTestListingFiller({
  kind: 'listing',
  engine: 'gemini',
  model: 'gemini-test',
  ended: 'answered',
  costMicroUsd: 420,
});

beforeAll(async () => {
  db = await createTestDatabase();
  t = createTestApp(db, {}, { listings: { filler, columnsOf: testListingColumns } });
});
afterAll(async () => {
  t?.close();
  await db?.close();
});

const ctx = () => ({ db: db.handle.db, storage: t.storage });

async function signedIn() {
  const user = await createSignedInUser(t.auth);
  const browser = createBrowser(t);
  browser.setCookie(user.cookie.name, user.cookie.value);
  return { userId: user.user.id, browser };
}

const listingPath = (id: string) => `/api/catalogues/${id}/listing`;

async function view(res: Response | Promise<Response>, status = 200): Promise<ListingView> {
  const answer = await res;
  const text = await answer.text();
  expect(answer.status, text).toBe(status);
  return JSON.parse(text) as ListingView;
}

/** The form's body from a view: what the seller saw, with `change` applied. */
function editOf(listing: ListingView, change: (body: EditBody) => void = () => {}) {
  const body: EditBody = structuredClone({
    english: listing.draft.english,
    attributes: listing.draft.attributes,
  });
  change(body);
  return body;
}
type EditBody = Pick<ListingView['draft'], 'english' | 'attributes'>;

describe('the listing draft', () => {
  it('is filled once, from the front photo and in the garment type, then kept', async () => {
    const seller = await signedIn();
    const catalogue = await savedCatalogue(ctx(), seller, { garmentType: 'kurta' });
    const before = filler.calls.length;

    const first = await view(seller.browser.get(listingPath(catalogue.id)));
    expect(filler.calls.length).toBe(before + 1);
    const asked = filler.calls.at(-1)!;
    expect(asked).toMatchObject({
      garmentType: 'kurta',
      stylingNote: 'with white juttis',
      language: 'en',
    });
    expect(asked.frontPhoto.length).toBeGreaterThan(100);
    expect(first.draft.english.title).toBe('Blue Solid Cotton Kurta for Women');
    expect(first.edited).toBe(false);
    expect(first.columns.myntra.map((c) => c.key)).toContain('prominent_colour');
    // The fabric nobody could tell is marked for the seller on both marketplaces.
    expect(first.missing).toEqual({ myntra: ['fabric'], meesho: ['fabric'] });

    const again = await view(seller.browser.get(listingPath(catalogue.id)));
    expect(filler.calls.length).toBe(before + 1);
    expect(again).toEqual(first);
    // The one fill's vendor cost is in the ledger, the seller's and the catalogue's run's.
    const bills = await db.handle.db
      .select()
      .from(vendorRequest)
      .where(eq(vendorRequest.userId, seller.userId));
    expect(bills).toMatchObject([
      { kind: 'listing', costMicroUsd: 420, runId: expect.any(String) },
    ]);
  });

  it("keeps the seller's edits, and refuses a value off the marketplace's list by name", async () => {
    const seller = await signedIn();
    const catalogue = await savedCatalogue(ctx(), seller);
    const listing = await view(seller.browser.get(listingPath(catalogue.id)));

    const edit = editOf(listing, (body) => {
      body.english.title = 'Indigo Cotton Kurta with Pockets';
      body.attributes.myntra.fabric = 'Cotton';
      body.attributes.myntra.prominent_colour = 'Maroon';
      body.attributes.meesho.fabric = 'Rayon';
    });
    const saved = await view(
      seller.browser.request(listingPath(catalogue.id), { method: 'PUT', json: edit }),
    );
    expect(saved.edited).toBe(true);
    expect(saved.missing).toEqual({ myntra: [], meesho: [] });
    expect(await view(seller.browser.get(listingPath(catalogue.id)))).toEqual(saved);
    expect(saved.draft.english.title).toBe('Indigo Cotton Kurta with Pockets');
    expect(saved.draft.attributes.myntra).toMatchObject({
      fabric: 'Cotton',
      prominent_colour: 'Maroon',
    });

    const offList = await seller.browser.request(listingPath(catalogue.id), {
      method: 'PUT',
      json: editOf(saved, (body) => {
        body.attributes.myntra.prominent_colour = 'Purple-ish';
      }),
    });
    expect(offList.status).toBe(400);
    const refused = (await offList.json()) as { error: { code: string; message: string } };
    expect(refused.error.code).toBe('VALIDATION_FAILED');
    expect(refused.error.message).toBe(
      `"Purple-ish" is not one of Myntra's values for Prominent Colour. Choose one from the list.`,
    );

    const unknownColumn = await seller.browser.request(listingPath(catalogue.id), {
      method: 'PUT',
      json: editOf(saved, (body) => {
        body.attributes.meesho.sleeve = 'Long';
      }),
    });
    expect(unknownColumn.status).toBe(400);
    for (const bullets of [
      ['Only one', 'and two'],
      ['1', '2', '3', '4', '5', '6'],
    ]) {
      const res = await seller.browser.request(listingPath(catalogue.id), {
        method: 'PUT',
        json: editOf(saved, (body) => {
          body.english.bullets = bullets;
        }),
      });
      expect(res.status).toBe(400);
    }
    // Nothing refused was kept.
    expect(await view(seller.browser.get(listingPath(catalogue.id)))).toEqual(saved);
  });

  it('is filled in Hindi as well for a seller who works in Hindi, and keeps edits of both', async () => {
    const seller = await signedIn();
    const chose = await seller.browser.request('/api/account/profile', {
      method: 'PATCH',
      json: { language: 'hi' },
    });
    expect(chose.status).toBe(200);
    const catalogue = await savedCatalogue(ctx(), seller);

    const listing = await view(seller.browser.get(listingPath(catalogue.id)));
    expect(filler.calls.at(-1)).toMatchObject({ language: 'hi' });
    expect(listing.draft.hindi?.title).toMatch(/[\u0900-\u097F]/);

    const hindi = { ...listing.draft.hindi!, title: 'नीला सूती कुर्ता, जेब के साथ' };
    const saved = await view(
      seller.browser.request(listingPath(catalogue.id), {
        method: 'PUT',
        json: { ...editOf(listing), hindi },
      }),
    );
    expect(saved.draft.hindi?.title).toBe('नीला सूती कुर्ता, जेब के साथ');
    expect(saved.draft.english).toEqual(listing.draft.english);
    expect((await view(seller.browser.get(listingPath(catalogue.id)))).draft.hindi).toEqual(hindi);
  });

  it("refills from the photo on request, dropping the seller's edits", async () => {
    const seller = await signedIn();
    const catalogue = await savedCatalogue(ctx(), seller);
    const listing = await view(seller.browser.get(listingPath(catalogue.id)));
    await view(
      seller.browser.request(listingPath(catalogue.id), {
        method: 'PUT',
        json: editOf(listing, (body) => {
          body.english.title = 'Changed by the seller';
        }),
      }),
    );
    const before = filler.calls.length;
    const refilled = await view(seller.browser.post(`${listingPath(catalogue.id)}/refill`));
    expect(filler.calls.length).toBe(before + 1);
    expect(refilled.edited).toBe(false);
    expect(refilled.draft.english.title).toBe(listing.draft.english.title);
  });

  it('says why when the product photo is gone, and keeps nothing', async () => {
    const seller = await signedIn();
    const catalogue = await savedCatalogue(ctx(), seller, { withFront: false });
    const res = await seller.browser.get(listingPath(catalogue.id));
    expect(res.status).toBe(409);
    const rows = await db.handle.db
      .select()
      .from(listingDraft)
      .where(eq(listingDraft.catalogueId, catalogue.id));
    expect(rows).toEqual([]);
  });

  it('goes with its catalogue', async () => {
    const seller = await signedIn();
    const catalogue = await savedCatalogue(ctx(), seller);
    await view(seller.browser.get(listingPath(catalogue.id)));
    expect(
      (await seller.browser.request(`/api/catalogues/${catalogue.id}`, { method: 'DELETE' }))
        .status,
    ).toBe(204);
    const rows = await db.handle.db
      .select()
      .from(listingDraft)
      .where(eq(listingDraft.catalogueId, catalogue.id));
    expect(rows).toEqual([]);
  });
});

describe('the listing draft through the public API', () => {
  it('returns the draft and takes edits, refusing a value off the list', async () => {
    const seller = await signedIn();
    await setPlan(db.handle.db, seller.userId, 'pro');
    const created = await seller.browser.post('/api/api-keys', { name: 'Shop sync' });
    expect(created.status).toBe(201);
    const api = createApiClient(t, ((await created.json()) as CreatedApiKey).secret);
    const catalogue = await savedCatalogue(ctx(), seller);
    const path = `/catalogues/${catalogue.id}/listing`;

    const listing = await view(api(path));
    expect(listing.draft.english.title).toBe('Blue Solid Cotton Kurta for Women');
    const edit = editOf(listing, (body) => {
      body.english.title = 'Sent by the shop';
      body.attributes.meesho.fabric = 'Silk';
    });
    const saved = await view(api(path, { method: 'PUT', json: edit }));
    expect(saved.draft.english.title).toBe('Sent by the shop');
    expect(saved.draft.attributes.meesho.fabric).toBe('Silk');
    // The seller's own form sees what the API saved.
    expect(await view(seller.browser.get(listingPath(catalogue.id)))).toEqual(saved);

    const offList = await api(path, {
      method: 'PUT',
      json: editOf(saved, (body) => {
        body.attributes.meesho.color = 'Sky';
      }),
    });
    expect(offList.status).toBe(400);
    expect(((await offList.json()) as { error: { message: string } }).error.message).toBe(
      `"Sky" is not one of Meesho's values for Color. Choose one from the list.`,
    );
    const malformed = await api(path, { method: 'PUT', json: { english: 'no' } });
    expect(malformed.status).toBe(400);
  });
});

describe("another user's catalogue", () => {
  it('answers every listing route exactly as a missing one, and changes nothing', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const catalogue = await savedCatalogue(ctx(), owner);
    const listing = await view(owner.browser.get(listingPath(catalogue.id)));
    const edit = editOf(listing, (body) => {
      body.english.title = 'Taken over';
    });
    const calls = before();
    for (const id of [catalogue.id, randomUUID(), 'not-a-uuid']) {
      const answers = [
        await other.browser.get(listingPath(id)),
        await other.browser.request(listingPath(id), { method: 'PUT', json: edit }),
        await other.browser.post(`${listingPath(id)}/refill`),
      ];
      for (const res of answers) {
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({
          error: {
            code: 'NOT_FOUND',
            message: 'Catalogue not found',
            key: 'catalogueNotFound',
            values: [],
          },
        });
      }
    }
    // Nobody's photo was sent to the filler for the other user, and the owner's draft is as it was.
    expect(filler.calls.length).toBe(calls);
    expect(await view(owner.browser.get(listingPath(catalogue.id)))).toEqual(listing);
    const signedOut = createBrowser(t);
    expect((await signedOut.get(listingPath(catalogue.id))).status).toBe(401);
  });
});

const before = () => filler.calls.length;
