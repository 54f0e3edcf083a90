import type { Locator, Page } from '@playwright/test';
import { drawGarmentPhoto } from '../tests/support/garments';
import { expect, test } from './support/auth';
import { upgradeToPro } from './support/plans';
import { PHONE_ONLY } from './support/widths';
import {
  chooseFrontPhoto,
  generateCatalogue,
  openNewestCatalogue,
  saveAndViewInMyCatalogues,
} from './support/catalogue-flow';

/**
 * 'Regenerate' one shot (issue 13, decision 122), as a seller does it: in the finished generation
 * modal, then in the saved catalogue's dialog. Each time the image shows 'Regenerating…' over
 * the old picture, is replaced by the new one (a new file version in its address) and the
 * month's usage goes up by exactly one image.
 */

async function usageCount(page: Page) {
  await page.goto('/dashboard');
  const count = page.getByTestId('usage-count');
  await expect(count).toBeVisible();
  return count;
}

/** The img of a tile or catalogue image, and the address it shows now. */
async function imageSrc(item: Locator) {
  return (await item.locator('img').first().getAttribute('src')) ?? '';
}

test.describe('regenerate one shot', () => {
  test.setTimeout(400_000);

  test(
    'in the generation modal and in a saved catalogue, one image replaced and counted each time',
    PHONE_ONLY,
    async ({ signedInPage: page }, testInfo) => {
      // Pro: a Free month's five images are all spent by the catalogue itself.
      await upgradeToPro(page);
      const { photo } = await drawGarmentPhoto(
        { kind: 'shirt', color: '#2e6b3a', pattern: 'checks', accent: '#f0e6c8' },
        { color: '#ebe6de', shadow: 0.3 },
        { width: 900, height: 1125 },
      );
      await expect(await usageCount(page)).toHaveText('0/500');
      await chooseFrontPhoto(page, photo, 'shirt.jpg');
      const modal = await generateCatalogue(page);
      await expect(page.getByTestId('usage-count')).toHaveText('5/500');

      // The modal: the first image is made again.
      const tile = modal.getByTestId('shot-tile').first();
      const pose = (await tile.locator('p').first().textContent())!.trim();
      const before = await imageSrc(tile);
      expect(before).not.toContain('?v=');
      await modal.getByRole('button', { name: `Regenerate ${pose}`, exact: true }).click();
      // It costs an image, so it asks first (decision 017).
      await page
        .getByRole('alertdialog', { name: `Regenerate ${pose}?` })
        .getByRole('button', { name: 'Regenerate (uses 1 image)' })
        .click();
      await expect(tile.getByText('Regenerating…')).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('modal-regenerating.png') });
      await expect(tile.locator('img')).toHaveAttribute('src', `${before}?v=1`, {
        timeout: 120_000,
      });
      await expect(tile.getByText('Regenerating…')).toBeHidden();
      await expect(page.getByText('Image Regenerated').first()).toBeVisible();
      await expect(page.getByTestId('usage-count')).toHaveText('6/500');
      await page.screenshot({ path: testInfo.outputPath('modal-replaced.png') });

      await saveAndViewInMyCatalogues(page, modal);

      // The saved catalogue: its second image is made again.
      const detail = await openNewestCatalogue(page);
      const image = detail.getByTestId('catalogue-image').nth(1);
      const secondPose = (await image
        .getByRole('button', { name: /^Regenerate / })
        .getAttribute('aria-label'))!.replace(/^Regenerate /, '');
      const catalogueBefore = await imageSrc(image);
      expect(catalogueBefore).not.toContain('?v=');
      await detail.getByRole('button', { name: `Regenerate ${secondPose}`, exact: true }).click();
      await page.getByRole('button', { name: 'Regenerate (uses 1 image)' }).click();
      await expect(image.getByText('Regenerating…')).toBeVisible();
      await expect(image.locator('img')).toHaveAttribute('src', `${catalogueBefore}?v=1`, {
        timeout: 120_000,
      });
      await expect(image.getByText('Regenerating…')).toBeHidden();
      await page.screenshot({ path: testInfo.outputPath('catalogue-replaced.png') });
      // The first image keeps the version the modal gave it.
      await expect(detail.getByTestId('catalogue-image').first().locator('img')).toHaveAttribute(
        'src',
        /\?v=1$/,
      );
      await page.keyboard.press('Escape');

      await expect(await usageCount(page)).toHaveText('7/500');
    },
  );
});
