import { describe, expect, it } from 'vitest';
import { addBillingPeriod, formatInvoiceNumber, gstBreakdown, invoiceYearOf } from './billing.js';
import { periodPricePaise } from './plans.js';

describe('gstBreakdown', () => {
  it('splits a GST-inclusive price into taxable value and CGST/SGST halves, in whole paise', () => {
    const pro = gstBreakdown(periodPricePaise('pro', 'monthly'), 18);
    expect(pro).toEqual({
      totalPaise: 299_900,
      taxablePaise: 254_153,
      taxPaise: 45_747,
      supply: 'intra-state',
      cgstPaise: 22_873,
      sgstPaise: 22_874,
      igstPaise: 0,
      ratePercent: 18,
    });
    expect(pro.taxablePaise + pro.cgstPaise + pro.sgstPaise).toBe(pro.totalPaise);
  });

  it('puts the whole tax in IGST for an inter-state supply', () => {
    expect(gstBreakdown(periodPricePaise('pro', 'monthly'), 18, 'inter-state')).toEqual({
      totalPaise: 299_900,
      taxablePaise: 254_153,
      taxPaise: 45_747,
      supply: 'inter-state',
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 45_747,
      ratePercent: 18,
    });
  });

  it('adds up to exactly what was paid, in paise, for every plan price and both supplies', () => {
    const prices = [
      ...(['pro', 'premium'] as const).flatMap((plan) =>
        (['monthly', 'yearly'] as const).map((period) => periodPricePaise(plan, period)),
      ),
      1,
      2,
      99,
      100_001,
      123_457,
    ];
    for (const total of prices) {
      for (const supply of ['intra-state', 'inter-state'] as const) {
        const split = gstBreakdown(total, 18, supply);
        expect(split.taxablePaise + split.cgstPaise + split.sgstPaise + split.igstPaise).toBe(
          total,
        );
        expect(split.cgstPaise + split.sgstPaise + split.igstPaise).toBe(split.taxPaise);
        expect(Number.isInteger(split.taxablePaise) && Number.isInteger(split.taxPaise)).toBe(true);
        if (supply === 'intra-state') {
          expect(split.sgstPaise - split.cgstPaise).toBeGreaterThanOrEqual(0);
          expect(split.sgstPaise - split.cgstPaise).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  it('has no tax at rate 0', () => {
    expect(gstBreakdown(999_900, 0)).toMatchObject({ taxablePaise: 999_900, taxPaise: 0 });
  });
});

describe('billing periods and invoices', () => {
  it('adds a month (clamped) or a year', () => {
    expect(addBillingPeriod(new Date('2026-01-31T10:00:00Z'), 'monthly')).toEqual(
      new Date('2026-02-28T10:00:00Z'),
    );
    expect(addBillingPeriod(new Date('2026-03-15T10:00:00Z'), 'yearly')).toEqual(
      new Date('2027-03-15T10:00:00Z'),
    );
  });

  it('numbers invoices per year in India', () => {
    expect(formatInvoiceNumber(2026, 1)).toBe('VS-2026-000001');
    // 31 Dec 20:00 UTC is already 1 January in India.
    expect(invoiceYearOf(new Date('2026-12-31T20:00:00Z'))).toBe(2027);
  });
});
