/**
 * A CSV a seller drops beside a batch's photos (decision 165, decision 178): one row per
 * product, named by its SKU, with its garment type and an optional styling note. The first row
 * names the columns (`sku,garment_type,styling_note`, in any order and case; other columns are
 * ignored), so the manifest.csv of a batch's zip download can be dropped again as it is.
 * Pure: the batch page reads the file, this says what it means and what is wrong with it.
 */
import {
  GARMENT_TYPE_IDS,
  GARMENT_TYPES,
  STYLING_NOTE_MAX,
  type GarmentTypeId,
} from './garments.js';

export interface ManifestEntry {
  sku: string;
  /** null: the cell was empty, the batch's default applies. */
  garmentType: GarmentTypeId | null;
  stylingNote: string | null;
}

/**
 * What can be wrong with a manifest, in i18next's syntax (`{{value}}`) so the web can say the
 * same in the reader's language by the problem's code (decision 202); `{{types}}` is the list of
 * garment type ids.
 */
export const MANIFEST_PROBLEM_TEXTS = {
  empty: '{{file}} is empty.',
  noHeader:
    '{{file}} needs a first row naming its columns: sku, garment_type and (optionally) styling_note.',
  tooManyRows: '{{file}} has more than {{max}} rows; only the first {{max}} are read.',
  noSku: '{{file}}, row {{row}}: no SKU, so it names no product.',
  unknownType:
    '{{file}}, row {{row}} ({{sku}}): “{{type}}” is not a garment type. Use one of: {{types}}.',
  noteTooLong: '{{file}}, row {{row}} ({{sku}}): the styling note is over {{max}} characters.',
} as const;

export type ManifestProblemCode = keyof typeof MANIFEST_PROBLEM_TEXTS;

export interface ManifestProblem {
  code: ManifestProblemCode;
  values: Readonly<Record<string, string | number>>;
}

/** A problem's words in English: its text with its values filled in. */
export function manifestProblemText(problem: ManifestProblem): string {
  return MANIFEST_PROBLEM_TEXTS[problem.code].replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in problem.values ? String(problem.values[name]) : whole,
  );
}

export interface ParsedManifest {
  entries: ManifestEntry[];
  /** Each in words a seller can act on, naming the file and row. */
  problems: string[];
  /** The same problems by code and values, for a page in another language. */
  problemCodes: ManifestProblem[];
}

export const BATCH_MANIFEST_COLUMNS = ['sku', 'garment_type', 'styling_note'] as const;

const MAX_ROWS = 1000;

/**
 * Rows of cells: quoted cells may hold the separator, doubled quotes and line breaks. The
 * separator is the comma, or the semicolon or tab when the first line has more of those (a
 * spreadsheet saved in a European locale, a TSV).
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  const firstLine = source.split(/\r?\n/, 1)[0] ?? '';
  const count = (char: string) => firstLine.split(char).length - 1;
  const separator = [',', ';', '\t'].reduce((best, char) =>
    count(char) > count(best) ? char : best,
  );
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === separator) {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((cells) => cells.some((value) => value.trim() !== ''));
}

const headerKey = (name: string) => name.toLowerCase().replace(/[\s_-]+/g, '');
const COLUMN_NAMES: Record<(typeof BATCH_MANIFEST_COLUMNS)[number], string[]> = {
  sku: ['sku', 'product', 'productname', 'productsku'],
  garment_type: ['garmenttype', 'garment', 'type'],
  styling_note: ['stylingnote', 'styling', 'note'],
};

/** A cell as written, less the quote manifest.csv puts before a leading = + - @. */
const cellText = (value: string | undefined) => (value ?? '').trim().replace(/^'(?=[=+\-@])/, '');

/**
 * The garment type a seller wrote: an id (`kurta-set`), a name (`Kurta set / salwar suit`) or
 * one part of a name (`salwar suit`, `lehenga`), in any case; null when it is none of them.
 */
export function garmentTypeFromText(text: string): GarmentTypeId | null {
  const wanted = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!wanted) return null;
  for (const type of GARMENT_TYPES) {
    const names = [type.id, type.name, ...type.name.split(/[/(]/)].map((name) =>
      name.replace(/\)/g, '').trim().toLowerCase(),
    );
    if (names.includes(wanted)) return type.id;
  }
  return null;
}

export function parseBatchManifest(text: string, fileName: string): ParsedManifest {
  const rows = parseCsv(text);
  const [header, ...body] = rows;
  const problemCodes: ManifestProblem[] = [];
  const file = fileName;
  const parsed = (entries: ManifestEntry[]): ParsedManifest => ({
    entries,
    problems: problemCodes.map(manifestProblemText),
    problemCodes,
  });
  if (!header) {
    problemCodes.push({ code: 'empty', values: { file } });
    return parsed([]);
  }
  const keys = header.map(headerKey);
  const column = (name: keyof typeof COLUMN_NAMES) =>
    keys.findIndex((key) => COLUMN_NAMES[name].includes(key));
  const skuAt = column('sku');
  const typeAt = column('garment_type');
  const noteAt = column('styling_note');
  if (skuAt < 0 || (typeAt < 0 && noteAt < 0)) {
    problemCodes.push({ code: 'noHeader', values: { file } });
    return parsed([]);
  }
  if (body.length > MAX_ROWS)
    problemCodes.push({ code: 'tooManyRows', values: { file, max: MAX_ROWS } });
  const entries: ManifestEntry[] = [];
  body.slice(0, MAX_ROWS).forEach((cells, index) => {
    const row = index + 2;
    const sku = cellText(cells[skuAt]);
    if (!sku) {
      problemCodes.push({ code: 'noSku', values: { file, row } });
      return;
    }
    const typeText = typeAt < 0 ? '' : cellText(cells[typeAt]);
    const garmentType = garmentTypeFromText(typeText);
    if (typeText && !garmentType) {
      problemCodes.push({
        code: 'unknownType',
        values: { file, row, sku, type: typeText, types: GARMENT_TYPE_IDS.join(', ') },
      });
      return;
    }
    const note = noteAt < 0 ? '' : cellText(cells[noteAt]).replace(/\s+/g, ' ');
    if (note.length > STYLING_NOTE_MAX) {
      problemCodes.push({ code: 'noteTooLong', values: { file, row, sku, max: STYLING_NOTE_MAX } });
      return;
    }
    entries.push({ sku, garmentType, stylingNote: note || null });
  });
  return parsed(entries);
}

/** A dropped file that is a manifest rather than a photo. */
export const isManifestFileName = (name: string) => /\.(csv|tsv)$/i.test(name);
