/**
 * The pieces every studio shot is built from: the garment (or, when the cut-out was not
 * trusted, the whole photo on a card) scaled to fit a box without changing its proportions,
 * and the final composite of layers onto a ground. Scaling is uniform: no shot squeezes or
 * shears the garment's outline (decision 100).
 */
import sharp, { type OverlayOptions } from 'sharp';
import type { RawPixels } from '../encode-shot.js';
import type { PreparedView } from './prepare-view.js';
import { castShade, type GroundShade } from './soft-shadow.js';

export interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Pixels of any band count (grey, grey + alpha, RGB, RGBA). */
export interface Layer {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

/** RGBA pixels of the subject of a shot, at the size it is placed. */
export interface Subject extends RawPixels {
  channels: 4;
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

/**
 * Casts the shades (soft shadows) on a copy of the ground, then composites the layers (in
 * order) onto it: one libvips pass.
 */
export async function composeOnGround(
  ground: RawPixels,
  layers: (OverlayOptions | Promise<OverlayOptions>)[],
  shades: (GroundShade | Promise<GroundShade>)[] = [],
): Promise<RawPixels> {
  const { width, height } = ground;
  let base = ground;
  if (shades.length > 0) {
    base = { ...ground, data: Buffer.from(ground.data) };
    for (const shade of await Promise.all(shades)) castShade(base, shade);
  }
  const data = await sharp(base.data, { raw: { width, height, channels: ground.channels } })
    .composite(await Promise.all(layers))
    .removeAlpha()
    .raw()
    .toBuffer();
  return { data, width, height, channels: 3 };
}

/** An RGBA subject as a composite step at (left, top), clipped to the frame. */
export async function overlay(
  subject: Layer,
  left: number,
  top: number,
  W: number,
  H: number,
  extra: Partial<OverlayOptions> = {},
): Promise<OverlayOptions> {
  const clipped = await clipToFrame(subject, left, top, W, H);
  return {
    input: clipped.pixels.data,
    raw: {
      width: clipped.pixels.width,
      height: clipped.pixels.height,
      channels: clipped.pixels.channels,
    },
    left: clipped.left,
    top: clipped.top,
    ...extra,
  };
}

async function clipToFrame(
  subject: Layer,
  left: number,
  top: number,
  W: number,
  H: number,
): Promise<{ pixels: Layer; left: number; top: number }> {
  const x0 = Math.max(0, left);
  const y0 = Math.max(0, top);
  const x1 = Math.min(W, left + subject.width);
  const y1 = Math.min(H, top + subject.height);
  if (x0 === left && y0 === top && x1 === left + subject.width && y1 === top + subject.height) {
    return { pixels: subject, left, top };
  }
  const region = {
    left: x0 - left,
    top: y0 - top,
    width: Math.max(1, x1 - x0),
    height: Math.max(1, y1 - y0),
  };
  const data = await sharp(subject.data, {
    raw: { width: subject.width, height: subject.height, channels: subject.channels },
  })
    .extract(region)
    .raw()
    .toBuffer();
  return {
    pixels: { data, width: region.width, height: region.height, channels: subject.channels },
    left: x0,
    top: y0,
  };
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
