/**
 * A batch's zip: a folder per product (its SKU) with its catalogue's images, then manifest.csv
 * (SKU, catalogue name, file names, status, garment type: the columns a seller can drop again
 * as a batch's manifest, src/core/batch-manifest.ts). Streamed by catalogue-zip.ts: one stored file is
 * read at a time, so a batch of 200 products never sits in memory.
 */
import type { BatchItemView } from '../../../core/batch.js';
import type { ZipImageFormat } from '../../../core/catalogues.js';
import type { ZipFile } from '../catalogues/catalogue-zip.js';
import type { CatalogueService } from '../catalogues/catalogue-service.js';

export type ZipItem = BatchItemView & { catalogueName: string | null };

/** A CSV field: quoted when it holds a comma, quote or line break; a leading = + - @ is defused. */
export function csvField(value: string): string {
  const defused = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(defused) ? `"${defused.replaceAll('"', '""')}"` : defused;
}

/**
 * Each product's folder in a batch's zips (its own and 'Download for…'), by item id: the SKU
 * with no path separators and no dots alone, unique within the zip.
 */
export function productFolders(items: ZipItem[]): Map<string, string> {
  const used = new Set<string>();
  const names = new Map<string, string>();
  for (const item of items) {
    const base = item.sku.replace(/[\\/:*?"<>|]/g, '_').replace(/^\.+$/, '_') || 'product';
    let name = base;
    for (let n = 2; used.has(name.toLowerCase()); n++) name = `${base} (${n})`;
    used.add(name.toLowerCase());
    names.set(item.id, name);
  }
  return names;
}

export async function* batchZipFiles(
  userId: string,
  items: ZipItem[],
  catalogues: Pick<CatalogueService, 'openZip'>,
  format: ZipImageFormat,
): AsyncGenerator<ZipFile> {
  const folders = productFolders(items);
  const rows = [['sku', 'catalogue_name', 'files', 'status', 'garment_type'].join(',')];
  for (const item of items) {
    const files: string[] = [];
    if (item.catalogueId) {
      const zip = await catalogues.openZip(userId, item.catalogueId, format).catch(() => null);
      for await (const file of zip?.files ?? []) {
        const name = `${folders.get(item.id)}/${file.name}`;
        files.push(name);
        yield { name, content: file.content };
      }
    }
    rows.push(
      [item.sku, item.catalogueName ?? '', files.join(';'), item.status, item.garmentType ?? '']
        .map(csvField)
        .join(','),
    );
  }
  yield { name: 'manifest.csv', content: Buffer.from(`${rows.join('\r\n')}\r\n`) };
}
