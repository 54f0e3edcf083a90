/**
 * Renders a scene to pixels: SVG through librsvg at the requested size, then the
 * photographic finish in separate sharp pipelines (sharp orders operations inside one
 * pipeline itself, so blur and grain each get their own).
 */
import sharp from 'sharp';
import { H, W } from './svg-kit.js';
import type { Scene } from './scene.js';

export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
}

/** Renders at 4:5 and crops to cover other aspect ratios. */
export async function renderSceneRaw(
  scene: Scene,
  width: number,
  height: number,
): Promise<RawImage> {
  // Render at the size that covers the target at the canvas' 4:5, then crop the centre.
  const scale = Math.max(width / W, height / H);
  const rw = Math.max(1, Math.round(W * scale));
  const rh = Math.max(1, Math.round(H * scale));
  const markup = scene.svg
    .toString()
    .replace(`width="${W}" height="${H}"`, `width="${rw}" height="${rh}"`);
  let image = await sharp(Buffer.from(markup))
    .resize(width, height, { fit: 'cover', position: 'centre' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });

  const blur = (scene.depthBlur ?? 0) * (width / W);
  if (blur >= 0.4) {
    image = await sharp(image.data, { raw: { width, height, channels: 3 } })
      .blur(blur)
      .raw()
      .toBuffer({ resolveWithObject: true });
  }

  const grain = scene.grain ?? 5;
  if (grain > 0) {
    const noise = await grainLayer(width, height, grain);
    image = await sharp(image.data, { raw: { width, height, channels: 3 } })
      .composite([{ input: noise, raw: { width, height, channels: 3 }, blend: 'soft-light' }])
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  }
  return { data: image.data, width, height, channels: 3 };
}

/** Monochrome film grain, neutral grey so soft-light leaves the mean brightness alone. */
async function grainLayer(width: number, height: number, sigma: number): Promise<Buffer> {
  const mono = await sharp({
    create: {
      width,
      height,
      channels: 1 as 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma },
    },
  })
    .raw()
    .toBuffer();
  return sharp(mono, { raw: { width, height, channels: 1 } })
    .toColourspace('srgb')
    .raw()
    .toBuffer();
}
