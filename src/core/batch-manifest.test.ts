import { describe, expect, it } from 'vitest';
import { garmentTypeFromText, parseBatchManifest, parseCsv } from './batch-manifest.js';
import { GARMENT_TYPE_IDS } from './garments.js';

describe('parseCsv', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks; skips empty rows', () => {
    expect(parseCsv('\uFEFFsku,note\r\n"A,1","say ""hi""\nthere"\r\n\r\nB,x')).toEqual([
      ['sku', 'note'],
      ['A,1', 'say "hi"\nthere'],
      ['B', 'x'],
    ]);
  });

  it('takes the semicolon or tab as the separator when the first line uses it', () => {
    expect(parseCsv('sku;garment_type\nA;saree, silk')).toEqual([
      ['sku', 'garment_type'],
      ['A', 'saree, silk'],
    ]);
    expect(parseCsv('sku\tnote\nA\twith belt; no dupatta')).toEqual([
      ['sku', 'note'],
      ['A', 'with belt; no dupatta'],
    ]);
  });
});

describe('garmentTypeFromText', () => {
  it.each([
    ['kurta-set', 'kurta-set'],
    ['Saree', 'saree'],
    ['  T-SHIRT ', 't-shirt'],
    ['Kurta set / salwar suit', 'kurta-set'],
    ['salwar suit', 'kurta-set'],
    ['Lehenga', 'lehenga'],
    ['kurti', 'kurta'],
    ['toga', null],
    ['', null],
  ])('%s is %s', (text, id) => {
    expect(garmentTypeFromText(text)).toBe(id);
  });
});

describe('parseBatchManifest', () => {
  it('reads sku, garment type and styling note by header, in any order and case', () => {
    const parsed = parseBatchManifest(
      'Garment Type,SKU,Styling note,colour\nsaree,SAREE-1,pallu pleated,red\nKurta,KURTA-2,,blue\n,TEE-3,,\n',
      'products.csv',
    );
    expect(parsed.problems).toEqual([]);
    expect(parsed.entries).toEqual([
      { sku: 'SAREE-1', garmentType: 'saree', stylingNote: 'pallu pleated' },
      { sku: 'KURTA-2', garmentType: 'kurta', stylingNote: null },
      { sku: 'TEE-3', garmentType: null, stylingNote: null },
    ]);
  });

  it('reads the manifest.csv of a batch download as it is, formula quotes and all', () => {
    const parsed = parseBatchManifest(
      "sku,catalogue_name,files,status,garment_type\r\n'-KURTA,'-KURTA,\"'-KURTA/a.png;'-KURTA/b.png\",completed,kurta\r\n",
      'manifest.csv',
    );
    expect(parsed.entries).toEqual([{ sku: '-KURTA', garmentType: 'kurta', stylingNote: null }]);
  });

  it('names the file, row and SKU of an unknown type and lists the types; other rows still count', () => {
    const parsed = parseBatchManifest('sku,garment_type\nA,saree\nB,toga\n', 'products.csv');
    expect(parsed.entries).toEqual([{ sku: 'A', garmentType: 'saree', stylingNote: null }]);
    expect(parsed.problems).toEqual([
      `products.csv, row 3 (B): “toga” is not a garment type. Use one of: ${GARMENT_TYPE_IDS.join(', ')}.`,
    ]);
  });

  it('asks for a header row when there is no sku or garment type column', () => {
    expect(parseBatchManifest('KURTA-1,saree\n', 'list.csv').problems).toEqual([
      'list.csv needs a first row naming its columns: sku, garment_type and (optionally) styling_note.',
    ]);
    expect(parseBatchManifest('', 'empty.csv').problems).toEqual(['empty.csv is empty.']);
  });

  it('refuses a styling note over the limit', () => {
    const parsed = parseBatchManifest(`sku,styling_note\nA,${'x'.repeat(201)}\n`, 'p.csv');
    expect(parsed.entries).toEqual([]);
    expect(parsed.problems[0]).toMatch(/row 2 \(A\): the styling note is over 200 characters/);
  });
});
