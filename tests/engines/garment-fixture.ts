import { drawGarmentPhoto } from '../support/garments.js';

/** A small front/back pair of photos, drawn once per test file. */
export async function smallGarmentViews() {
  const style = { kind: 'kurta', color: '#b0122b', accent: '#d4a843', border: true } as const;
  const backdrop = { color: '#e9e6df', vignette: 0.2, noise: 2 };
  const [front, back] = await Promise.all([
    drawGarmentPhoto({ ...style, pattern: 'buti' }, backdrop, { width: 400, height: 500 }),
    drawGarmentPhoto(style, backdrop, { width: 400, height: 500 }),
  ]);
  return { front: front.photo, back: back.photo };
}

export const SMALL_OUTPUT = { width: 240, height: 300, previewLongSide: 120 } as const;
export const FAST_RETRY = { attempts: 3, baseDelayMs: 5, maxDelayMs: 20 } as const;

export type SmallGarmentViews = Awaited<ReturnType<typeof smallGarmentViews>>;
