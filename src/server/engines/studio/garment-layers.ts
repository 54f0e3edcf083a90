/**
 * The pieces every studio shot is built from: the garment (or, when the cut-out was not
 * trusted, the whole photo on a card) scaled to fit a box without changing its proportions,
 * and the final composite of layers onto a ground. Scaling is uniform: no shot squeezes or
 * shears the garment's outline (decision 100).
 */
import sharp from 'sharp';
import type { RawPixels } from '../encode-shot.js';
import type { PreparedView } from './prepare-view.js';
import { layShaded } from './garment-shading.js';
import type { Layer, PlacedLayer, ShadeMap, Subject } from './layer.js';
import { castShade, type GroundShade } from './soft-shadow.js';

export interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The garment cut out, scaled uniformly to fit a box of boxW x boxH pixels. */
export async function fitGarment(view: PreparedView, boxW: number, boxH: number): Promise<Subject> {
  const region = garmentRegion(view);
  const target = fit(region, boxW, boxH);
  const data = await sharp(view.rgba, {
    raw: { width: view.width, height: view.height, channels: 4 },
  })
    .extract(region)
    .resize(target.width, target.height, { kernel: 'lanczos3' })
    .raw()
    .toBuffer();
  return { data, ...target, channels: 4 };
}

/** The part of the prepared photo a fitted garment shows: its box and a 1% margin. */
export function garmentRegion(view: PreparedView): Region {
  const { bbox } = view;
  const margin = Math.round(Math.max(bbox.width, bbox.height) * 0.01);
  return clampRegion(
    {
      left: bbox.x - margin,
      top: bbox.y - margin,
      width: bbox.width + 2 * margin,
      height: bbox.height + 2 * margin,
    },
    view.width,
    view.height,
  );
}

/** The whole photo as a print with a white border and rounded corners, fitted to a box. */
export async function cardImage(view: PreparedView, boxW: number, boxH: number): Promise<Subject> {
  if (!view.rgb) throw new Error('A card shot needs the unmasked photo.');
  const inner = fit(view, boxW * 0.92, boxH * 0.92);
  const border = Math.round(Math.min(inner.width, inner.height) * 0.035);
  const cw = inner.width + 2 * border;
  const ch = inner.height + 2 * border;
  const photo = await sharp(view.rgb, {
    raw: { width: view.width, height: view.height, channels: 3 },
  })
    .resize(inner.width, inner.height)
    .raw()
    .toBuffer();
  const framed = await sharp(photo, {
    raw: { width: inner.width, height: inner.height, channels: 3 },
  })
    .extend({ top: border, bottom: border, left: border, right: border, background: '#fbfaf7' })
    .ensureAlpha()
    .raw()
    .toBuffer();
  const radius = Math.round(border * 0.8);
  const roundMask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${cw}" height="${ch}"><rect width="${cw}" height="${ch}" rx="${radius}" fill="#fff"/></svg>`,
  );
  const data = await sharp(framed, { raw: { width: cw, height: ch, channels: 4 } })
    .composite([{ input: roundMask, blend: 'dest-in' }])
    .raw()
    .toBuffer();
  return { data, width: cw, height: ch, channels: 4 };
}

/** The shot's subject: the cut-out garment, or the photo on a card when the cut-out was not trusted. */
export function subjectFor(view: PreparedView, boxW: number, boxH: number): Promise<Subject> {
  return view.cutout.method === 'card' ? cardImage(view, boxW, boxH) : fitGarment(view, boxW, boxH);
}

/** An RGBA layer (a subject, a drawn hanger or prop) to lay at (left, top), maybe shaded. */
export function place(layer: Layer, left: number, top: number, shade?: ShadeMap): PlacedLayer {
  if (layer.channels !== 4) throw new Error('Only RGBA layers are laid on a ground.');
  return { data: layer.data, width: layer.width, height: layer.height, left, top, shade };
}

/**
 * Casts the shades (soft shadows) on a copy of the ground, then lays the layers on it in
 * order ('over'). Done in JavaScript: libvips' composite blends every covered pixel in floating
 * point (40-50 ms a shot at HD), while a garment is mostly opaque pixels to copy and
 * transparent ones to skip (7-15 ms); the two agree to within one level.
 */
export async function composeOnGround(
  ground: RawPixels,
  layers: (PlacedLayer | Promise<PlacedLayer>)[],
  shades: (GroundShade | Promise<GroundShade>)[] = [],
): Promise<RawPixels> {
  const [placed, cast] = await Promise.all([Promise.all(layers), Promise.all(shades)]);
  const frame: RawPixels = await rgbCopy(ground);
  // The largest layer (the garment) hides much of the shadows: they are not cast where it is opaque.
  const cover = placed.reduce<PlacedLayer | undefined>(
    (big, l) => (!big || l.width * l.height > big.width * big.height ? l : big),
    undefined,
  );
  for (const shade of cast) castShade(frame, shade, cover);
  for (const layer of placed) {
    if (layer.shade) layShaded(frame, layer, layer.shade);
    else layOver(frame, layer);
  }
  return frame;
}

async function rgbCopy(ground: RawPixels): Promise<RawPixels> {
  const { width, height } = ground;
  const data =
    ground.channels === 3
      ? Buffer.from(ground.data)
      : await sharp(ground.data, { raw: { width, height, channels: ground.channels } })
          .removeAlpha()
          .raw()
          .toBuffer();
  return { data, width, height, channels: 3 };
}

/** Lays an RGBA layer over RGB pixels in place ('over'), clipped to the frame. */
export function layOver(frame: RawPixels, layer: PlacedLayer): void {
  const { data: dst, width: W, height: H } = frame;
  const src = layer.data;
  const x0 = Math.max(0, layer.left);
  const y0 = Math.max(0, layer.top);
  const x1 = Math.min(W, layer.left + layer.width);
  const y1 = Math.min(H, layer.top + layer.height);
  for (let y = y0; y < y1; y++) {
    let p = ((y - layer.top) * layer.width + x0 - layer.left) * 4;
    let q = (y * W + x0) * 3;
    for (let x = x0; x < x1; x++, p += 4, q += 3) {
      const a = src[p + 3]!;
      if (a === 0) continue;
      if (a === 255) {
        dst[q] = src[p]!;
        dst[q + 1] = src[p + 1]!;
        dst[q + 2] = src[p + 2]!;
        continue;
      }
      const f = a / 255;
      // A Buffer rounds towards zero when it stores a fraction: + 0.5 rounds to nearest.
      dst[q] = dst[q]! + (src[p]! - dst[q]!) * f + 0.5;
      dst[q + 1] = dst[q + 1]! + (src[p + 1]! - dst[q + 1]!) * f + 0.5;
      dst[q + 2] = dst[q + 2]! + (src[p + 2]! - dst[q + 2]!) * f + 0.5;
    }
  }
}

/** The largest uniform scale of `region` that fits boxW x boxH. */
export function fit(region: { width: number; height: number }, boxW: number, boxH: number) {
  const scale = Math.min(boxW / region.width, boxH / region.height);
  return {
    width: Math.max(1, Math.round(region.width * scale)),
    height: Math.max(1, Math.round(region.height * scale)),
  };
}

export function clampRegion(r: Region, width: number, height: number): Region {
  const left = Math.max(0, Math.min(width - 1, r.left));
  const top = Math.max(0, Math.min(height - 1, r.top));
  return {
    left,
    top,
    width: Math.max(1, Math.min(width - left, r.width)),
    height: Math.max(1, Math.min(height - top, r.height)),
  };
}
