import { describe, expect, it } from 'vitest';
import { usagePeriodAt } from './usage-period.js';

const d = (iso: string) => new Date(iso);

describe('usagePeriodAt', () => {
  it('steps monthly from the anchor', () => {
    const period = usagePeriodAt(d('2026-01-15T10:00:00Z'), d('2026-03-20T00:00:00Z'));
    expect(period.start.toISOString()).toBe('2026-03-15T10:00:00.000Z');
    expect(period.end.toISOString()).toBe('2026-04-15T10:00:00.000Z');
  });

  it('stays in the previous period until the anchor time of day has passed', () => {
    const period = usagePeriodAt(d('2026-01-15T10:00:00Z'), d('2026-03-15T09:59:59Z'));
    expect(period.start.toISOString()).toBe('2026-02-15T10:00:00.000Z');
  });

  it('clamps an anchor on the 31st to short months', () => {
    const feb = usagePeriodAt(d('2026-01-31T00:00:00Z'), d('2026-03-01T00:00:00Z'));
    expect(feb.start.toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(feb.end.toISOString()).toBe('2026-03-31T00:00:00.000Z');
  });

  it('gives a yearly plan twelve monthly periods', () => {
    const anchor = d('2026-05-01T00:00:00Z');
    const starts = new Set<string>();
    for (let day = 0; day < 365; day += 5) {
      starts.add(
        usagePeriodAt(anchor, new Date(anchor.getTime() + day * 86_400_000)).start.toISOString(),
      );
    }
    expect(starts.size).toBe(12);
  });

  it('uses the first period for a time before the anchor', () => {
    const period = usagePeriodAt(d('2026-05-01T00:00:00Z'), d('2026-04-01T00:00:00Z'));
    expect(period.start.toISOString()).toBe('2026-05-01T00:00:00.000Z');
  });
});
