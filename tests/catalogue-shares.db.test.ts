/**
 * Share links of catalogues over HTTP on the whole app (decision 185): the owner makes, lists
 * and revokes links; a link opens one catalogue's page and files and nothing else; revoked and
 * expired links answer 404; the page's head carries the preview tags without any script; every
 * answer says noindex; the public routes are rate limited; a deleted catalogue takes its links.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  SHARE_TOKEN_PATTERN,
  whatsappShareUrl,
  type CatalogueShareView,
} from '../src/core/catalogue-shares.js';
import type { CatalogueView } from '../src/core/runs.js';
import { catalogueShare } from '../src/server/db/schema/catalogue-shares.js';
import { generationRun, runShot } from '../src/server/db/schema/runs.js';
import { moveClockAhead } from './support/clock.js';
import { readZip } from './support/read-zip.js';
import { createSignedInUser } from './support/signed-in-user.js';
import { createBrowser, type Browser } from './support/test-browser.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

let db: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  db = await createTestDatabase();
  t = createTestApp(db, { SHARE_RATE_LIMIT_PER_MINUTE: '5' });
});
afterAll(async () => {
  t?.close();
  await db?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const sql = () => db.handle.db;
const ORIGIN = 'http://localhost:3000';

/** A reader of links: no cookie, an address of its own (each has its own rate-limit count). */
const stranger = () => createBrowser(t);

async function signedIn() {
  const user = await createSignedInUser(t.auth);
  const browser = createBrowser(t);
  browser.setCookie(user.cookie.name, user.cookie.value);
  return { userId: user.user.id, email: user.email, browser };
}

const png = (width: number) =>
  sharp({ create: { width, height: 50, channels: 3, background: '#b8185a' } })
    .png()
    .toBuffer();
const webp = (width: number) =>
  sharp({ create: { width, height: 50, channels: 3, background: '#e9a21b' } })
    .webp()
    .toBuffer();

/** A finished run with two complete shots and real files, saved as a catalogue. */
async function savedCatalogue(owner: { userId: string; browser: Browser }, name: string) {
  const runId = randomUUID();
  const folder = `runs/${owner.userId}/${runId}`;
  await sql()
    .insert(generationRun)
    .values({
      id: runId,
      userId: owner.userId,
      clientRequestId: `req-${runId}`,
      status: 'completed',
      engine: 'studio',
      onModel: false,
      backgroundId: 'clean-white-studio',
      backgroundName: 'Clean White Studio',
      inputKeys: {},
      shotCount: 2,
      reservationId: randomUUID(),
      finishedAt: new Date(),
    });
  for (const [index, shot] of [
    { shotId: 'standing-front', name: 'Standing Front' },
    { shotId: 'sitting', name: 'Sitting' },
  ].entries()) {
    const stem = `${folder}/0${index + 1}_${shot.shotId}`;
    await t.storage.put(`${stem}.png`, await png(40 + index));
    await t.storage.put(`${stem}.webp`, await webp(40 + index));
    await sql()
      .insert(runShot)
      .values({
        runId,
        index,
        ...shot,
        status: 'complete',
        imageKey: `${stem}.png`,
        previewKey: `${stem}.webp`,
        width: 40 + index,
        height: 50,
      });
  }
  const res = await owner.browser.post('/api/catalogues', { runId, name });
  expect(res.status).toBe(201);
  return (await res.json()) as CatalogueView;
}

async function createLink(
  browser: Browser,
  catalogueId: string,
  expiresIn?: '7d' | '30d' | 'never',
) {
  const res = await browser.post(
    `/api/catalogues/${catalogueId}/shares`,
    expiresIn ? { expiresIn } : {},
  );
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as CatalogueShareView;
}

const tokenOf = (link: CatalogueShareView) => link.url.split('/s/')[1]!;

describe('the owner', () => {
  it('creates a link with a 256-bit base64url token, lists it and revokes it', async () => {
    const owner = await signedIn();
    const view = await savedCatalogue(owner, 'Diwali Kurtas');
    const link = await createLink(owner.browser, view.id);
    expect(link.url).toMatch(new RegExp(`^${ORIGIN}/s/[A-Za-z0-9_-]{43}$`));
    expect(SHARE_TOKEN_PATTERN.test(tokenOf(link))).toBe(true);
    expect(Buffer.from(tokenOf(link), 'base64url')).toHaveLength(32);
    expect(link.expiresAt).toBeNull();
    const second = await createLink(owner.browser, view.id, '7d');
    expect(tokenOf(second)).not.toBe(tokenOf(link));

    const list = await owner.browser.get(`/api/catalogues/${view.id}/shares`);
    expect(((await list.json()) as CatalogueShareView[]).map((l) => l.id).sort()).toEqual(
      [link.id, second.id].sort(),
    );
    expect((await stranger().get(`/s/${tokenOf(link)}`)).status).toBe(200);

    const revoked = await owner.browser.request(`/api/catalogues/${view.id}/shares/${link.id}`, {
      method: 'DELETE',
    });
    expect(revoked.status).toBe(204);
    const page = await stranger().get(`/s/${tokenOf(link)}`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('This link has expired or was turned off.');
    expect(
      (
        await stranger().get(
          view.images[0]!.imageUrl.replace(
            `/api/catalogues/${view.id}`,
            `/api/shares/${tokenOf(link)}`,
          ),
        )
      ).status,
    ).toBe(404);
    expect((await stranger().get(`/api/shares/${tokenOf(link)}/zip`)).status).toBe(404);
    // The other link still opens.
    expect((await stranger().get(`/s/${tokenOf(second)}`)).status).toBe(200);
    const after = (await (
      await owner.browser.get(`/api/catalogues/${view.id}/shares`)
    ).json()) as CatalogueShareView[];
    expect(after.map((l) => l.id)).toEqual([second.id]);
  });

  it("cannot be another user: their catalogue's links answer 404 as missing ones", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const view = await savedCatalogue(owner, 'Owner only');
    const link = await createLink(owner.browser, view.id);
    const missing = randomUUID();

    for (const catalogueId of [view.id, missing]) {
      const create = await other.browser.post(`/api/catalogues/${catalogueId}/shares`, {});
      expect(create.status).toBe(404);
      const list = await other.browser.get(`/api/catalogues/${catalogueId}/shares`);
      expect(list.status).toBe(404);
      const revoke = await other.browser.request(
        `/api/catalogues/${catalogueId}/shares/${link.id}`,
        { method: 'DELETE' },
      );
      expect(revoke.status).toBe(404);
    }
    // A link of one catalogue cannot be revoked through another of the owner's.
    const otherOfOwner = await savedCatalogue(owner, 'Second');
    const wrong = await owner.browser.request(
      `/api/catalogues/${otherOfOwner.id}/shares/${link.id}`,
      { method: 'DELETE' },
    );
    expect(wrong.status).toBe(404);
    expect((await stranger().get(`/s/${tokenOf(link)}`)).status).toBe(200);
    // Signed out: 401.
    expect((await stranger().post(`/api/catalogues/${view.id}/shares`, {})).status).toBe(401);
  });

  it('takes only the three expiries', async () => {
    const owner = await signedIn();
    const view = await savedCatalogue(owner, 'Expiries');
    const res = await owner.browser.post(`/api/catalogues/${view.id}/shares`, {
      expiresIn: '1y',
    });
    expect(res.status).toBe(400);
  });
});

describe('a link', () => {
  it('opens one catalogue only: its name and images, nothing of the account', async () => {
    const owner = await signedIn();
    const view = await savedCatalogue(owner, 'Festive <Sarees> & "Kurtas"');
    const elsewhere = await savedCatalogue(owner, 'Not shared');
    const link = await createLink(owner.browser, view.id);
    const token = tokenOf(link);

    const page = await stranger().get(`/s/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<h1>Festive &lt;Sarees&gt; &amp; &quot;Kurtas&quot;</h1>');
    expect(html).not.toContain('<Sarees>');
    for (const image of view.images) {
      expect(html).toContain(`/api/shares/${token}/images/${image.id}/preview`);
      expect(html).toContain(`href="/api/shares/${token}/images/${image.id}" download`);
    }
    expect(html).toContain(`href="/api/shares/${token}/zip" download`);
    for (const secret of [owner.email, owner.userId, view.id, 'Not shared', elsewhere.id]) {
      expect(html).not.toContain(secret);
    }
    expect(html).not.toContain('<script');

    const image = await stranger().get(`/api/shares/${token}/images/${view.images[0]!.id}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('content-disposition')).toMatch(/^attachment; filename=/);
    // A revoked link must stop at once: no browser keeps a copy.
    expect(image.headers.get('cache-control')).toBe('no-store');
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(40);
    const preview = await stranger().get(
      `/api/shares/${token}/images/${view.images[1]!.id}/preview`,
    );
    expect(preview.headers.get('content-type')).toBe('image/webp');
    expect(preview.headers.get('cache-control')).toBe('no-store');

    // Another catalogue's image ids through this link: 404, as are made-up ids.
    for (const id of [elsewhere.images[0]!.id, randomUUID(), 'not-a-uuid']) {
      expect((await stranger().get(`/api/shares/${token}/images/${id}`)).status).toBe(404);
      expect((await stranger().get(`/api/shares/${token}/images/${id}/preview`)).status).toBe(404);
    }

    const zip = await stranger().get(`/api/shares/${token}/zip`);
    expect(zip.status).toBe(200);
    const entries = await readZip(Buffer.from(await zip.arrayBuffer()));
    expect([...entries.keys()].sort()).toEqual(['01_standing-front.jpg', '02_sitting.jpg']);
    const originals = await stranger().get(`/api/shares/${token}/zip?format=png`);
    expect([...readZip(Buffer.from(await originals.arrayBuffer())).keys()].sort()).toEqual([
      '01_standing-front.png',
      '02_sitting.png',
    ]);
  });

  it('gives WhatsApp its preview in the head, without a script: Open Graph and Twitter tags', async () => {
    const owner = await signedIn();
    const view = await savedCatalogue(owner, 'Banarasi Sarees');
    const token = tokenOf(await createLink(owner.browser, view.id));
    const html = await (await stranger().get(`/s/${token}`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const meta = (attribute: string, name: string) =>
      new RegExp(`<meta ${attribute}="${name}" content="([^"]*)">`).exec(head)?.[1];
    expect(meta('property', 'og:title')).toBe('Banarasi Sarees');
    expect(meta('property', 'og:description')).toBe(
      '2 images made with Vastra Studio. Tap to view and download.',
    );
    expect(meta('property', 'og:url')).toBe(`${ORIGIN}/s/${token}`);
    const ogImage = meta('property', 'og:image');
    expect(ogImage).toBe(`${ORIGIN}/api/shares/${token}/images/${view.images[0]!.id}/preview`);
    expect(meta('name', 'twitter:card')).toBe('summary_large_image');
    expect(meta('name', 'twitter:image')).toBe(ogImage);
    expect(meta('name', 'robots')).toBe('noindex');
    expect(head).toContain('<title>Banarasi Sarees</title>');
    // The image the tag names opens for a crawler without a cookie.
    const crawled = await stranger().get(new URL(ogImage!).pathname);
    expect(crawled.status).toBe(200);
  });

  it('says noindex on every answer: page, files, zip, 404 and 429', async () => {
    const owner = await signedIn();
    const view = await savedCatalogue(owner, 'Hidden from search');
    const token = tokenOf(await createLink(owner.browser, view.id));
    const answers = [
      await stranger().get(`/s/${token}`),
      await stranger().get(`/api/shares/${token}/images/${view.images[0]!.id}`),
      await stranger().get(`/api/shares/${token}/images/${view.images[0]!.id}/preview`),
      await stranger().get(`/api/shares/${token}/zip`),
      await stranger().get(`/s/${'x'.repeat(43)}`),
      await stranger().get(`/api/shares/${'x'.repeat(43)}/zip`),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 404, 404]);
    for (const answer of answers) expect(answer.headers.get('x-robots-tag')).toBe('noindex');

    const reader = stranger();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await reader.get(`/s/${token}`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await reader.get(`/api/shares/${token}/zip`);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(limited.headers.get('x-robots-tag')).toBe('noindex');
  });

  it('stops opening when it expires (the clock moved, not waited for)', async () => {
    const owner = await signedIn();
    const view = await savedCatalogue(owner, 'For a week');
    const week = await createLink(owner.browser, view.id, '7d');
    const month = await createLink(owner.browser, view.id, '30d');
    const never = await createLink(owner.browser, view.id, 'never');
    const created = Date.parse(week.createdAt);
    expect(Date.parse(week.expiresAt!) - created).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(Date.parse(week.expiresAt!) - created).toBeLessThanOrEqual(7 * 86_400_000 + 60_000);
    expect(Date.parse(month.expiresAt!) - created).toBeGreaterThan(30 * 86_400_000 - 60_000);

    moveClockAhead(7 * 86_400 - 60);
    expect((await stranger().get(`/s/${tokenOf(week)}`)).status).toBe(200);
    moveClockAhead(120);
    expect((await stranger().get(`/s/${tokenOf(week)}`)).status).toBe(404);
    expect(
      (await stranger().get(`/api/shares/${tokenOf(week)}/images/${view.images[0]!.id}`)).status,
    ).toBe(404);
    expect((await stranger().get(`/s/${tokenOf(month)}`)).status).toBe(200);
    moveClockAhead(23 * 86_400);
    expect((await stranger().get(`/s/${tokenOf(month)}`)).status).toBe(404);
    expect((await stranger().get(`/s/${tokenOf(never)}`)).status).toBe(200);
  });

  it('goes with its catalogue when the catalogue is deleted', async () => {
    const owner = await signedIn();
    const view = await savedCatalogue(owner, 'Deleted soon');
    const link = await createLink(owner.browser, view.id);
    const deleted = await owner.browser.request(`/api/catalogues/${view.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect((await stranger().get(`/s/${tokenOf(link)}`)).status).toBe(404);
    const rows = await sql().select().from(catalogueShare).where(eq(catalogueShare.id, link.id));
    expect(rows).toEqual([]);
  });
});

it('makes the WhatsApp link with the name and the link as its message', () => {
  expect(whatsappShareUrl('Diwali & Eid', 'https://vastra.example/s/abc')).toBe(
    'https://wa.me/?text=Diwali%20%26%20Eid%20https%3A%2F%2Fvastra.example%2Fs%2Fabc',
  );
});
