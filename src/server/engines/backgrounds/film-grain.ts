import { rng } from './svg-kit.js';

/**
 * Monochrome film grain: a raw RGB layer of gaussian noise around neutral grey (128), for a
 * soft-light blend that leaves the mean brightness alone. Seeded, so a preset renders the same
 * bytes on every machine and every run (sharp's own noise is random per call, which made the
 * cached backgrounds of a server and a worker differ, and the sample images irreproducible).
 */
export function filmGrain(width: number, height: number, sigma: number, seed = 0x9e3779b9) {
  const random = rng(seed);
  const pixels = width * height;
  const layer = Buffer.allocUnsafe(pixels * 3);
  const put = (pixel: number, value: number) => {
    const level = Math.min(255, Math.max(0, Math.round(128 + value)));
    layer[pixel * 3] = level;
    layer[pixel * 3 + 1] = level;
    layer[pixel * 3 + 2] = level;
  };
  // Box-Muller: two independent gaussian values from each pair of uniform ones.
  for (let pixel = 0; pixel < pixels; pixel += 2) {
    const radius = Math.sqrt(-2 * Math.log(1 - random())) * sigma;
    const angle = 2 * Math.PI * random();
    put(pixel, radius * Math.cos(angle));
    if (pixel + 1 < pixels) put(pixel + 1, radius * Math.sin(angle));
  }
  return layer;
}
