/**
 * Renders a scene to pixels: SVG through librsvg, then the
 * photographic finish in separate sharp pipelines (sharp orders operations inside one
 * pipeline itself, so blur and grain each get their own).
 */
import sharp from 'sharp';
import { H, W } from './svg-kit.js';
import type { Scene } from './scene.js';
import { filmGrain } from './film-grain.js';

export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
}

/** Depth blur (sigma, px) at which a scene is drawn: enough to hold every detail it keeps. */
const DRAW_BLUR = 1.5;

/**
 * Renders at 4:5 and crops to cover other aspect ratios.
 *
 * A scene whose depth blur is strong is drawn smaller and scaled up: a Gaussian of sigma s
 * leaves nothing above the Nyquist frequency of an image drawn at 1.5/s of the size, so the
 * result is the same while librsvg draws a quarter to a sixteenth of the pixels (its filters
 * made a full-size interior take 20-30 s). Grain is added at full size, so it stays crisp.
 */
export async function renderSceneRaw(
  scene: Scene,
  width: number,
  height: number,
): Promise<RawImage> {
  const blur = (scene.depthBlur ?? 0) * (width / W);
  const drawScale = blur > DRAW_BLUR ? DRAW_BLUR / blur : 1;
  // Draw at the size that covers the target at the canvas' 4:5, then crop the centre.
  const scale = Math.max(width / W, height / H) * drawScale;
  const rw = Math.max(1, Math.round(W * scale));
  const rh = Math.max(1, Math.round(H * scale));
  const markup = scene.svg
    .toString()
    .replace(`width="${W}" height="${H}"`, `width="${rw}" height="${rh}"`);
  let image = await sharp(Buffer.from(markup))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });

  // Out of focus at the drawing's scale, then up to the target (sharp runs blur after resize
  // inside one pipeline, hence two).
  if (blur >= 0.4) {
    image = await sharp(image.data, { raw: { width: rw, height: rh, channels: 3 } })
      .blur(blur * drawScale)
      .raw()
      .toBuffer({ resolveWithObject: true });
  }
  image = await sharp(image.data, { raw: { width: rw, height: rh, channels: 3 } })
    .resize(width, height, { fit: 'cover', position: 'centre' })
    .raw()
    .toBuffer({ resolveWithObject: true });

  const grain = scene.grain ?? 5;
  if (grain > 0) {
    const noise = filmGrain(width, height, grain);
    image = await sharp(image.data, { raw: { width, height, channels: 3 } })
      .composite([{ input: noise, raw: { width, height, channels: 3 }, blend: 'soft-light' }])
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  }
  return { data: image.data, width, height, channels: 3 };
}
