/**
 * A marketplace's bulk listing sheet (issue #39, decision 241): one row per catalogue, the
 * fixed columns of its layout, then the attribute columns of the catalogues' garment types,
 * then the zip's image file names. Each attribute and category cell carries the marketplace's
 * values as an in-cell dropdown (lists on a hidden Values tab), so a seller who fixes a cell in
 * Excel stays on the list.
 */
import ExcelJS from 'exceljs';
import type {
  ListingColumn,
  ListingDraft,
  ListingMarketplace,
} from '../../../core/listings/listing-draft.js';
import { categoriesOf, SHEET_LAYOUTS } from './listing-sheet-layouts.js';

export interface ListingSheetRow {
  sku: string;
  draft: ListingDraft;
  /** The marketplace's columns for this row's garment type. */
  columns: readonly ListingColumn[];
  /** The zip's image files of this catalogue, in upload order. */
  images: readonly string[];
}

/** Cells longer than Excel shows in one go stay whole; this only sets the starting width. */
const WIDTH = { sku: 24, text: 48, attribute: 20, image: 36 } as const;

/** The attribute columns of every row, by key, in the order they first appear. */
function attributeColumns(rows: readonly ListingSheetRow[]): ListingColumn[] {
  const seen = new Map<string, ListingColumn>();
  for (const row of rows)
    for (const column of row.columns) if (!seen.has(column.key)) seen.set(column.key, column);
  return [...seen.values()];
}

/** Lists on the hidden Values tab, one per distinct list, answered as an absolute range. */
function valueLists(book: ExcelJS.Workbook) {
  const sheet = book.addWorksheet('Values', { state: 'hidden' });
  const ranges = new Map<string, string>();
  return (name: string, values: readonly string[]): string => {
    const id = values.join('\u0000');
    let range = ranges.get(id);
    if (!range) {
      const index = ranges.size + 1;
      const column = sheet.getColumn(index);
      column.values = [name, ...values];
      const letter = column.letter;
      range = `Values!$${letter}$2:$${letter}$${values.length + 1}`;
      ranges.set(id, range);
    }
    return range;
  };
}

const listValidation = (range: string): ExcelJS.DataValidation => ({
  type: 'list',
  allowBlank: true,
  formulae: [range],
  showErrorMessage: true,
  errorTitle: 'Not on the list',
  error: 'Choose one of the values in the list.',
});

export async function writeListingSheet(
  marketplace: ListingMarketplace,
  rows: readonly ListingSheetRow[],
): Promise<Buffer> {
  const layout = SHEET_LAYOUTS[marketplace];
  const book = new ExcelJS.Workbook();
  book.creator = 'Vastra Studio';
  const sheet = book.addWorksheet(layout.tab, { views: [{ state: 'frozen', ySplit: 1 }] });
  const listOf = valueLists(book);
  const attributes = attributeColumns(rows);
  const imageCount = Math.max(1, ...rows.map((row) => row.images.length));

  const fixed = [
    { header: layout.sku, width: WIDTH.sku },
    { header: layout.category, width: WIDTH.attribute },
    { header: layout.title, width: WIDTH.text },
    ...(layout.bullets ? [{ header: layout.bullets, width: WIDTH.text }] : []),
    { header: layout.description, width: WIDTH.text },
  ];
  sheet.columns = [
    ...fixed,
    ...attributes.map((column) => ({ header: column.label, width: WIDTH.attribute })),
    ...Array.from({ length: imageCount }, (_, i) => ({
      header: layout.image(i + 1),
      width: WIDTH.image,
    })),
  ];
  sheet.getRow(1).font = { bold: true };

  const categoryRange = listOf(layout.category, categoriesOf(marketplace));
  for (const row of rows) {
    const { english } = row.draft;
    const bullets = english.bullets.map((bullet) => `• ${bullet}`).join('\n');
    const description = layout.bullets
      ? english.description
      : `${bullets}\n\n${english.description}`;
    const own = new Map(row.columns.map((column) => [column.key, column]));
    const values = row.draft.attributes[marketplace] ?? {};
    const added = sheet.addRow([
      row.sku,
      layout.categories[row.draft.garmentType] ?? '',
      english.title,
      ...(layout.bullets ? [bullets] : []),
      description,
      ...attributes.map((column) => (own.has(column.key) ? (values[column.key] ?? '') : '')),
      ...row.images,
    ]);
    added.alignment = { vertical: 'top', wrapText: true };
    added.getCell(2).dataValidation = listValidation(categoryRange);
    for (const [i, column] of attributes.entries()) {
      const ownColumn = own.get(column.key);
      if (!ownColumn) continue;
      added.getCell(fixed.length + i + 1).dataValidation = listValidation(
        listOf(ownColumn.label, ownColumn.values),
      );
    }
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
