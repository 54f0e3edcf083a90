import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { drawGarmentPhoto } from '../tests/support/garments';
import { readZip } from '../tests/support/read-zip';
import { expect, openSidebar, outboxDir, test } from './support/auth';
import { mimeParts, type MimePart } from './support/mime-parts';
import { makeXssAccount, type XssAccount } from './support/xss-data';
import { FORMULA_SKUS, XSS } from './support/xss-payloads';
import { expectLiteral, watchForXss } from './support/xss-probe';
import { DESKTOP_ONLY } from './support/widths';

/**
 * Issue #15: every text a user writes and the app stores (profile names and company, catalogue
 * names, custom background names and prompts, model names, descriptions and ages, SKUs, API key
 * names, webhook URLs, photo file names) is an XSS payload, and every page that shows it is
 * visited: nothing runs, nothing is injected, and the payload is on the page as literal text.
 * Also the server's own output: the emails' HTML and the batch manifest (formula injection).
 *
 * One account, made over HTTP before the tests (e2e/support/xss-data.ts); two texts go through
 * the real forms (the Settings profile and the catalogue's rename). At the desktop width only
 * (decision 207): React escapes a text the same in either layout, and no component writes HTML.
 */

// In order, in one worker, sharing the account; after a failure the next worker makes its own.
test.describe.configure({ mode: 'default' });

let account: XssAccount;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  account = await makeXssAccount(browser);
});

test.beforeEach(async ({ page }) => {
  await page.context().addCookies(account.cookies);
});

test(
  'Settings: the profile form takes payloads and shows them as typed',
  DESKTOP_ONLY,
  async ({ page }) => {
    const probe = watchForXss(page);
    await page.goto('/dashboard/settings');
    const profile = page.locator('#profile');
    await expect(profile.getByLabel('First name')).toHaveValue(XSS.profileFirst);
    await expect(profile.getByLabel('Last name')).toHaveValue(XSS.profileLast);
    await expect(profile.getByLabel('Company (optional)')).toHaveValue(XSS.profileCompany);
    await probe.expectNothingRan('settings, names set over HTTP');

    await profile.getByLabel('First name').fill(XSS.formFirst);
    await profile.getByLabel('Last name').fill(XSS.formLast);
    await profile.getByLabel('Company (optional)').fill(XSS.formCompany);
    await profile.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile saved')).toBeVisible();
    await probe.expectNothingRan('settings, after saving the form');

    await page.reload();
    await expect(profile.getByLabel('First name')).toHaveValue(XSS.formFirst);
    await expect(profile.getByLabel('Last name')).toHaveValue(XSS.formLast);
    await expect(profile.getByLabel('Company (optional)')).toHaveValue(XSS.formCompany);
    // The display name in the sidebar's account menu.
    const sidebar = await openSidebar(page);
    await expectLiteral(sidebar, `${XSS.formFirst} ${XSS.formLast}`);
    await probe.expectNothingRan('settings, reloaded');
  },
);

test('Settings: API key names and the webhook log', DESKTOP_ONLY, async ({ page }) => {
  const probe = watchForXss(page);
  await page.goto('/dashboard/settings#api-keys');
  const keys = page.getByRole('list', { name: 'Your API keys' });
  await expectLiteral(keys, XSS.apiKeyName);
  await expectLiteral(page.getByRole('list', { name: 'Webhook deliveries' }), XSS.webhookUrl);
  await probe.expectNothingRan('settings, API keys');

  await keys.getByRole('button', { name: `Revoke ${XSS.apiKeyName}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expectLiteral(confirm, `Revoke “${XSS.apiKeyName}”?`);
  await probe.expectNothingRan('the revoke dialog');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
});

test("API docs: Try it shows the answer's names as text", DESKTOP_ONLY, async ({ page }) => {
  const probe = watchForXss(page);
  await page.goto('/docs/api');
  await page.getByLabel('API key for Try it').fill(account.apiKeySecret);
  for (const [path, name] of [
    ['/backgrounds', XSS.backgroundName],
    // The batch product's catalogue, named after its SKU (the other one is renamed later).
    ['/catalogues', XSS.sku],
  ] as const) {
    const operation = page.getByRole('article', { name: `GET ${path}`, exact: true });
    await operation.getByRole('button', { name: 'Send GET request' }).click();
    await expect(operation.getByRole('status')).toContainText('Answered 200');
    // JSON as text: the name's quotes are escaped by JSON, nothing else.
    await expectLiteral(operation.getByRole('status'), JSON.stringify(name));
  }
  await probe.expectNothingRan('the API docs');
});

test(
  'Dashboard: the unsaved run, its generation modal, the choices and a photo name',
  DESKTOP_ONLY,
  async ({ page }) => {
    const probe = watchForXss(page);
    await page.goto('/dashboard');
    const unsaved = page.getByRole('region', { name: 'Your last generation is ready' });
    await expectLiteral(unsaved, `5 images on ${XSS.backgroundName},`);
    await probe.expectNothingRan('the dashboard');

    await unsaved.getByRole('button', { name: 'Open', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Your Generated Catalogue' });
    // The studio engine shows the product alone ('Product only (studio)'): the background is named.
    await expectLiteral(modal, XSS.backgroundName);
    await probe.expectNothingRan('the generation modal');
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();

    await page.getByRole('combobox', { name: 'Background' }).click();
    await expectLiteral(page.getByRole('listbox'), XSS.backgroundName);
    await probe.expectNothingRan('the background choices');
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: 'Model' }).click();
    await expectLiteral(page.getByRole('listbox'), XSS.modelName);
    await probe.expectNothingRan('the model choices');
    await page.keyboard.press('Escape');

    const { buffer } = await readOnePhoto();
    await page
      .getByLabel('Front photo')
      .setInputFiles({ name: XSS.photoFileName, mimeType: 'image/jpeg', buffer });
    await expectLiteral(page, XSS.photoFileName);
    await probe.expectNothingRan('the picked photo');
  },
);

test(
  'My Catalogues: the grid and the detail dialog, renamed through its form',
  DESKTOP_ONLY,
  async ({ page }, testInfo) => {
    const probe = watchForXss(page);
    await page.goto('/dashboard/catalogues');
    const grid = page.getByRole('list', { name: 'Catalogues', exact: true });
    await expectLiteral(grid, XSS.catalogueSaved);
    // The batch's product is a catalogue named after its SKU.
    await expectLiteral(grid, XSS.sku);
    await probe.expectNothingRan('My Catalogues');

    await page
      .getByRole('button', { name: `View ${XSS.catalogueSaved}`, exact: true })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expectLiteral(dialog, XSS.catalogueSaved);
    await probe.expectNothingRan('the catalogue dialog');
    await dialog.getByRole('button', { name: 'Rename catalogue' }).click();
    await expect(dialog.getByLabel('Catalogue name')).toHaveValue(XSS.catalogueSaved);
    await dialog.getByLabel('Catalogue name').fill(XSS.catalogueRenamed);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expectLiteral(dialog, XSS.catalogueRenamed);
    await probe.expectNothingRan('the catalogue dialog, renamed');
    await page.screenshot({ path: testInfo.outputPath('catalogue-dialog.png') });
    await page.keyboard.press('Escape');

    await page.reload();
    await expectLiteral(grid, XSS.catalogueRenamed);
    await page.getByRole('button', { name: `Delete ${XSS.catalogueRenamed}`, exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Catalogue' });
    await expectLiteral(confirm, `Delete “${XSS.catalogueRenamed}”`);
    await probe.expectNothingRan('the delete dialog');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
  },
);

test(
  'Backgrounds Library: the name, and the saved prompt in the generate dialog',
  DESKTOP_ONLY,
  async ({ page }) => {
    const probe = watchForXss(page);
    await page.goto('/dashboard/backgrounds');
    await expectLiteral(
      page.getByRole('list', { name: 'Backgrounds', exact: true }),
      XSS.backgroundName,
    );
    await probe.expectNothingRan('the Backgrounds Library');

    await page.getByRole('button', { name: 'Generate Custom' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate Custom Background' });
    await dialog.getByRole('tab', { name: 'Saved Prompts' }).click();
    const saved = dialog.getByRole('list', { name: 'Saved Prompts' });
    await expectLiteral(saved, XSS.backgroundName);
    await expectLiteral(saved, XSS.backgroundPrompt);
    await probe.expectNothingRan('the saved prompts');
    await saved.getByRole('button', { name: `Use ${XSS.backgroundName}`, exact: true }).click();
    await expect(dialog.getByLabel('Name')).toHaveValue(XSS.backgroundName);
    await expect(dialog.getByLabel('Description')).toHaveValue(XSS.backgroundPrompt);
    await probe.expectNothingRan('the generate form, filled from the prompt');
  },
);

test('Models Library: the name, description and age', DESKTOP_ONLY, async ({ page }) => {
  const probe = watchForXss(page);
  await page.goto('/dashboard/models');
  const own = page.getByRole('list', { name: 'Your models', exact: true });
  await expectLiteral(own, XSS.modelName);
  await expectLiteral(own, XSS.modelDescription);
  await expectLiteral(own, XSS.modelAge);
  await probe.expectNothingRan('the Models Library');
});

test(
  'Batch: the batch detail rows and the draft table of picked files',
  DESKTOP_ONLY,
  async ({ page }) => {
    const probe = watchForXss(page);
    await page.goto(`/dashboard/batch?batch=${account.batchId}`);
    const rows = page.getByRole('list', { name: 'Products of this batch' });
    for (const text of [XSS.sku, ...FORMULA_SKUS, XSS.backgroundName, XSS.modelName])
      await expectLiteral(rows, text);
    await probe.expectNothingRan('the batch detail');

    await page.goto('/dashboard/batch');
    const { buffer } = await readOnePhoto();
    await page
      .getByLabel('Photos or zip files')
      .setInputFiles({ name: XSS.batchFileName, mimeType: 'image/jpeg', buffer });
    const products = page.getByRole('list', { name: 'Products' });
    await expectLiteral(products, XSS.batchFileName);
    await expect(products.getByRole('textbox').first()).toHaveValue(
      XSS.batchFileName.replace(/\.jpg$/, ''),
    );
    await probe.expectNothingRan('the batch draft');
  },
);

test(
  "Emails: the user's name is escaped in the HTML part and inert in a browser",
  DESKTOP_ONLY,
  async ({ page }) => {
    const escaped = XSS.profileFirst
      .replaceAll('&', '&amp;')
      .replaceAll('<', '&lt;')
      .replaceAll('>', '&gt;')
      .replaceAll('"', '&quot;');
    // The receipt of the upgrade made before the tests; mail is sent in the background.
    let parts: MimePart[] = [];
    await expect
      .poll(
        async () => {
          parts = await outboxPartsFor(account.email);
          return parts.some((part) => part.body.includes(escaped));
        },
        { message: 'an email greeting the user by the escaped name', timeout: 30_000 },
      )
      .toBe(true);
    const html = parts.filter((part) => part.contentType.startsWith('text/html'));
    const text = parts.filter((part) => part.contentType.startsWith('text/plain'));
    const greeted = html.filter((part) => part.body.includes(escaped));
    expect(greeted.length, 'HTML parts greeting the user by the escaped name').toBeGreaterThan(0);
    for (const part of html) expect(part.body).not.toContain('<img src=x');
    expect(text.some((part) => part.body.includes(`Hi ${XSS.profileFirst},`))).toBe(true);

    const probe = watchForXss(page);
    await page.setContent(greeted[0]!.body);
    await expectLiteral(page, `Hi ${XSS.profileFirst},`);
    await probe.expectNothingRan('the receipt email');
  },
);

test(
  'Batch manifest: cells that a spreadsheet would read as formulas are defused',
  DESKTOP_ONLY,
  async ({ page }) => {
    await page.goto(`/dashboard/batch?batch=${account.batchId}`);
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download all (zip)' }).click();
    const zip = readZip(await readFile((await (await download).path())!));
    const rows = parseCsv(zip.get('manifest.csv')!.toString('utf8'));
    expect(rows[0]).toEqual(['sku', 'catalogue_name', 'files', 'status', 'garment_type']);
    const skus = rows.slice(1).map((row) => row[0]);
    expect(skus).toEqual(
      expect.arrayContaining([XSS.sku, ...FORMULA_SKUS.map((sku) => `'${sku}`)]),
    );
    for (const cell of rows.flat()) expect(cell, 'a manifest cell').not.toMatch(/^[=+\-@\t\r]/);
  },
);

/** Every part of every message the outbox holds for an address. */
async function outboxPartsFor(address: string): Promise<MimePart[]> {
  const files = (await readdir(outboxDir)).filter((name) => name.endsWith(`-${address}.eml`));
  const messages = await Promise.all(
    files.map(async (file) => readFile(path.join(outboxDir, file), 'utf8')),
  );
  return messages.flatMap((raw) => mimeParts(raw));
}

/** A small garment photo for the pickers (only its name matters there). */
async function readOnePhoto() {
  const { photo } = await drawGarmentPhoto(
    { kind: 'kurta', color: '#1f6f8b', pattern: 'solid' },
    { color: '#f4f1ec' },
    { width: 240, height: 300 },
  );
  return { buffer: photo };
}

/** RFC 4180 rows: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(csv: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < csv.length; i++) {
    const char = csv[i];
    if (quoted && char === '"' && csv[i + 1] === '"') {
      field += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      row.push(field);
      field = '';
    } else if (!quoted && char === '\r' && csv[i + 1] === '\n') {
      rows.push([...row, field]);
      row = [];
      field = '';
      i++;
    } else {
      field += char;
    }
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}
