import { expect, test } from '@playwright/test';
import { drawGarmentPhoto } from '../tests/support/garments';
import { aiBaseUrl, signInNewSellerOnAiApp } from './support/ai-app';
import {
  chooseFrontPhoto,
  generateCatalogue,
  openNewestCatalogue,
  saveAndViewInMyCatalogues,
} from './support/catalogue-flow';
import { PHONE_ONLY } from './support/widths';

/**
 * An AI-made image says so below it, never on it (issue #40, decision 255), on the second app of
 * the browser tests (the Gemini engine against its fake): in the generation modal, in the saved
 * catalogue's detail and its full-screen viewer, and on its share page read by someone signed
 * out. At the phone's width (decision 277): the caption must fit a phone's two columns, the
 * tighter layout. The screenshots are kept with the test's output.
 */
const CAPTION = 'Made with AI';

test(
  'an AI-made image is captioned below it in the catalogue and on its share page',
  PHONE_ONLY,
  async ({ page, context, browser }, testInfo) => {
    test.setTimeout(150_000);
    await signInNewSellerOnAiApp(context);
    const { photo } = await drawGarmentPhoto(
      { kind: 'dress', color: '#c2185b', pattern: 'floral', accent: '#ffd1e0' },
      { color: '#f4f1ec', noise: 2 },
      { width: 600, height: 750 },
    );

    await page.goto(`${aiBaseUrl}/dashboard`);
    await chooseFrontPhoto(page, photo, 'dress.jpg');
    const modal = await generateCatalogue(page, { timeout: 90_000 });
    await expect(modal.locator('[data-testid=shot-tile][data-status=complete]')).toHaveCount(5);
    // Also in the generation modal's tiles, before the catalogue is saved.
    await expect(modal.getByTestId('ai-made-caption')).toHaveCount(5);
    await saveAndViewInMyCatalogues(page, modal);
    const detail = await openNewestCatalogue(page);
    const images = detail.getByTestId('catalogue-image');
    await expect(images).toHaveCount(5);
    for (const image of await images.all()) {
      const caption = image.getByTestId('ai-made-caption');
      await expect(caption).toHaveText(CAPTION);
      // Below the picture, not over it.
      const picture = (await image.locator('img').boundingBox())!;
      const text = (await caption.boundingBox())!;
      expect(text.y).toBeGreaterThanOrEqual(picture.y + picture.height);
    }
    await images.first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('catalogue-detail.png') });

    // Full screen too: the caption sits below the picture, with the pose and the download.
    await images
      .first()
      .getByRole('button', { name: /full screen$/ })
      .click();
    const viewer = page
      .getByRole('dialog')
      .filter({ has: page.getByRole('button', { name: 'Close viewer' }) });
    const slide = viewer
      .getByRole('group')
      .filter({ has: page.getByTestId('ai-made-caption') })
      .first();
    await expect(slide.getByTestId('ai-made-caption')).toHaveText(CAPTION);
    await expect
      .poll(() => slide.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const picture = (await slide.locator('img').boundingBox())!;
    const text = (await slide.getByTestId('ai-made-caption').boundingBox())!;
    expect(text.y).toBeGreaterThanOrEqual(picture.y + picture.height);
    // The carousel's buttons stay on the screen below it.
    await expect(viewer.getByRole('button', { name: 'Next slide' })).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: testInfo.outputPath('full-screen-viewer.png') });
    await viewer.getByRole('button', { name: 'Close viewer' }).click();

    const share = detail.getByRole('region', { name: 'Share' });
    await share.getByRole('button', { name: 'Create link' }).click();
    const field = share.getByRole('textbox', { name: 'Share link' });
    await expect(field).toHaveValue(/\/s\/[A-Za-z0-9_-]{43}$/);
    const url = await field.inputValue();

    const reader = await browser.newContext({ viewport: page.viewportSize()! });
    const shared = await reader.newPage();
    await shared.goto(url);
    const items = shared.getByRole('list', { name: 'Images' }).getByRole('listitem');
    await expect(items).toHaveCount(5);
    for (const item of await items.all()) {
      await expect(item.getByText(CAPTION)).toBeVisible();
      const picture = (await item.locator('img').boundingBox())!;
      const text = (await item.getByText(CAPTION).boundingBox())!;
      expect(text.y).toBeGreaterThanOrEqual(picture.y + picture.height);
    }
    await shared.screenshot({ path: testInfo.outputPath('share-page.png') });
    await reader.close();
  },
);
