/**
 * Turns one uploaded photo into what the shots are cut from: the photo decoded once (capped
 * in size), enhanced, with the feathered garment mask as its alpha channel, plus the
 * cut-out's confidence. Done once per view per catalogue; every shot reuses it.
 */
import sharp, { type OutputInfo } from 'sharp';
import { keyed } from '../../../core/server-messages.js';
import { reasonOf, ShotFailureError } from '../image-engine.js';
import { cleanEdges, edgeBandFor } from './clean-edges.js';
import { CUTOUT_CONFIDENCE_THRESHOLD, cutOut, type CutoutResult } from './cut-out.js';
import { measureEnhancement, sharpenKernel } from './enhance.js';
import { straighten } from './straighten.js';

/** Long side the photo is kept at: enough for a 2x detail crop of an HD shot. */
const MAX_SIDE = 2600;
/** Long side of the working copy the cut-out runs on. */
const WORK_SIDE = 720;

export interface PreparedView {
  /**
   * Enhanced photo with the garment mask as alpha (RGBA, raw), at the photo's own resolution
   * (capped at MAX_SIDE): cropped to the garment and a small margin when it was cut out.
   */
  rgba: Buffer;
  /** Enhanced photo without a mask (RGB, raw); only kept for the card fallback. */
  rgb: Buffer | null;
  width: number;
  height: number;
  /** Garment bounding box in this image's pixels. */
  bbox: { x: number; y: number; width: number; height: number };
  cutout: {
    method: 'cutout' | 'card';
    confidence: number;
    note?: string;
    /** Degrees the photo was turned to stand the garment upright (decision 182). */
    straightened?: number;
  };
}

export interface PrepareOptions {
  /** Colour decontamination along the cut (clean-edges.ts); off only to measure it. */
  cleanEdges?: boolean;
}

export async function prepareView(
  input: Buffer,
  options: PrepareOptions = {},
): Promise<PreparedView> {
  let decoded: { data: Buffer; info: OutputInfo };
  let hasAlphaChannel: boolean;
  // Without an alpha channel, the cut-out's small copy is decoded on its own (a JPEG shrinks on
  // load), so the cut-out runs while libvips is still decoding the full-size photo.
  let early: { work: Buffer; ww: number; wh: number; result: CutoutResult } | undefined;
  try {
    const image = sharp(input, { limitInputPixels: 100_000_000 });
    hasAlphaChannel = (await image.metadata()).hasAlpha;
    // A photo without an alpha channel (every JPEG) is decoded straight to RGB: no pass spent
    // on an alpha band that would be opaque everywhere.
    const resized = image.resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
    const full = (hasAlphaChannel ? resized.ensureAlpha() : resized.removeAlpha())
      .raw()
      .toBuffer({ resolveWithObject: true });
    full.catch(() => undefined);
    if (!hasAlphaChannel) {
      const small = await sharp(input, { limitInputPixels: 100_000_000 })
        .resize(WORK_SIDE, WORK_SIDE, { fit: 'inside', withoutEnlargement: true })
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const { width: ww, height: wh } = small.info;
      if (ww >= 8 && wh >= 8) {
        const result = cutOut({ data: small.data, width: ww, height: wh });
        early = { work: small.data, ww, wh, result };
      }
    }
    decoded = await full;
  } catch (error) {
    throw new ShotFailureError({
      kind: 'bad-input',
      ...reasonOf(keyed('anyPhotoUnreadable')),
      detail: error instanceof Error ? error.message : String(error),
    });
  }
  let { width, height } = decoded.info;
  const pixels = width * height;

  // A photo that already has transparency (a cut-out PNG) is used as it is.
  let hasOwnAlpha = false;
  if (hasAlphaChannel) {
    let transparent = 0;
    for (let i = 0; i < pixels; i++) if (decoded.data[i * 4 + 3]! < 128) transparent++;
    hasOwnAlpha = transparent > pixels * 0.05;
  }
  let rgbRaw = hasAlphaChannel
    ? await sharp(decoded.data, { raw: { width, height, channels: 4 } })
        .flatten({ background: '#ffffff' })
        .raw()
        .toBuffer()
    : decoded.data;

  const scale = Math.min(1, WORK_SIDE / Math.max(width, height));
  let ww = early?.ww ?? Math.max(8, Math.round(width * scale));
  let wh = early?.wh ?? Math.max(8, Math.round(height * scale));
  const work =
    early?.work ??
    (await sharp(rgbRaw, { raw: { width, height, channels: 3 } })
      .resize(ww, wh)
      .raw()
      .toBuffer());

  let workMask: Uint8Array;
  let cutout: PreparedView['cutout'];
  let bboxWork: PreparedView['bbox'];
  if (hasOwnAlpha) {
    const alpha = await sharp(decoded.data, { raw: { width, height, channels: 4 } })
      .extractChannel(3)
      .resize(ww, wh)
      .toColourspace('b-w')
      .raw()
      .toBuffer();
    workMask = Uint8Array.from(alpha, (a) => (a >= 128 ? 255 : 0));
    bboxWork = maskBox(workMask, ww, wh);
    cutout = { method: 'cutout', confidence: 1, note: "Used the photo's own transparency." };
  } else {
    const result = early?.result ?? cutOut({ data: work, width: ww, height: wh });
    workMask = result.mask;
    bboxWork = result.bbox;
    const ok = result.confidence >= CUTOUT_CONFIDENCE_THRESHOLD;
    cutout = {
      method: ok ? 'cutout' : 'card',
      confidence: result.confidence,
      ...(ok
        ? {}
        : {
            note: `${result.note ?? 'Low cut-out confidence.'} The photo is shown whole on a card.`,
          }),
      ...(ok && result.tilt !== 0 ? { straightened: result.tilt } : {}),
      ...(ok && result.tiltNote ? { note: result.tiltNote } : {}),
    };
  }

  const enhance = measureEnhancement(work, cutout.method === 'cutout' ? workMask : null);
  if (cutout.straightened) {
    // A garment a few degrees off straight is turned upright, photo and mask alike.
    const turned = await straighten(
      { rgb: rgbRaw, width, height },
      { data: workMask, width: ww, height: wh },
      cutout.straightened,
    );
    ({ rgb: rgbRaw, width, height, mask: workMask, maskWidth: ww, maskHeight: wh } = turned);
    bboxWork = maskBox(workMask, ww, wh);
  }
  const sx = width / ww;
  const sy = height / wh;
  const bboxFull = {
    x: Math.floor(bboxWork.x * sx),
    y: Math.floor(bboxWork.y * sy),
    width: Math.min(width, Math.ceil(bboxWork.width * sx)),
    height: Math.min(height, Math.ceil(bboxWork.height * sy)),
  };
  // A cut-out garment is only ever seen inside its box: grading and masking the backdrop
  // around it would be wasted work (about half of a typical photo). The card keeps it all.
  const region =
    cutout.method === 'cutout'
      ? grow(bboxFull, Math.round(Math.max(bboxFull.width, bboxFull.height) * 0.02), width, height)
      : { left: 0, top: 0, width, height };
  // sharp runs these in its own order, whatever the order of the calls: the sharpening
  // convolution, then the levels, then the saturation (on the unclipped levels, in float).
  const grading = sharp(rgbRaw, { raw: { width, height, channels: 3 } })
    .extract(region)
    .linear(enhance.gain, enhance.offset)
    // Saturation in LCh (hue and lightness kept); a cheaper RGB matrix shifted reds.
    .modulate({ saturation: enhance.saturation })
    .convolve(sharpenKernel(enhance.sharpenSigma))
    .raw()
    .toBuffer();

  // Mask to full size, feathered, then pulled in a little so no backdrop fringe shows: one
  // working pixel of erosion keeps the backdrop's colour out of the feathered edge, and the
  // contrast stretch after the blur (x1.4 - 30%) tightens the feather's outer half.
  const feather = Math.max(0.6, Math.max(width, height) / 1600);
  // Made alongside the grading: neither needs the other.
  const masking = sharp(Buffer.from(erode(workMask, ww, wh)), {
    raw: { width: ww, height: wh, channels: 1 },
  })
    .resize(width, height, { kernel: 'linear' })
    .extract(region)
    .blur(feather)
    .linear(1.4, -0.3 * 255)
    // Single-band pipelines must say so, or libvips hands back sRGB.
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  const [graded, alpha] = await Promise.all([grading, masking]);
  // Joined apart from the grading: in one pipeline libvips would grade four bands.
  const joined = await sharp(graded, {
    raw: { width: region.width, height: region.height, channels: 3 },
  })
    .joinChannel(alpha, { raw: { width: region.width, height: region.height, channels: 1 } })
    .raw()
    .toBuffer();
  // The backdrop's colour left along the cut is replaced by the garment's own before any shot
  // lays it on a scene; the card keeps the photo whole.
  const rgba =
    cutout.method === 'cutout' && options.cleanEdges !== false
      ? await cleanEdges(joined, region.width, region.height, edgeBandFor(Math.max(sx, sy)))
      : joined;
  // The card fallback shows the whole photo, backdrop included, so it keeps it unmasked.
  const rgb = cutout.method === 'card' ? graded : null;

  const bbox = {
    x: bboxFull.x - region.left,
    y: bboxFull.y - region.top,
    width: Math.min(region.width, bboxFull.width),
    height: Math.min(region.height, bboxFull.height),
  };
  return { rgba, rgb, width: region.width, height: region.height, bbox, cutout };
}

/** A box grown by `margin` on every side, kept inside the image, as a sharp extract region. */
function grow(
  box: PreparedView['bbox'],
  margin: number,
  width: number,
  height: number,
): { left: number; top: number; width: number; height: number } {
  const left = Math.max(0, box.x - margin);
  const top = Math.max(0, box.y - margin);
  const right = Math.min(width, box.x + box.width + margin);
  const bottom = Math.min(height, box.y + box.height + margin);
  return { left, top, width: right - left, height: bottom - top };
}

function maskBox(mask: Uint8Array, width: number, height: number): PreparedView['bbox'] {
  let minX = width;
  let minY = height;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!mask[y * width + x]) continue;
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
  }
  return maxX < 0
    ? { x: 0, y: 0, width, height }
    : { x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1 };
}

function erode(mask: Uint8Array, width: number, height: number): Uint8Array {
  const out = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!mask[i]) continue;
      const inside =
        (x === 0 || mask[i - 1]) &&
        (x === width - 1 || mask[i + 1]) &&
        (y === 0 || mask[i - width]) &&
        (y === height - 1 || mask[i + width]);
      out[i] = inside ? 255 : 0;
    }
  }
  return out;
}
