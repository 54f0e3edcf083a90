import { expect, test } from '@playwright/test';
import { drawGarmentPhoto } from '../tests/support/garments';
import { aiBaseUrl, signInNewSellerOnAiApp } from './support/ai-app';
import { DESKTOP_ONLY } from './support/widths';

/**
 * An economy batch in the browser (decision 203), on the browser tests' second app: the Gemini
 * engine against its fake, which speaks the Batch API and ends each job after two polls (the app
 * polls every half second here, playwright.config.ts). The seller picks Economy, is told the wait
 * and the half-image price, starts the batch, and its product completes once the vendor's job
 * has: five shots for two and a half images.
 */

// One width: the Batch page's layout is the batch test's (decision 207), and CI time is short.
test(
  'an economy batch: the wait and half-image price shown, the shots made by the batch job',
  DESKTOP_ONLY,
  async ({ page, context }, testInfo) => {
    test.setTimeout(120_000);
    await signInNewSellerOnAiApp(context);
    const { photo } = await drawGarmentPhoto(
      { kind: 'kurta', color: '#2f6b55', pattern: 'solid' },
      { color: '#f4f1ec' },
      { width: 480, height: 600 },
    );

    await page.goto(`${aiBaseUrl}/dashboard/batch`);
    await page
      .getByLabel('Photos or zip files')
      .setInputFiles({ name: 'KURTA-ECO.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByText('1 product, 1 photo · about 5 images of the 5 left')).toBeVisible();

    const economy = page.getByRole('radio', { name: /^Economy/ });
    await expect(economy).toBeEnabled();
    await expect(
      page.getByText('Usually within 24 hours (a target, not a promise) · half an image a shot'),
    ).toBeVisible();
    await economy.check();
    await expect(
      page.getByText('1 product, 1 photo · about 2.5 images of the 5 left'),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Start batch (1)' }).click();
    await expect(page).toHaveURL(/\/dashboard\/batch\?batch=/, { timeout: 60_000 });
    await expect(page.getByRole('status').filter({ hasText: 'done' })).toContainText(
      '1 done · 0 failed · 0 remaining',
      { timeout: 90_000 },
    );
    await expect(
      page.getByRole('list', { name: 'Images of KURTA-ECO' }).getByRole('img'),
    ).toHaveCount(5);
    // Half an image a shot: the sidebar's month counts two and a half of the plan's five.
    await expect(page.getByTestId('sidebar-usage')).toContainText('2.5/5');
    await page.screenshot({ path: testInfo.outputPath('economy-batch-done.png'), fullPage: true });
  },
);
