import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { zipSync } from 'fflate';
import { drawGarmentPhoto } from '../tests/support/garments';
import { readZip } from '../tests/support/read-zip';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/auth';
import { upgradeToPro } from './support/plans';
import { DESKTOP_ONLY, PHONE_ONLY } from './support/widths';

/**
 * Batch catalogues in the browser (decision 160): mixed files (photos with back and side views,
 * a zip, a broken photo refused by name) grouped into products, fixed in the table, started,
 * followed to the end across a reload, and downloaded as one zip of a folder per product and
 * the manifest.
 */

async function photo(color: string, kind: 'kurta' | 't-shirt' | 'dress' = 'kurta') {
  return (
    await drawGarmentPhoto(
      { kind, color, pattern: 'solid' },
      { color: '#f4f1ec' },
      { width: 480, height: 600 },
    )
  ).photo;
}

test.describe('batch', () => {
  test(
    'a batch of 6 products from mixed files is grouped, fixed, run, reloaded and downloaded',
    PHONE_ONLY,
    async ({ signedInPage: page }, testInfo) => {
      test.setTimeout(300_000);
      await upgradeToPro(page);
      const dir = await mkdtemp(path.join(os.tmpdir(), 'vastra-batch-'));
      const files: Record<string, Buffer> = {
        'KURTA-A_front.jpg': await photo('#b8185a'),
        'KURTA-A_back.jpg': await photo('#b8185a'),
        'TEE-B-front.jpg': await photo('#1f6f8b', 't-shirt'),
        'TEE-B side.jpg': await photo('#1f6f8b', 't-shirt'),
        'DRESS-C.jpg': await photo('#2f6b55', 'dress'),
        'KURTA-D_front.jpg': await photo('#e9a21b'),
        // Named for a product that does not exist: moved to KURTA-D in the table.
        'KURTA-DX_back.jpg': await photo('#e9a21b'),
        'spare.jpg': await photo('#7a5c45'),
        // A JPEG's first bytes and then nothing: refused with its name.
        'broken.jpg': Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]),
      };
      const paths = [];
      for (const [name, bytes] of Object.entries(files)) {
        await writeFile(path.join(dir, name), bytes);
        paths.push(path.join(dir, name));
      }
      const zipPath = path.join(dir, 'more.zip');
      await writeFile(
        zipPath,
        zipSync({
          'more/SAREE-E_front.jpg': new Uint8Array(await photo('#3e4a8a')),
          'more/SAREE-G.jpg': new Uint8Array(await photo('#16120f')),
          // The seller's manifest: SAREE-E's garment type.
          'more/products.csv': new TextEncoder().encode('sku,garment_type\nSAREE-E,Saree\n'),
        }),
      );

      await page.goto('/dashboard');
      // At the phone's width the dashboard's links are behind its menu.
      await page.getByRole('button', { name: 'Open dashboard menu' }).click();
      await page.getByRole('link', { name: 'Batch', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Batch', level: 1 })).toBeVisible();
      await expect(
        page.getByText('Up to 200 products and 600 photos per batch, 10 MB per photo.'),
      ).toBeVisible();
      await page.getByLabel('Photos or zip files').setInputFiles([...paths, zipPath]);

      const products = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
      await expect(products).toHaveCount(8);
      const refused = page.getByRole('alert').filter({ hasText: 'This file was not added' });
      await expect(refused).toContainText('broken.jpg: It is damaged and could not be opened.');

      // Fix the grouping: KURTA-DX's back photo belongs to KURTA-D; 'spare' is dropped; DRESS-C renamed.
      const dx = products.filter({ hasText: 'KURTA-DX_back.jpg' });
      await expect(dx.getByRole('alert')).toHaveText('Needs a front photo.');
      await page.getByLabel('Move KURTA-DX_back.jpg to').selectOption({ label: 'To KURTA-D' });
      await page.getByRole('button', { name: 'Remove KURTA-DX' }).click();
      await page.getByRole('button', { name: 'Remove spare' }).click();
      await page.getByRole('textbox', { name: 'Name of product 3' }).fill('DRESS-C-GREEN');
      await expect(products).toHaveCount(6);
      await expect(page.getByRole('img', { name: 'KURTA-D, back photo' })).toBeVisible();
      await expect(page.getByText('6 products, 9 photos')).toBeVisible();
      // Garment types: the manifest's for SAREE-E, one chosen for TEE-B, kurta for the rest.
      await expect(page.getByLabel('Garment type of SAREE-E')).toHaveValue('saree');
      await page.getByLabel('Garment type of TEE-B').selectOption({ label: 'T-shirt' });
      await page
        .getByLabel('Garment type for all products')
        .selectOption({ label: 'Kurta / kurti' });
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: testInfo.outputPath('grouping.png'), fullPage: true });

      await page.getByRole('button', { name: 'Start batch (6)' }).click();
      await expect(page).toHaveURL(/\/dashboard\/batch\?batch=/, { timeout: 60_000 });
      await expect(page.getByRole('progressbar', { name: 'Batch progress' })).toBeVisible();

      // A reload shows the same batch and its progress.
      await page.reload();
      await expect(page.getByRole('progressbar', { name: 'Batch progress' })).toBeVisible();
      // The products themselves: each one's result thumbnails are a list of their own inside it.
      const rows = page
        .getByRole('list', { name: 'Products of this batch' })
        .locator(':scope > li');
      await expect(rows).toHaveCount(6);
      await expect(page.getByRole('status').filter({ hasText: 'done' })).toContainText(
        '6 done · 0 failed · 0 remaining',
        { timeout: 240_000 },
      );
      await expect(rows.filter({ hasText: 'DRESS-C-GREEN' })).toContainText('Done');
      await expect(
        page.getByRole('list', { name: 'Images of DRESS-C-GREEN' }).getByRole('img').first(),
      ).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('batch-done.png'), fullPage: true });

      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Download all (zip)' }).click();
      const zip = readZip(await readFile((await (await download).path())!));
      const folders = new Set(
        [...zip.keys()].filter((name) => name.includes('/')).map((name) => name.split('/')[0]),
      );
      expect([...folders].sort()).toEqual([
        'DRESS-C-GREEN',
        'KURTA-A',
        'KURTA-D',
        'SAREE-E',
        'SAREE-G',
        'TEE-B',
      ]);
      expect([...zip.keys()].filter((name) => name.startsWith('KURTA-A/'))).toHaveLength(5);
      const manifest = zip.get('manifest.csv')!.toString('utf8');
      expect(manifest.split('\r\n')[0]).toBe('sku,catalogue_name,files,status,garment_type');
      expect(manifest.trim().split('\r\n')).toHaveLength(7);
      const typeOf = (sku: string) =>
        manifest
          .split('\r\n')
          .find((row) => row.startsWith(`${sku},`))
          ?.split(',')
          .pop();
      expect(['KURTA-A', 'TEE-B', 'SAREE-E'].map(typeOf)).toEqual(['kurta', 't-shirt', 'saree']);

      // 'Download for…' Meesho: the products' folders and one listing sheet for the batch.
      const forMeesho = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download for…' }).click();
      await page.getByRole('menuitem', { name: 'Meesho' }).click();
      const meesho = readZip(await readFile((await (await forMeesho).path())!));
      expect(
        [...meesho.keys()].filter((name) => name.endsWith('_meesho_listing.xlsx')),
      ).toHaveLength(1);
      expect([...meesho.keys()].some((name) => name.startsWith('SAREE-E/'))).toBe(true);

      // Each product is a catalogue in My Catalogues, named after its SKU.
      await page.goto('/dashboard/catalogues');
      await expect(page.getByRole('heading', { name: 'DRESS-C-GREEN' })).toBeVisible();
    },
  );

  // The whole flow runs at the phone's width (decision 260); the desktop's own layout of the
  // page is checked here: the sidebar's link, the products grouped, the start button.
  test(
    'at desktop width, photos are grouped into products ready to start',
    DESKTOP_ONLY,
    async ({ signedInPage: page }) => {
      await upgradeToPro(page);
      const dir = await mkdtemp(path.join(os.tmpdir(), 'vastra-batch-'));
      const paths = [];
      for (const [name, color] of [
        ['KURTA-A_front.jpg', '#b8185a'],
        ['KURTA-A_back.jpg', '#b8185a'],
        ['DRESS-C.jpg', '#2f6b55'],
      ]) {
        await writeFile(path.join(dir, name!), await photo(color!));
        paths.push(path.join(dir, name!));
      }
      await page.goto('/dashboard');
      await page.getByRole('link', { name: 'Batch', exact: true }).click();
      await page.getByLabel('Photos or zip files').setInputFiles(paths);
      await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(
        2,
      );
      await expect(page.getByText('2 products, 3 photos')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Start batch (2)' })).toBeEnabled();
      await expectNoSeriousA11yViolations(page);
    },
  );
});
