import { ApiError } from '@google/genai';
import { describe, expect, it } from 'vitest';
import { ShotFailureError } from '../image-engine.js';
import type { VendorBill } from '../vendor-bill.js';
import { billRequests } from './billed-request.js';
import type { VendorPricing } from './vendor-pricing.js';
import { keyed } from '../../../core/server-messages.js';
import { reasonOf } from '../image-engine.js';

const PRICING: VendorPricing = { price: () => ({ image: 100_000, inputOnly: 2_000 }) };

function billing() {
  const bills: VendorBill[] = [];
  const bill = billRequests(
    {
      kind: 'shot',
      engine: 'gemini',
      model: 'gemini-3.1-flash-image',
      shot: { index: 2, id: 'side' },
      request: { inputImages: 2, identity: false, promptChars: 100 },
    },
    PRICING,
    (one) => bills.push(one),
  );
  return { bills, bill };
}

const ended = (bills: VendorBill[]) =>
  bills.map(({ ended, costMicroUsd }) => ({ ended, costMicroUsd }));

describe('what each request to a vendor is billed, by how it ended (decision 225)', () => {
  it('bills an answered image in full and passes the answer on', async () => {
    const { bills, bill } = billing();
    await expect(bill(Promise.resolve('png'), new AbortController().signal)).resolves.toBe('png');
    expect(bills).toEqual([
      {
        kind: 'shot',
        shot: { index: 2, id: 'side' },
        engine: 'gemini',
        model: 'gemini-3.1-flash-image',
        ended: 'image',
        costMicroUsd: 100_000,
        durationMs: expect.any(Number) as number,
      },
    ]);
  });

  it('bills nothing for an error status, the inputs of an answer without an image', async () => {
    const { bills, bill } = billing();
    const refused = new ApiError({ message: 'quota', status: 429 });
    const empty = new ShotFailureError({
      kind: 'refused',
      ...reasonOf(keyed('safetyDeclinedRequest')),
    });
    const signal = new AbortController().signal;
    await expect(bill(Promise.reject(refused), signal)).rejects.toBe(refused);
    await expect(bill(Promise.reject(empty), signal)).rejects.toBe(empty);
    expect(ended(bills)).toEqual([
      { ended: 'refused', costMicroUsd: 0 },
      { ended: 'no-image', costMicroUsd: 2_000 },
    ]);
    // Only the refused request carries the vendor's status: /metrics counts its 429s (decision 247).
    expect(bills.map((b) => b.httpStatus)).toEqual([429, undefined]);
  });

  it('bills a request we cut short in full, and one never sent or never reached not at all', async () => {
    const { bills, bill } = billing();
    const deadline = new AbortController();
    const cut = bill(
      new Promise((_, reject) => (deadline.signal.onabort = () => reject(new Error('aborted')))),
      deadline.signal,
    );
    deadline.abort();
    await expect(cut).rejects.toThrow('aborted');
    await expect(bill(Promise.reject(new Error('aborted')), deadline.signal)).rejects.toThrow();
    await expect(
      bill(Promise.reject(new TypeError('fetch failed')), new AbortController().signal),
    ).rejects.toThrow();
    expect(ended(bills)).toEqual([
      { ended: 'cut-short', costMicroUsd: 100_000 },
      { ended: 'not-reached', costMicroUsd: 0 },
      { ended: 'not-reached', costMicroUsd: 0 },
    ]);
  });

  it('passes requests through untouched when nobody listens or nothing is priced', async () => {
    const request = Promise.resolve('png');
    const nobody = billRequests(
      {
        kind: 'portrait',
        engine: 'gemini',
        model: 'm',
        request: { inputImages: 0, identity: false, promptChars: 0 },
      },
      PRICING,
      undefined,
    );
    expect(nobody(request, new AbortController().signal)).toBe(request);
    const unpriced = billRequests(
      {
        kind: 'portrait',
        engine: 'fashn',
        model: 'm',
        request: { inputImages: 0, identity: false, promptChars: 0 },
      },
      { price: () => null },
      () => expect.fail('an unpriced request is told to nobody'),
    );
    await unpriced(request, new AbortController().signal);
  });
});
