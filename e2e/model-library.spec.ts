import type { Browser, Page, TestInfo } from '@playwright/test';
import { drawGarmentPhoto } from '../tests/support/garments';
import { expectNoSeriousA11yViolations } from './support/axe';
import { waitOutToasts } from './support/toasts';
import { e2eBaseUrl, expect, signInOverHttp, test, type TestUser } from './support/auth';
import { PHONE_ONLY } from './support/widths';

/**
 * The Models Library (docs/product.md §7; decisions 056, 072 and 081): instant filters kept in
 * the URL, favourites kept on the server (after a reload and on a second device), the Free plan's
 * upgrade paths in the page and on the server, and a Pro user's model: created in the dialog,
 * used for a catalogue, deleted while the catalogue stays.
 */

const LIBRARY = '/dashboard/models';
const originHeader = { origin: e2eBaseUrl };
const UPGRADE_TEXT =
  'Creating custom models is only available for Pro and Premium users. Please upgrade your plan.';

const grid = (page: Page, name: 'Your models' | 'Stock models') =>
  page.getByRole('list', { name, exact: true });
const allCards = (page: Page) =>
  page.getByRole('list', { name: /^(Your|Stock) models$/ }).getByRole('listitem');
const card = (page: Page, name: string) =>
  allCards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });

/** A screenshot for the report, beside the test's other output. */
const shot = (page: Page, testInfo: TestInfo, name: string, fullPage = true) =>
  page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage });

async function openLibrary(page: Page, query = '') {
  await page.goto(`${LIBRARY}${query}`);
  await expect(page.getByRole('heading', { name: 'Models Library', level: 1 })).toBeVisible();
}

async function choose(page: Page, filter: string, option: string) {
  await page.getByRole('combobox', { name: filter, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Upgrades the signed-in user of a page to Pro through the sandbox provider, over HTTP. */
async function upgradeToPro(page: Page) {
  const request = page.request;
  const launch = await request.post(`${e2eBaseUrl}/api/billing/checkout`, {
    headers: originHeader,
    data: { plan: 'pro', period: 'monthly' },
  });
  expect(launch.status(), await launch.text()).toBe(201);
  const { checkoutId } = (await launch.json()) as { checkoutId: string };
  const paid = await request.post(`${e2eBaseUrl}/api/billing/sandbox/checkout/${checkoutId}/pay`, {
    headers: originHeader,
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const verified = await request.post(`${e2eBaseUrl}/api/billing/verify`, {
    headers: originHeader,
    data: await paid.json(),
  });
  expect(verified.status(), await verified.text()).toBe(200);
}

/** The same user on another device: a new browser context signed in over HTTP. */
async function secondDevice(browser: Browser, user: TestUser) {
  const context = await browser.newContext();
  await signInOverHttp(context.request, user);
  return { context, page: await context.newPage() };
}

test.describe('models library', () => {
  test(
    'filters instantly, keeps them in the URL, and keeps favourites on the server',
    PHONE_ONLY,
    async ({ signedInPage: page, user, browser }, testInfo) => {
      test.setTimeout(90_000);
      await openLibrary(page);
      await expect(grid(page, 'Stock models').getByRole('listitem')).toHaveCount(8);
      await expect(page.getByText('8 of 8 models')).toBeVisible();
      // No model of one's own yet: the spec's first empty state, with the create button.
      await expect(page.getByRole('heading', { name: 'No models yet' })).toBeVisible();
      await expect(page.getByText('Create your first AI model to get started')).toBeVisible();
      const kofi = card(page, 'Kofi');
      await expect(kofi.getByText('Premium')).toBeVisible();
      await expect(kofi.getByText('African')).toBeVisible();
      await expect(kofi.getByText('25-32')).toBeVisible();
      await expect(kofi.getByText('Athletic')).toBeVisible();
      await expect(kofi.getByText('Male', { exact: true })).toBeVisible();
      // Lazy-loaded: below the fold on a phone until scrolled to.
      await kofi.scrollIntoViewIfNeeded();
      await expect(kofi.getByRole('img', { name: 'Portrait of Kofi' })).toHaveJSProperty(
        'naturalWidth',
        512,
      );
      await expectNoSeriousA11yViolations(page);
      await shot(page, testInfo, 'library');

      const search = page.getByRole('searchbox', { name: 'Search models by name' });
      await search.fill('ro');
      await expect(allCards(page)).toHaveCount(1);
      await expect(card(page, 'Rohan')).toBeVisible();
      await expect(page).toHaveURL(/\?q=ro$/);
      await page.getByRole('button', { name: 'Clear search' }).click();

      await choose(page, 'Ethnicity', 'Indian');
      await choose(page, 'Gender', 'Male');
      await expect(allCards(page)).toHaveCount(2);
      await expect(page).toHaveURL(/\?ethnicity=indian&gender=male$/);
      await page.reload();
      await expect(page.getByRole('combobox', { name: 'Ethnicity' })).toHaveText('Indian');
      await expect(allCards(page)).toHaveCount(2);
      await choose(page, 'Body type', 'Plus-size');
      await expect(page.getByRole('heading', { name: 'No models found' })).toBeVisible();
      await expect(page.getByText('Try adjusting your search criteria or filters')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await shot(page, testInfo, 'no-models-found');

      await page.goto(LIBRARY);
      const heart = card(page, 'Kofi').getByRole('button', { name: 'Favorite Kofi' });
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      const favorites = page.getByRole('button', { name: 'Favorites Only' });
      await favorites.click();
      await expect(page).toHaveURL(/\?favorites=1$/);
      await expect(allCards(page)).toHaveCount(1);
      await page.reload();
      await expect(allCards(page)).toHaveCount(1);
      await expect(card(page, 'Kofi')).toBeVisible();

      const other = await secondDevice(browser, user);
      await openLibrary(other.page, '?favorites=1');
      const otherHeart = card(other.page, 'Kofi').getByRole('button', { name: 'Favorite Kofi' });
      await expect(otherHeart).toHaveAttribute('aria-pressed', 'true');
      await otherHeart.click();
      await expect(other.page.getByRole('heading', { name: 'No models found' })).toBeVisible();
      await other.context.close();

      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(page.getByRole('heading', { name: 'No models found' })).toBeVisible();
    },
  );

  test('a Free user is shown the upgrade paths, and the server refuses the same calls', async ({
    signedInPage: page,
  }, testInfo) => {
    test.setTimeout(60_000);
    await openLibrary(page);
    const add = page.getByRole('button', { name: 'Add New Model' }).first();
    await expect(add.locator('svg.lucide-lock')).toHaveCount(1);
    await add.click();
    const dialog = page.getByRole('dialog', { name: 'Create New Model' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(UPGRADE_TEXT)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Create Model' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await shot(page, testInfo, 'dialog-free', false);
    await dialog.getByRole('button', { name: 'Upgrade to Create' }).click();
    await expect(page).toHaveURL(/\/pricing$/);

    const refused = await page.request.post(`${e2eBaseUrl}/api/library/models`, {
      headers: originHeader,
      data: {
        name: 'Sneaky',
        description: 'a model',
        ethnicity: 'indian',
        gender: 'female',
        age: '25',
        bodyType: 'slim',
      },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({
      error: { code: 'FORBIDDEN', message: UPGRADE_TEXT, key: 'modelUpgrade', values: [] },
    });
    // The create page offers only the stock personas a Free plan may use.
    const options = await page.request.get(`${e2eBaseUrl}/api/models`);
    const ids = ((await options.json()) as { id: string }[]).map((option) => option.id);
    expect(ids).toEqual(['stock-ananya', 'stock-rohan', 'stock-meera', 'stock-kabir']);
  });

  test(
    'a Pro user creates a model, makes a catalogue with it, deletes it, and the catalogue stays',
    PHONE_ONLY,
    async ({ signedInPage: page }, testInfo) => {
      test.setTimeout(300_000);
      await upgradeToPro(page);
      await openLibrary(page);
      await page.getByRole('button', { name: 'Add New Model' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Create New Model' });
      await expect(dialog.getByText('A drawn avatar uses no image of your quota.')).toBeVisible();
      await expect(
        dialog.getByText(/drawn avatar made from these attributes, not an AI/),
      ).toBeVisible();
      const labels = await dialog.locator('label').allTextContents();
      expect(labels).toEqual([
        'Model Name',
        'Description',
        'Ethnicity',
        'Gender',
        'Age',
        'Body Type',
      ]);

      await dialog.getByLabel('Model Name').fill('Dev');
      await dialog.getByRole('button', { name: 'Create Model' }).click();
      await expect(page.getByText('Missing Information')).toBeVisible();
      await expect(page.getByText('Please fill in all fields to create your model.')).toBeVisible();

      await dialog.getByLabel('Description').fill('Short curly hair and a warm smile');
      await dialog.getByRole('combobox', { name: 'Ethnicity' }).click();
      await page.getByRole('option', { name: 'Indian', exact: true }).click();
      await dialog.getByRole('combobox', { name: 'Gender' }).click();
      await page.getByRole('option', { name: 'Male', exact: true }).click();
      await dialog.getByLabel('Age').fill('early thirties');
      await dialog.getByRole('combobox', { name: 'Body Type' }).click();
      await page.getByRole('option', { name: 'Athletic', exact: true }).click();
      // axe looks at the dialog, not at a toast fading out.
      await expect(page.getByText('Missing Information')).toBeHidden({ timeout: 10_000 });
      await expectNoSeriousA11yViolations(page);
      await shot(page, testInfo, 'dialog-pro', false);
      await dialog.getByRole('button', { name: 'Create Model' }).click();
      await expect(page.getByText('Model Created!')).toBeVisible();
      await expect(dialog).toBeHidden();

      const dev = grid(page, 'Your models').getByRole('listitem');
      await expect(dev).toHaveCount(1);
      await expect(dev.getByRole('heading', { name: 'Dev' })).toBeVisible();
      await expect(dev.getByText('early thirties')).toBeVisible();
      await expect(dev.getByText('Drawn avatar')).toBeVisible();
      await expect(dev.getByRole('img', { name: 'Portrait of Dev' })).toHaveJSProperty(
        'naturalWidth',
        512,
      );
      await waitOutToasts(page);
      await expectNoSeriousA11yViolations(page);
      await shot(page, testInfo, 'library-pro');

      // The create page lists it first, with its portrait, and makes a catalogue with it.
      const { photo } = await drawGarmentPhoto(
        { kind: 't-shirt', color: '#1f5f8b' },
        { color: '#f6f3ee' },
        { width: 600, height: 750 },
      );
      await page.goto('/dashboard');
      // A drawn avatar costs nothing (decision 180).
      await expect(page.getByTestId('usage-count')).toContainText('0/500');
      await page
        .getByLabel('Front photo')
        .setInputFiles({ name: 'tee.jpg', mimeType: 'image/jpeg', buffer: photo });
      await page.getByRole('combobox', { name: 'Model' }).click();
      const option = page.getByRole('option', { name: /^Dev/ });
      await expect(option.locator('img')).toHaveJSProperty('naturalWidth', 512);
      // Not full-page: resizing the viewport would close the open select.
      await shot(page, testInfo, 'create-page-models', false);
      await option.click();
      const started = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/runs') && response.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Generate Catalogue' }).click();
      // The studio engine shows the product alone; the run still records the chosen model.
      const run = (await (await started).json()) as { modelName: string | null };
      expect(run.modelName).toBe('Dev');
      const modal = page.getByRole('dialog', {
        name: /Generating Your AI Catalogue|Your Generated Catalogue/,
      });
      await expect(page.getByRole('heading', { name: 'Your Generated Catalogue' })).toBeVisible({
        timeout: 200_000,
      });
      await modal.getByRole('button', { name: 'Save to My Catalogues' }).click();
      await expect(page.getByText('Catalogue Saved')).toBeVisible();
      await page.keyboard.press('Escape');

      await openLibrary(page);
      const library = await page.request.get(`${e2eBaseUrl}/api/library/models`);
      const devId = (
        (await library.json()) as { models: { id: string; name: string }[] }
      ).models.find((model) => model.name === 'Dev')!.id;
      await card(page, 'Dev').getByRole('button', { name: 'Delete Dev' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete Model' });
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(page.getByText('Model Deleted')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'No models yet' })).toBeVisible();

      // A stale create page starting a run with the deleted model: a clear 400, not a run.
      const models = await page.request.get(`${e2eBaseUrl}/api/models`);
      expect(((await models.json()) as { name: string }[]).map((m) => m.name)).not.toContain('Dev');
      const stale = await page.request.post(`${e2eBaseUrl}/api/runs`, {
        headers: originHeader,
        multipart: {
          front: { name: 'tee.jpg', mimeType: 'image/jpeg', buffer: photo },
          backgroundId: 'clean-white-studio',
          modelId: devId,
          clientRequestId: crypto.randomUUID(),
        },
      });
      expect(stale.status()).toBe(400);
      expect(((await stale.json()) as { error: { message: string } }).error.message).toBe(
        'That model was deleted from your library. Choose another one.',
      );

      await page.goto('/dashboard/catalogues');
      await page
        .getByRole('button', { name: /^View Catalogue/ })
        .first()
        .click();
      const images = page.getByRole('dialog').getByRole('list', { name: 'Images' }).locator('img');
      await expect(images).toHaveCount(5);
      for (const image of await images.all())
        await expect(image).not.toHaveJSProperty('naturalWidth', 0);
    },
  );
});
