import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { EXPORT_NOTES_FILE } from '../src/core/marketplaces';
import { drawGarmentPhoto } from '../tests/support/garments';
import { readZip } from '../tests/support/read-zip';
import { expect, test } from './support/auth';
import { waitOutToasts } from './support/toasts';
import { PHONE_ONLY } from './support/widths';
import {
  chooseFrontPhoto,
  generateCatalogue,
  newestCatalogueCard,
  saveAndViewInMyCatalogues,
} from './support/catalogue-flow';

/**
 * 'Download for…' (issue 13, docs/marketplaces.md): a studio catalogue is saved, then
 * downloaded for Amazon from its card and for Myntra from its detail dialog; the zips hold
 * SKU-named JPEGs of the marketplace's size, the first one the product alone on the
 * marketplace's background (pure white for Amazon, light grey for Myntra's apparel rule).
 */

/** The smallest channel value and the largest difference from `rgb` along a 6 px border. */
async function border(jpeg: Buffer, rgb: [number, number, number]) {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  let worst = 0;
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++) {
      if (x >= 6 && y >= 6 && x < info.width - 6 && y < info.height - 6) continue;
      const i = (y * info.width + x) * info.channels;
      for (let c = 0; c < 3; c++) worst = Math.max(worst, Math.abs(data[i + c]! - rgb[c]!));
    }
  return worst;
}

async function downloadZip(
  page: Page,
  open: () => Promise<void>,
  marketplace: string,
  screenshot: string,
) {
  await open();
  await page.screenshot({ path: screenshot });
  const downloadPromise = page.waitForEvent('download', { timeout: 120_000 });
  await page.getByRole('menuitem', { name: marketplace, exact: true }).click();
  const download = await downloadPromise;
  return {
    name: download.suggestedFilename(),
    files: readZip(await readFile((await download.path())!)),
  };
}

test.describe('marketplace exports', () => {
  test.setTimeout(400_000);

  test(
    'a saved catalogue downloads for Amazon and for Myntra',
    PHONE_ONLY,
    async ({ signedInPage: page }, testInfo) => {
      const { photo } = await drawGarmentPhoto(
        { kind: 'kurta', color: '#1f5f8b', pattern: 'buti', accent: '#e9a21b', border: true },
        { color: '#ece7df', shadow: 0.3 },
        { width: 900, height: 1125 },
      );
      await page.goto('/dashboard');
      await expect(page.getByTestId('usage-count')).toContainText('0/5');
      await chooseFrontPhoto(page, photo);
      const modal = await generateCatalogue(page);
      await expect(modal.getByRole('button', { name: /Download for/ })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('modal.png') });
      await saveAndViewInMyCatalogues(page, modal);
      // On a phone the run's toasts sit over the card's buttons until they go.
      await waitOutToasts(page);

      const card = newestCatalogueCard(page);
      const amazon = await downloadZip(
        page,
        () => card.getByRole('button', { name: /for a marketplace/ }).click(),
        'Amazon',
        testInfo.outputPath('card-menu.png'),
      );
      expect(amazon.name).toMatch(/^Catalogue-[\w-]+_amazon\.zip$/);
      const amazonNames = [...amazon.files.keys()];
      expect(amazonNames).toHaveLength(6);
      expect(amazonNames[0]).toMatch(/^Catalogue-[\w-]+_1_product\.jpg$/);
      for (const file of amazon.files.values()) {
        const meta = await sharp(file).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 2000, 2000]);
        expect(file.length).toBeLessThanOrEqual(10 * 1024 * 1024);
      }
      expect(await border(amazon.files.get(amazonNames[0]!)!, [255, 255, 255])).toBe(0);

      await card
        .getByRole('button', { name: /^View / })
        .first()
        .click();
      const detail = page.getByRole('dialog');
      const myntra = await downloadZip(
        page,
        () => detail.getByRole('button', { name: /Download for/ }).click(),
        'Myntra',
        testInfo.outputPath('detail-menu.png'),
      );
      // A front photo alone: the zip says which of the views Myntra asks for are missing.
      const notes = myntra.files.get(EXPORT_NOTES_FILE);
      expect(notes?.toString('utf8')).toMatch(
        /Myntra asks for front, side, back views; this catalogue has no (side and )?back view/,
      );
      myntra.files.delete(EXPORT_NOTES_FILE);
      // Myntra's bulk listing sheet comes last (decision 241; e2e/listing.spec.ts reads it).
      const sheet = [...myntra.files.keys()].find((name) => name.endsWith('_myntra_listing.xlsx'));
      expect(sheet).toBeDefined();
      myntra.files.delete(sheet!);
      const myntraNames = [...myntra.files.keys()];
      expect(myntraNames).toHaveLength(6);
      for (const file of myntra.files.values()) {
        const meta = await sharp(file).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1080, 1440]);
        expect(file.length).toBeLessThanOrEqual(1024 * 1024);
      }
      expect(
        await border(myntra.files.get(myntraNames[0]!)!, [0xf1, 0xf1, 0xf1]),
      ).toBeLessThanOrEqual(2);
    },
  );
});
