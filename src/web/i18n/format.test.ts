import { describe, expect, it } from 'vitest';
import { formatInr } from '@core/plans';
import { formatDay, formatMoment, formatNumber } from './format';

const at = new Date(2026, 10, 27, 11, 5);

describe('formats in the reader language (decision 194)', () => {
  it('keeps the spec forms in English', () => {
    expect(formatDay(at, 'en')).toBe('Nov 27, 2026');
    expect(formatMoment(at, 'en')).toBe('Nov 27, 2026, 11:05 AM');
    expect(formatInr(299900)).toBe('₹2,999');
    expect(formatNumber(1234567, 'en')).toBe('12,34,567');
  });

  it('writes dates, numbers and rupees in hi-IN for Hindi', () => {
    expect(formatDay(at, 'hi')).toBe('27 नव॰ 2026');
    expect(formatMoment(at, 'hi')).toMatch(/^27 नव॰ 2026, 11:05 am$/);
    expect(formatInr(299950, 'hi-IN')).toBe('₹2,999.50');
    expect(formatNumber(1234567, 'hi')).toBe('12,34,567');
  });
});
