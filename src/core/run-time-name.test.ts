import { describe, expect, it } from 'vitest';
import { defaultCatalogueName, formatRunTime, splitTrailingRunTime } from './run-time-name';

describe('the default catalogue name', () => {
  it('says the run time in the format the unsaved-run banner uses', () => {
    const at = new Date(2026, 10, 27, 23, 5);
    expect(formatRunTime(at)).toBe('Nov 27, 2026, 11:05 PM');
    expect(defaultCatalogueName(at)).toBe('Catalogue Nov 27, 2026, 11:05 PM');
  });

  it('splits off a trailing run time and leaves other names whole', () => {
    expect(splitTrailingRunTime('Catalogue Nov 27, 2026, 9:05 AM')).toEqual({
      head: 'Catalogue',
      time: 'Nov 27, 2026, 9:05 AM',
    });
    expect(splitTrailingRunTime('Festive sarees')).toEqual({ head: 'Festive sarees', time: null });
  });
});
