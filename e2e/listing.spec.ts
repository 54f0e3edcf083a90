import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { drawGarmentPhoto } from '../tests/support/garments';
import { readZip } from '../tests/support/read-zip';
import { expect, test } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { waitOutToasts } from './support/toasts';
import { PHONE_ONLY } from './support/widths';
import {
  chooseFrontPhoto,
  generateCatalogue,
  openNewestCatalogue,
  saveAndViewInMyCatalogues,
} from './support/catalogue-flow';

/**
 * The listing draft (issue #39, decision 241): a studio catalogue of a kurta is saved; its detail
 * shows the draft the offline filler made from the photo; the seller changes Myntra's colour and
 * the title and saves; a reload shows the edits; 'Download for…' Myntra gives a zip whose bulk
 * listing sheet holds them. At a phone's width (390 px, then 375 px), the tighter layout: its
 * steps are the same at desktop width (decision 277).
 */

/** The newest (the only) catalogue's detail, from My Catalogues. */

/** Reads the first sheet of an xlsx: its header and the cell of a column in the first row. */
async function readSheet(file: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  return (label: string) => String(sheet.getRow(2).getCell(header.indexOf(label) + 1).value ?? '');
}

test.describe('the listing draft', () => {
  test.setTimeout(400_000);

  test(
    'is reviewed, saved, kept across a reload and written into the Myntra sheet',
    PHONE_ONLY,
    async ({ signedInPage: page }, testInfo) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const { photo } = await drawGarmentPhoto(
        { kind: 'kurta', color: '#1f5fbf', pattern: 'solid' },
        { color: '#ececec', shadow: 0.3 },
        { width: 900, height: 1125 },
      );
      await page.goto('/dashboard');
      await chooseFrontPhoto(page, photo);
      await page
        .getByRole('combobox', { name: 'Garment type' })
        .selectOption({ label: 'Kurta / kurti' });
      await saveAndViewInMyCatalogues(page, await generateCatalogue(page), {
        toastsGoneFirst: true,
      });
      const firstDetail = await openNewestCatalogue(page);

      // The draft the filler made from the photo.
      const listing = firstDetail.getByRole('region', { name: 'Listing' });
      const title = listing.getByRole('textbox', { name: 'Title' });
      await expect(title).not.toHaveValue('', { timeout: 60_000 });
      await expect(listing.getByRole('textbox', { name: 'Bullet point 1' })).not.toHaveValue('');
      const myntra = listing.getByRole('group', { name: 'Myntra attributes' });
      const colour = myntra.getByRole('combobox', { name: 'Prominent Colour on Myntra' });
      await expect(colour).toBeVisible();
      const meesho = listing.getByRole('group', { name: 'Meesho attributes' });
      await expect(meesho.getByRole('combobox', { name: 'Color on Meesho' })).toBeVisible();

      await title.fill('Maroon Straight Kurta with Side Slits');
      await colour.selectOption('Maroon');
      await listing.getByRole('button', { name: 'Save listing' }).click();
      await expect(page.getByText('Listing Saved')).toBeVisible();
      await expect(listing.getByText('Your edits are saved')).toBeVisible();
      await listing.getByRole('heading', { name: 'Listing' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath('listing-top-390.png') });
      await listing.getByRole('button', { name: 'Save listing' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath('listing-end-390.png') });
      // The narrowest phone the form is made for: nothing wider than the screen.
      await page.setViewportSize({ width: 375, height: 812 });
      await myntra.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath('listing-375.png') });
      const overflow = await firstDetail.evaluate(
        (dialog) => dialog.scrollWidth - dialog.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await waitOutToasts(page);

      // A reload shows the kept edits.
      await page.reload();
      await waitOutToasts(page);
      const detail = await openNewestCatalogue(page);
      const kept = detail.getByRole('region', { name: 'Listing' });
      await expect(kept.getByRole('textbox', { name: 'Title' })).toHaveValue(
        'Maroon Straight Kurta with Side Slits',
      );
      await expect(
        kept
          .getByRole('group', { name: 'Myntra attributes' })
          .getByRole('combobox', { name: 'Prominent Colour on Myntra' }),
      ).toHaveValue('Maroon');
      // Every control named, contrasts kept: the detail with its Listing section, no toast over it.
      await expectNoSeriousA11yViolations(page);

      // 'Download for…' Myntra: the zip holds the sheet with the edits and the image names.
      await detail.getByRole('button', { name: /Download for/ }).click();
      const downloadPromise = page.waitForEvent('download', { timeout: 120_000 });
      await page.getByRole('menuitem', { name: 'Myntra', exact: true }).click();
      const download = await downloadPromise;
      const files = readZip(await readFile((await download.path())!));
      const images = [...files.keys()].filter((name) => name.endsWith('.jpg'));
      const sheet = [...files.keys()].find((name) => name.endsWith('_myntra_listing.xlsx'))!;
      expect(sheet).toMatch(/^Catalogue-[\w-]+_myntra_listing\.xlsx$/);
      const cell = await readSheet(files.get(sheet)!);
      expect(sheet.startsWith(`${cell('Vendor SKU Code')}_`)).toBe(true);
      expect(cell('Article Type')).toBe('Kurtas');
      expect(cell('Product Display Name')).toBe('Maroon Straight Kurta with Side Slits');
      expect(cell('Prominent Colour')).toBe('Maroon');
      expect(cell('Image 1')).toBe(images[0]);
    },
  );
});
