import { describe, expect, it } from 'vitest';
import { csvField } from './batch-zip.js';

describe('csvField (manifest.csv cells)', () => {
  it('defuses a cell a spreadsheet would read as a formula', () => {
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('+SUM(1+1)')).toBe("'+SUM(1+1)");
    expect(csvField("-2+3+cmd|' calc'!A0")).toBe("'-2+3+cmd|' calc'!A0");
    expect(csvField('@SUM(1+1)')).toBe("'@SUM(1+1)");
  });

  it('quotes a defused cell that holds a quote or comma, doubling its quotes', () => {
    expect(csvField('=HYPERLINK("http:evil.example","x")')).toBe(
      `"'=HYPERLINK(""http:evil.example"",""x"")"`,
    );
  });

  it('leaves ordinary text alone, and markup is only text to a spreadsheet', () => {
    expect(csvField('KURTA-A')).toBe('KURTA-A');
    expect(csvField('A-1 = B')).toBe('A-1 = B');
    expect(csvField('<img src=x onerror="alert(1)">')).toBe('"<img src=x onerror=""alert(1)"">"');
  });
});
