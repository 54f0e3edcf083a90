import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { GarmentTypeId } from '../../../core/garments.js';
import { listingColumns } from '../../../core/listings/listing-columns.js';
import type { ListingDraft, ListingMarketplace } from '../../../core/listings/listing-draft.js';
import { writeListingSheet, type ListingSheetRow } from './listing-sheet.js';
import { categoriesOf } from './listing-sheet-layouts.js';

/** A row whose every attribute is the first value of its list but one, left empty. */
function rowOf(
  marketplace: ListingMarketplace,
  garmentType: GarmentTypeId,
  sku: string,
  images: string[],
): ListingSheetRow {
  const columns = listingColumns(marketplace, garmentType);
  const values = Object.fromEntries(columns.map((c, i) => [c.key, i === 1 ? '' : c.values[0]!]));
  const draft: ListingDraft = {
    garmentType,
    english: {
      title: `${sku} title`,
      bullets: ['First point', 'Second point', 'Third point'],
      description: `${sku} description`,
    },
    hindi: null,
    attributes: { myntra: {}, meesho: {}, [marketplace]: values },
    filledBy: 'offline',
    costUsd: null,
  };
  return { sku, draft, columns, images };
}

async function read(buffer: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as unknown as ArrayBuffer);
  return book;
}

const header = (sheet: ExcelJS.Worksheet) =>
  (sheet.getRow(1).values as unknown[]).slice(1).map(String);

describe('the bulk listing sheet', () => {
  it("writes Myntra's row: the texts, valid attributes and the zip's image names", async () => {
    const row = rowOf('myntra', 'kurta', 'BLUE-KURTA', [
      'BLUE-KURTA_1_product.jpg',
      'BLUE-KURTA_2_standing-front.jpg',
    ]);
    const book = await read(await writeListingSheet('myntra', [row]));
    const sheet = book.getWorksheet('Myntra Listing')!;
    const names = header(sheet);
    expect(names.slice(0, 5)).toEqual([
      'Vendor SKU Code',
      'Article Type',
      'Product Display Name',
      'Product Highlights',
      'Product Details',
    ]);
    expect(names.slice(-2)).toEqual(['Image 1', 'Image 2']);
    const cell = (label: string) => sheet.getRow(2).getCell(names.indexOf(label) + 1);
    expect(cell('Vendor SKU Code').value).toBe('BLUE-KURTA');
    expect(cell('Article Type').value).toBe('Kurtas');
    expect(categoriesOf('myntra')).toContain('Kurtas');
    expect(cell('Product Highlights').value).toBe('• First point\n• Second point\n• Third point');
    expect(cell('Image 2').value).toBe('BLUE-KURTA_2_standing-front.jpg');
    for (const [i, column] of row.columns.entries()) {
      const value = cell(column.label).value ?? '';
      expect(i === 1 ? value : column.values).toEqual(
        i === 1 ? '' : expect.arrayContaining([value]),
      );
      // The cell offers the column's own list as its dropdown.
      expect(cell(column.label).dataValidation).toMatchObject({ type: 'list' });
    }
    expect(book.getWorksheet('Values')!.state).toBe('hidden');
  });

  it("writes one row per catalogue with the union of their garment types' columns", async () => {
    const kurta = rowOf('meesho', 'kurta', 'KURTI-1', ['KURTI-1_1_front.jpg']);
    const saree = rowOf('meesho', 'saree', 'SAREE-1', [
      'SAREE-1_1_front.jpg',
      'SAREE-1_2_back.jpg',
    ]);
    const book = await read(await writeListingSheet('meesho', [kurta, saree]));
    const sheet = book.getWorksheet('Meesho Listing')!;
    const names = header(sheet);
    expect(names).toContain('Saree Fabric');
    expect(names.slice(-2)).toEqual(['Image 1 (Front)', 'Image 2']);
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(3).getCell(2).value).toBe('Sarees');
    // Meesho has no bullet column: the bullets lead the description.
    expect(String(sheet.getRow(2).getCell(4).value)).toMatch(/^• First point\n/);
    // The kurti's row leaves the saree's own column empty.
    expect(sheet.getRow(2).getCell(names.indexOf('Saree Fabric') + 1).value ?? '').toBe('');
  });
});
