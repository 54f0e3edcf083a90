import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { readZip } from '../tests/support/read-zip';
import { drawGarmentPhoto } from '../tests/support/garments';
import type { Page } from '@playwright/test';
import { expect, test } from './support/auth';
import { waitOutToasts } from './support/toasts';
import { PHONE_ONLY } from './support/widths';

/**
 * The main job of the product (issue 6): a signed-in user uploads a flat product photo, picks a
 * background, generates with the studio engine, watches the tiles fill, opens the carousel,
 * saves, finds the catalogue in My Catalogues, downloads its zip, and deletes it.
 */
/** A new user's dashboard, plan loaded, with a drawn t-shirt chosen as the front photo. */
async function chooseTeeOnDashboard(page: Page, color: string): Promise<Buffer> {
  const { photo } = await drawGarmentPhoto(
    { kind: 't-shirt', color },
    { color: '#f6f3ee' },
    { width: 600, height: 750 },
  );
  await page.goto('/dashboard');
  // Until the plan has loaded the page asks the user to wait; a person sees the count first.
  await expect(page.getByTestId('usage-count')).toContainText('0/5');
  await page
    .getByLabel('Front photo')
    .setInputFiles({ name: 'tee.jpg', mimeType: 'image/jpeg', buffer: photo });
  // Until the backgrounds have loaded, Generate asks the user to wait (a toast) and starts
  // nothing; a person sees the chosen background first.
  await expect(page.getByRole('combobox', { name: 'Background' })).toContainText(/\w/);
  return photo;
}

test.describe('creating a catalogue', () => {
  // On a busy 2-core CI machine a cold HD preset render alone can take 25 s.
  test.setTimeout(300_000);

  test('generate, save, download the zip and delete', async ({ signedInPage: page }, testInfo) => {
    const garment = await drawGarmentPhoto(
      { kind: 'kurta', color: '#1f5f8b', pattern: 'buti', accent: '#e9a21b', border: true },
      { color: '#ece7df', shadow: 0.3 },
      { width: 900, height: 1125 },
    );
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Create Your Catalogue' })).toBeVisible();
    const generate = page.getByRole('button', { name: 'Generate Catalogue' });
    await expect(generate).toBeDisabled();

    await expect(page.getByTestId('usage-count')).toContainText('0/5');
    await page
      .getByLabel('Front photo')
      .setInputFiles({ name: 'kurta.jpg', mimeType: 'image/jpeg', buffer: garment.photo });
    await page.getByRole('combobox', { name: 'Background' }).click();
    await page.getByRole('option', { name: /Swimming Pool/ }).click();
    await expect(page.getByRole('combobox', { name: 'Background' })).toContainText('Swimming Pool');
    await expect(generate).toBeEnabled();
    await generate.click();

    const modal = page.getByRole('dialog', {
      name: /Generating Your AI Catalogue|Your Generated Catalogue/,
    });
    await expect(modal).toBeVisible();
    // The run's details appear once the photos are uploaded and the run is created.
    await expect(modal.getByText('Swimming Pool')).toBeVisible({ timeout: 30_000 });
    const tiles = modal.getByTestId('shot-tile');
    await expect(tiles).toHaveCount(5);
    await expect(page.getByRole('heading', { name: 'Your Generated Catalogue' })).toBeVisible({
      timeout: 200_000,
    });
    await expect(modal.locator('[data-testid=shot-tile][data-status=complete]')).toHaveCount(5);
    await expect(modal.getByTestId('run-progress')).toContainText('5/5');
    await page.screenshot({ path: testInfo.outputPath('generated.png') });

    // The carousel opens on the tile that was clicked and loops.
    await modal.getByRole('button', { name: 'View Front full screen' }).click();
    const viewer = page.getByRole('region', { name: /carousel|images|catalogue/i }).last();
    await expect(viewer.getByText('1 / 5')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(viewer.getByText('5 / 5')).toBeVisible();
    await page.keyboard.press('Escape');

    await modal.getByRole('button', { name: 'Save to My Catalogues' }).click();
    await expect(page.getByText('Catalogue Saved')).toBeVisible();
    await modal.getByRole('link', { name: 'View in My Catalogues' }).click();

    await expect(page).toHaveURL(/\/dashboard\/catalogues/);
    const card = page
      .getByRole('listitem')
      .filter({ hasText: /Catalogue [A-Z][a-z]{2} \d{1,2}, \d{4}/ })
      .first();
    await expect(card.getByText('Ready')).toBeVisible();
    await expect(card.getByText(/5 images/)).toBeVisible();
    await waitOutToasts(page);

    const zipLink = card.getByRole('link', { name: /as a zip/ });
    const downloadPromise = page.waitForEvent('download');
    await zipLink.click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/_catalogue\.zip$/);
    const files = readZip(await readFile((await download.path())!));
    const names = [...files.keys()];
    expect(names).toEqual([
      '01_front.jpg',
      '02_ghost-mannequin.jpg',
      '03_on-a-hanger.jpg',
      '04_styled-flat-lay.jpg',
      '05_fabric-detail.jpg',
    ]);
    for (const name of names) {
      const meta = await sharp(files.get(name)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 2048, 2560]);
      // What a phone carries (decision 240): about 1 MB a shot, never the PNG's 5 to 7 MB.
      expect(files.get(name)!.length).toBeLessThan(2_000_000);
    }

    await card.getByRole('button', { name: /^Delete / }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Catalogue Deleted')).toBeVisible();
    await expect(page.getByText('No catalogues yet')).toBeVisible();
  });

  test(
    "a free user's second catalogue is refused with Generation Limit Reached; the unsaved first is offered",
    PHONE_ONLY,
    async ({ signedInPage: page }) => {
      const tee = await chooseTeeOnDashboard(page, '#2e7d4f');
      await page.getByRole('button', { name: 'Generate Catalogue' }).click();
      await expect(page.getByRole('heading', { name: 'Your Generated Catalogue' })).toBeVisible({
        timeout: 200_000,
      });
      await page
        .getByRole('dialog')
        .getByRole('button', { name: 'Close', exact: true })
        .last()
        .click();

      await page.getByRole('button', { name: 'Create Another Catalogue' }).click();
      await expect(page.getByText('Ready for New Upload')).toBeVisible();
      await page
        .getByLabel('Front photo')
        .setInputFiles({ name: 'tee.jpg', mimeType: 'image/jpeg', buffer: tee });
      await page.getByRole('button', { name: 'Generate Catalogue' }).click();
      await expect(page.getByText('Generation Limit Reached').first()).toBeVisible();

      // The first run was closed without saving: the dashboard offers it, also after a reload.
      await page.reload();
      const lastRun = page.getByRole('region', { name: 'Your last generation is ready' });
      await expect(lastRun.getByRole('img')).toHaveCount(5);
      await lastRun.getByRole('button', { name: 'Open' }).click();
      const reopened = page.getByRole('dialog', { name: 'Your Generated Catalogue' });
      await expect(reopened.getByTestId('run-progress')).toContainText('5/5');
      await reopened.getByRole('button', { name: 'Close', exact: true }).last().click();
      await expect(reopened).toBeHidden();
      // Saving it from the dashboard puts it in My Catalogues and ends the offer.
      await lastRun.getByRole('button', { name: 'Save to My Catalogues' }).click();
      await expect(page.getByText('is in My Catalogues.')).toBeVisible();
      await expect(lastRun).toBeHidden();
      await page.goto('/dashboard/catalogues');
      await expect(page.getByText('5 images')).toBeVisible();
    },
  );

  test(
    'a slow upload shows its progress, and closing the modal mid-upload makes no run',
    PHONE_ONLY,
    async ({ signedInPage: page }) => {
      // A 3 MB photo over an uplink of 100 kB/s: about 30 s of upload to watch.
      const photo = await sharp(randomBytes(1600 * 2000 * 3), {
        raw: { width: 1600, height: 2000, channels: 3 },
      })
        .jpeg({ quality: 95 })
        .toBuffer();
      expect(photo.length).toBeGreaterThan(2_000_000);
      await page.goto('/dashboard');
      await expect(page.getByTestId('usage-count')).toContainText('0/5');
      await page
        .getByLabel('Front photo')
        .setInputFiles({ name: 'big.jpg', mimeType: 'image/jpeg', buffer: photo });

      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: 100 * 1024,
      });
      await page.getByRole('button', { name: 'Generate Catalogue' }).click();
      const modal = page.getByRole('dialog', { name: 'Generating Your AI Catalogue' });
      await expect(modal.getByTestId('run-progress')).toContainText(
        /Uploading your photos…\s*([1-9]|[1-9]\d)%/,
        { timeout: 20_000 },
      );
      const bar = modal.getByRole('progressbar', { name: 'Catalogue progress' });
      expect(Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);

      await modal.getByRole('button', { name: 'Close' }).first().click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Stop generating' }).click();
      await expect(page.getByText('Image generation has been cancelled')).toBeVisible();
      await expect(modal).toBeHidden();
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      // Nothing reached the server as a run: no images counted, nothing waiting on the dashboard.
      const usage = await page.request.get('/api/usage');
      expect(((await usage.json()) as { used: number }).used).toBe(0);
      const latest = await page.request.get('/api/runs/latest-unsaved');
      expect(await latest.json()).toBeNull();
    },
  );

  test(
    'a retry after the answer was lost follows the run the server made, not a second one',
    PHONE_ONLY,
    async ({ signedInPage: page }) => {
      await chooseTeeOnDashboard(page, '#7a2230');

      // The server makes the run (and reserves the free plan's 5 images), then the connection drops.
      let madeRunId = '';
      await page.route('**/api/runs', async (route) => {
        const answer = await route.fetch();
        madeRunId = ((await answer.json()) as { id: string }).id;
        await route.abort('connectionreset');
      });
      const generate = page.getByRole('button', { name: 'Generate Catalogue' });
      await generate.click();
      await expect(page.getByText('Check your connection and try again.')).toBeVisible();
      expect(madeRunId).not.toBe('');
      await page.unroute('**/api/runs');

      // Trying again answers that run. A second run would be refused: the free plan's 5 are taken.
      await generate.click();
      await expect(page.getByRole('heading', { name: 'Your Generated Catalogue' })).toBeVisible({
        timeout: 200_000,
      });
      const latest = (await (await page.request.get('/api/runs/latest-unsaved')).json()) as {
        id: string;
      };
      expect(latest.id).toBe(madeRunId);
      const usage = (await (await page.request.get('/api/usage')).json()) as { used: number };
      expect(usage.used).toBe(5);
    },
  );
});
