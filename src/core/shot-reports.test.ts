import { describe, expect, it } from 'vitest';
import { failedACheck, failedChecksName } from './shot-reports.js';

describe('a failed check (decisions 263, 276)', () => {
  it('is the colour check, the print check or both', () => {
    expect(failedACheck({ colourWarning: false, printWarning: false })).toBe(false);
    expect(failedACheck({ colourWarning: true, printWarning: false })).toBe(true);
    expect(failedACheck({ colourWarning: false, printWarning: true })).toBe(true);
    expect(failedACheck({ colourWarning: true, printWarning: true })).toBe(true);
  });

  it('is named in the credit as the check that failed', () => {
    expect(failedChecksName({ colourWarning: true, printWarning: false })).toBe('the colour check');
    expect(failedChecksName({ colourWarning: false, printWarning: true })).toBe('the print check');
    expect(failedChecksName({ colourWarning: true, printWarning: true })).toBe(
      'the colour and print checks',
    );
  });
});
