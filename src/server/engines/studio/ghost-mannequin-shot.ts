/**
 * Ghost mannequin: the flat garment given the body it would have on an invisible mannequin,
 * on the plain light ground marketplaces expect. Shading from its own silhouette (a blurred
 * mask as a height map, lit) and the inside of the back seen through the neck opening: from
 * the back photo when there is one, otherwise drawn in the garment's own colour, in shade.
 */
import sharp from 'sharp';
import type { RawPixels } from '../encode-shot.js';
import { composeOnGround, place } from './garment-layers.js';
import type { PlacedLayer, Subject } from './layer.js';
import { volumeShade } from './garment-shading.js';
import type { PreparedView } from './prepare-view.js';
import type { ShotContext } from './shot-context.js';
import { findNeckline, silhouetteOf, type Neckline } from './silhouette.js';
import { softShadow } from './soft-shadow.js';
import { STANDING } from './standing-shot.js';

/** The same box as the Front (so both share one resize of the garment), centred. */
export const GHOST = { ...STANDING, centerY: 0.5 } as const;

/** How much darker the inside of the garment is than its outside. */
const INSIDE_SHADE = 0.6;

/**
 * A dress, a kurta set or a lehenga shown whole on the invisible mannequin (decision 178): the
 * same shot in a taller box, so the full length fills the frame from neckline to hem.
 */
export const FULL_LENGTH_GHOST = {
  boxWidth: 0.84,
  boxHeight: 0.9,
  centerX: 0.5,
  centerY: 0.5,
} as const;

export type GhostBox = { boxWidth: number; boxHeight: number; centerX: number; centerY: number };

export async function ghostMannequinShot(
  ctx: ShotContext,
  box: GhostBox = GHOST,
): Promise<RawPixels> {
  const { width: W, height: H } = ctx;
  const [view, ground] = await Promise.all([ctx.view('front'), ctx.surface('plain-light')]);
  const subject = await ctx.subject('front', box.boxWidth * W, box.boxHeight * H);
  const left = Math.round(box.centerX * W - subject.width / 2);
  const top = Math.round(box.centerY * H - subject.height / 2);
  const shadow = softShadow(subject, left, top, {
    dx: W * 0.006,
    dy: H * 0.01,
    sigma: H * 0.012,
    opacity: 0.2,
  });
  if (view.cutout.method === 'card') {
    return composeOnGround(ground, [place(subject, left, top)], [shadow]);
  }
  const [volume, neck] = await Promise.all([volumeShade(subject), innerNeckline(ctx, subject)]);
  return composeOnGround(
    ground,
    [
      ...(neck ? [{ ...neck, left: neck.left + left, top: neck.top + top }] : []),
      place(subject, left, top, volume),
    ],
    [shadow],
  );
}

/**
 * The inside of the back behind the neck opening, as a layer placed relative to the subject,
 * or null when the garment has no neck opening to see through.
 */
async function innerNeckline(ctx: ShotContext, subject: Subject): Promise<PlacedLayer | null> {
  const neck = findNeckline(await silhouetteOf(subject));
  if (!neck) return null;
  const depth = neck.bottomY - neck.shoulderY;
  const box = {
    left: Math.round(neck.left - (neck.right - neck.left) * 0.01),
    top: Math.round(neck.shoulderY + depth * 0.08),
    width: Math.max(2, Math.round((neck.right - neck.left) * 1.02)),
    height: Math.max(2, Math.round(depth * 1.02)),
  };
  const ellipse = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${box.width}" height="${box.height}"><ellipse cx="${box.width / 2}" cy="${box.height / 2}" rx="${box.width / 2}" ry="${box.height / 2}" fill="#fff"/></svg>`,
  );
  const fill = ctx.has('back')
    ? await backPhotoFill(await ctx.view('back'), subject, neck, box)
    : await drawnFill(subject, box);
  const data = await sharp(fill, { raw: { width: box.width, height: box.height, channels: 3 } })
    .ensureAlpha()
    .composite([{ input: ellipse, blend: 'dest-in' }])
    .raw()
    .toBuffer();
  return { data, width: box.width, height: box.height, left: box.left, top: box.top };
}

/** The back photo's upper middle (the inside of the back, seen through the front's neck), in shade. */
async function backPhotoFill(
  back: PreparedView,
  subject: Subject,
  neck: Neckline,
  box: { left: number; top: number; width: number; height: number },
): Promise<Buffer> {
  const { bbox } = back;
  const fx = bbox.width / subject.width;
  const fy = bbox.height / subject.height;
  const region = {
    left: clamp(Math.round(bbox.x + box.left * fx), 0, back.width - 1),
    top: clamp(Math.round(bbox.y + neck.shoulderY * fy), 0, back.height - 1),
    width: 0,
    height: 0,
  };
  region.width = clamp(Math.round(box.width * fx), 1, back.width - region.left);
  region.height = clamp(Math.round(box.height * fy), 1, back.height - region.top);
  return sharp(back.rgba, { raw: { width: back.width, height: back.height, channels: 4 } })
    .extract(region)
    .removeAlpha()
    .resize(box.width, box.height, { fit: 'fill' })
    .linear(INSIDE_SHADE, 0)
    .raw()
    .toBuffer();
}

/**
 * The garment's own colour in shade, darker under the front's edge: the inside of the back is
 * the same cloth as the front, out of the light. The colour is the mean of the garment's own
 * pixels, weighted by their opacity (its transparent surround is no colour of the garment: with
 * it counted as black, a white shirt's inside came out a dark hole).
 */
async function drawnFill(
  subject: Subject,
  box: { width: number; height: number },
): Promise<Buffer> {
  const [r, g, b] = meanGarmentColour(subject);
  const tone = (f: number) => `rgb(${Math.round(r * f)},${Math.round(g * f)},${Math.round(b * f)})`;
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${box.width}" height="${box.height}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${tone(INSIDE_SHADE)}"/><stop offset="1" stop-color="${tone(INSIDE_SHADE * 0.7)}"/></linearGradient></defs><rect width="${box.width}" height="${box.height}" fill="url(#g)"/></svg>`,
  );
  return sharp(svg).removeAlpha().raw().toBuffer();
}

const clamp = (v: number, min: number, max: number) => Math.max(min, Math.min(max, v));

/** The mean colour of a subject's pixels, weighted by their opacity. */
export function meanGarmentColour(subject: Subject): [number, number, number] {
  const data = subject.data;
  let [sr, sg, sb, sa] = [0, 0, 0, 0];
  for (let p = 0; p < data.length; p += 4) {
    const a = data[p + 3]!;
    sr += data[p]! * a;
    sg += data[p + 1]! * a;
    sb += data[p + 2]! * a;
    sa += a;
  }
  if (sa === 0) return [0, 0, 0];
  return [sr, sg, sb].map((c) => Math.round(c / sa)) as [number, number, number];
}
