import { readFile } from 'node:fs/promises';
import { devices, type Browser } from '@playwright/test';
import sharp from 'sharp';
import { drawGarmentPhoto } from '../tests/support/garments';
import { readZip } from '../tests/support/read-zip';
import { expect, test } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { DESKTOP_ONLY } from './support/widths';
import {
  chooseFrontPhoto,
  generateCatalogue,
  openNewestCatalogue,
  saveAndViewInMyCatalogues,
} from './support/catalogue-flow';

/**
 * Share links (issue 28, decision 185): the owner makes a link in the catalogue's detail, a
 * signed-out reader opens it at desktop and phone widths (axe on both), downloads an image and
 * the zip; the owner turns the link off and it answers 404.
 */

const WIDTHS = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { ...devices['Pixel 7'] },
};

/** A fresh, signed-out browser context of the given width. */
async function reader(browser: Browser, width: keyof typeof WIDTHS, baseURL: string) {
  const context = await browser.newContext({ ...WIDTHS[width], baseURL });
  return { context, page: await context.newPage() };
}

test.describe('catalogue share links', () => {
  test.setTimeout(400_000);

  // One catalogue serves both widths: the phone is a second context of the desktop run.
  test(
    'the owner shares a catalogue; a signed-out reader sees it; turned off it is gone',
    DESKTOP_ONLY,
    async ({ signedInPage: page, browser, baseURL }, testInfo) => {
      const { photo } = await drawGarmentPhoto(
        { kind: 'kurta', color: '#8b1f4f', pattern: 'buti', accent: '#e9a21b', border: true },
        { color: '#ece7df', shadow: 0.3 },
        { width: 900, height: 1125 },
      );
      await page.goto('/dashboard');
      await chooseFrontPhoto(page, photo);
      await saveAndViewInMyCatalogues(page, await generateCatalogue(page));
      const detail = await openNewestCatalogue(page);
      const catalogueName = (await detail.getByRole('heading').first().textContent())!.trim();
      const imageCount = await detail.getByTestId('catalogue-image').count();
      expect(imageCount).toBeGreaterThan(0);

      const share = detail.getByRole('region', { name: 'Share' });
      await expect(share.getByText('No links yet.')).toBeVisible();
      await share.getByLabel('Link expiry').selectOption('7d');
      await share.getByRole('button', { name: 'Create link' }).click();
      const field = share.getByRole('textbox', { name: 'Share link' });
      await expect(field).toHaveValue(/\/s\/[A-Za-z0-9_-]{43}$/);
      const url = await field.inputValue();
      await expect(share.getByTestId('share-link').getByText(/^Expires /)).toBeVisible();
      const whatsapp = share.getByRole('link', { name: 'Share on WhatsApp' });
      await expect(whatsapp).toHaveAttribute(
        'href',
        `https://wa.me/?text=${encodeURIComponent(`${catalogueName} ${url}`)}`,
      );
      await expect(whatsapp).toHaveAttribute('target', '_blank');
      // axe reads the success toast too, once it has faded fully in.
      const created = page.locator('[data-sonner-toast]').filter({ hasText: 'Link Created' });
      await expect(created).toHaveCSS('opacity', '1');
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: testInfo.outputPath('owner-share-section.png') });

      for (const width of ['desktop', 'phone'] as const) {
        const { context, page: shared } = await reader(browser, width, baseURL!);
        const response = await shared.goto(url);
        expect(response?.status()).toBe(200);
        expect(response?.headers()['x-robots-tag']).toBe('noindex');
        await expect(shared.getByRole('heading', { level: 1, name: catalogueName })).toBeVisible();
        const images = shared.getByRole('list', { name: 'Images' }).getByRole('listitem');
        await expect(images).toHaveCount(imageCount);
        // Every image has loaded (its preview through the link).
        await expect
          .poll(() =>
            shared
              .locator('li img')
              .evaluateAll((imgs) =>
                imgs.every((img) => (img as HTMLImageElement).naturalWidth > 0),
              ),
          )
          .toBe(true);
        await expect(shared.getByText(/@|Sign in|Dashboard/)).toHaveCount(0);
        await expectNoSeriousA11yViolations(shared);
        await shared.screenshot({
          path: testInfo.outputPath(`share-page-${width}.png`),
          fullPage: true,
        });

        if (width === 'desktop') {
          const downloadImage = shared.waitForEvent('download');
          await images
            .first()
            .getByRole('link', { name: /^Download/ })
            .click();
          const image = await downloadImage;
          expect(image.suggestedFilename()).toMatch(/\.png$/);
          const meta = await sharp(await readFile((await image.path())!)).metadata();
          expect(meta.format).toBe('png');

          const downloadZip = shared.waitForEvent('download');
          await shared.getByRole('link', { name: 'Download all (zip)' }).click();
          const zip = await downloadZip;
          const files = readZip(await readFile((await zip.path())!));
          expect(files.size).toBe(imageCount);
        }
        await context.close();
      }

      await share.getByRole('button', { name: /Turn off/ }).click();
      await expect(share.getByText('No links yet.')).toBeVisible();

      const { context, page: after } = await reader(browser, 'phone', baseURL!);
      const gone = await after.goto(url);
      expect(gone?.status()).toBe(404);
      await expect(after.getByText('This link has expired or was turned off.')).toBeVisible();
      await context.close();
    },
  );
});
