import type { Page } from '@playwright/test';
import { drawGarmentPhoto } from '../tests/support/garments';
import { expect, test } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { DESKTOP_ONLY, PHONE_ONLY } from './support/widths';
import { chooseFrontPhoto, generateCatalogue, openNewestCatalogue } from './support/catalogue-flow';

/**
 * 'Report this image' in a saved catalogue (issue 40, decision 263), at the phone's width where
 * most sellers work: the report gives the image back at once (the month's usage goes down by
 * one), and the image cannot be reported again, even after a reload. The dialog is photographed
 * at 390 px and at a desktop width.
 */

async function usageCount(page: Page) {
  await page.goto('/dashboard');
  const count = page.getByTestId('usage-count');
  await expect(count).toBeVisible();
  return count;
}

async function openSavedCatalogue(page: Page) {
  await page.goto('/dashboard/catalogues');
  return openNewestCatalogue(page);
}

test(
  'a reported image goes back to the month at once and cannot be reported twice',
  PHONE_ONLY,
  async ({ signedInPage: page }, testInfo) => {
    test.setTimeout(400_000);
    const { photo } = await drawGarmentPhoto(
      { kind: 'kurta', color: '#1f6f8b', pattern: 'buti', accent: '#e9a21b' },
      { color: '#ebe6de', shadow: 0.3 },
      { width: 900, height: 1125 },
    );
    await expect(await usageCount(page)).toHaveText('0/5');
    await chooseFrontPhoto(page, photo);
    const modal = await generateCatalogue(page);
    await expect(page.getByTestId('usage-count')).toHaveText('5/5');
    // The finished modal offers the report too.
    await expect(modal.getByRole('button', { name: /^Report this image: / }).first()).toBeVisible();
    await modal.getByRole('button', { name: 'Save to My Catalogues' }).click();
    await expect(page.getByText('Catalogue Saved')).toBeVisible();

    const detail = await openSavedCatalogue(page);
    const image = detail.getByTestId('catalogue-image').nth(1);
    const report = image.getByRole('button', { name: /^Report this image: / });
    const pose = (await report.getAttribute('aria-label'))!.replace('Report this image: ', '');
    await report.click();
    const dialog = page.getByRole('dialog', { name: 'Report this image' });
    await expect(dialog).toContainText('We give back images, not money.');
    await dialog.getByRole('radio', { name: 'Other' }).check();
    await dialog
      .getByRole('textbox', { name: 'Tell us what is wrong (optional)' })
      .fill('The border is missing');

    // Photographs of the dialog: a phone (390 px) and a desktop.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath('report-dialog-390.png') });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: testInfo.outputPath('report-dialog-desktop.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousA11yViolations(page);

    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByRole('status')).toHaveText(
      'Thank you. 1 image was given back to this month’s quota.',
    );
    await page.screenshot({ path: testInfo.outputPath('report-answer-390.png') });
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();

    const reported = detail.getByRole('button', { name: `Reported: ${pose}`, exact: true });
    await expect(reported).toBeDisabled();
    await expect(image.getByText('Given back')).toBeVisible();
    // The other images can still be reported; this one no more.
    await expect(detail.getByRole('button', { name: /^Report this image: / })).toHaveCount(4);

    // The month shows the image back, and a reload still knows the report.
    await expect(await usageCount(page)).toHaveText('4/5');
    const again = await openSavedCatalogue(page);
    await expect(
      again.getByRole('button', { name: `Reported: ${pose}`, exact: true }),
    ).toBeDisabled();
    await expect(again.getByRole('button', { name: /^Report this image: / })).toHaveCount(4);
  },
);

test(
  'the return policy says bad images come back as images, and payments stay final',
  DESKTOP_ONLY,
  async ({ page }) => {
    await page.goto('/return-policy');
    await expect(
      page.getByRole('heading', { name: 'Bad images are given back as images, not money' }),
    ).toBeVisible();
    await expect(page.getByText(/Free 2, Pro 100, Premium 600/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'All sales are final' })).toBeVisible();
  },
);
