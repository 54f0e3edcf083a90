import { describe, expect, it } from 'vitest';
import { boundaryError } from './mask-metrics.js';

function square(size: number, from: number, to: number): Uint8Array {
  const m = new Uint8Array(size * size);
  for (let y = from; y < to; y++) for (let x = from; x < to; x++) m[y * size + x] = 255;
  return m;
}

describe('boundaryError', () => {
  it('is 0 for the same mask and the offset for a square grown by 2 px', () => {
    expect(boundaryError(square(40, 10, 30), square(40, 10, 30), 40, 40)).toBe(0);
    expect(boundaryError(square(40, 10, 30), square(40, 8, 32), 40, 40)).toBeCloseTo(2, 0);
  });

  it('is infinite when one mask is empty', () => {
    expect(boundaryError(square(40, 10, 30), new Uint8Array(1600), 40, 40)).toBe(Infinity);
  });
});
