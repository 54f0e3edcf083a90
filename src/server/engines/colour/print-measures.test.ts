import { describe, expect, it } from 'vitest';
import type { RawImage } from '../image-engine.js';
import { garmentArea, measurePrint } from './print-measures.js';

const SIZE = 60;
const RULES = { cellsAcross: 10, cellPresence: 0.03 };

/** A 40x40 garment (family 0) on an unlabelled scene, with `print` marking family-1 pixels. */
function garment(print: (x: number, y: number) => boolean): Int8Array {
  const labels = new Int8Array(SIZE * SIZE).fill(-1);
  for (let y = 10; y < 50; y++)
    for (let x = 10; x < 50; x++) labels[y * SIZE + x] = print(x, y) ? 1 : 0;
  return labels;
}

function grey(labels: Int8Array): RawImage {
  const data = Buffer.alloc(SIZE * SIZE * 3);
  labels.forEach((label, i) => data.fill(label === 1 ? 220 : 80, i * 3, i * 3 + 3));
  return { data, width: SIZE, height: SIZE, channels: 3 };
}

describe('the print measures', () => {
  it('fills a motif larger than the closing into the garment', () => {
    const labels = garment((x, y) => x >= 20 && x < 40 && y >= 20 && y < 40);
    const area = garmentArea(labels, SIZE, SIZE, 2);
    expect(area[30 * SIZE + 30]).toBeTruthy();
    expect(area[5 * SIZE + 5]).toBeFalsy();
  });

  it('tells a print spread over the garment from a band of about the same share', () => {
    const dots = garment((x, y) => x % 4 === 0 && y % 4 === 0);
    // A band near the hem, with a strip of the garment's colour below it as a hem has.
    const band = garment((_x, y) => y >= 40 && y < 43);
    const spread = measurePrint(dots, grey(dots), 2, 2, RULES);
    const edge = measurePrint(band, grey(band), 2, 2, RULES);
    expect(spread.counts[1]).toBe(100);
    expect(edge.counts[1]).toBe(120);
    expect(spread.spread[1]).toBeGreaterThan(0.8);
    expect(edge.spread[1]).toBeLessThan(0.2);
  });
});
