import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { exportForMarketplace, MARKETPLACE_IDS, type MarketplaceId } from './marketplace-export.js';

let studioShot: Buffer;
// Each preset is exported once and shared by the tests that look at it.
const exported = new Map<MarketplaceId, ReturnType<typeof exportForMarketplace>>();
const exportOnce = (id: MarketplaceId) => {
  if (!exported.has(id)) exported.set(id, exportForMarketplace(studioShot, id));
  return exported.get(id)!;
};

/** A garment-like block on a plain light backdrop, as a studio shot looks. */
beforeAll(async () => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000"><rect width="800" height="1000" fill="#f4f3f0"/><path d="M300 150 L500 150 L620 820 L180 820 Z" fill="#a0203a"/></svg>`;
  studioShot = await sharp(Buffer.from(svg)).png().toBuffer();
});

/** Bounding box of pixels that differ from the frame's corner colour. */
async function productBox(image: Buffer) {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const corner = [data[0]!, data[1]!, data[2]!];
  let minX = info.width;
  let maxX = -1;
  let minY = info.height;
  let maxY = -1;
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const i = (y * info.width + x) * info.channels;
      if (
        Math.abs(data[i]! - corner[0]!) +
          Math.abs(data[i + 1]! - corner[1]!) +
          Math.abs(data[i + 2]! - corner[2]!) >
        60
      ) {
        minX = Math.min(minX, x);
        maxX = Math.max(maxX, x);
        minY = Math.min(minY, y);
        maxY = Math.max(maxY, y);
      }
    }
  }
  return { width: (maxX - minX + 1) / info.width, height: (maxY - minY + 1) / info.height, corner };
}

describe('marketplace exports', () => {
  it.each([
    ['amazon', 2000, 2000],
    ['myntra', 1080, 1440],
    ['ajio', 1200, 1500],
    ['shopify', 2048, 2048],
    ['instagram', 1080, 1350],
  ] as const)('%s is %ix%i JPEG', async (id, width, height) => {
    const result = await exportOnce(id);
    expect(await sharp(result.data).metadata()).toMatchObject({ format: 'jpeg', width, height });
  });

  it('Amazon: pure white background, product filling 85% of the frame', async () => {
    const result = await exportOnce('amazon');
    expect(result.isolated).toBe(true);
    const box = await productBox(result.data);
    expect(box.corner).toEqual([255, 255, 255]);
    expect(Math.max(box.width, box.height)).toBeCloseTo(0.85, 1);
    expect(Math.abs(Math.max(box.width, box.height) - 0.85)).toBeLessThan(0.02);
  });

  it('Myntra: 3:4 on light grey, product filling the frame with a soft shadow', async () => {
    const result = await exportOnce('myntra');
    const box = await productBox(result.data);
    expect(box.corner.every((v) => Math.abs(v - 0xf1) <= 3)).toBe(true);
    expect(Math.abs(Math.max(box.width, box.height) - 0.86)).toBeLessThan(0.03);
  });

  it('Ajio: 1:1.25 with both sides over 1000 px', async () => {
    const result = await exportOnce('ajio');
    expect(result.height / result.width).toBe(1.25);
    expect(Math.min(result.width, result.height)).toBeGreaterThan(1000);
  });

  it('lists five presets', () => {
    expect(MARKETPLACE_IDS).toEqual(['amazon', 'myntra', 'ajio', 'shopify', 'instagram']);
  });
});
