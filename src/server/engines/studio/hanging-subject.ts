/**
 * What the three hanging shots (on a hanger, on a clip hanger, draped on a stand) share: the
 * front garment fitted to a box and hung centred at a given height in the scene, its drape
 * shading, its soft shadow, and drawn SVG hardware turned into a layer. Each shot keeps only
 * what it hangs from.
 */
import sharp from 'sharp';
import type { RawPixels } from '../encode-shot.js';
import { combineShades, drapeShade, volumeShade } from './garment-shading.js';
import type { ShadeMap, Subject } from './layer.js';
import type { ShotContext } from './shot-context.js';
import { softShadow, type GroundShade, type SoftShadowOptions } from './soft-shadow.js';

/** A box for the garment, as fractions of the frame, and the frame column it is centred on. */
export interface HangingBox {
  boxWidth: number;
  boxHeight: number;
  centerX: number;
}

export interface HangingSubject {
  subject: Subject;
  /** The subject's top-left corner in the frame. */
  left: number;
  top: number;
  scene: RawPixels;
  /** The cut-out was not trusted: the subject is the whole photo on a card (never shaded). */
  card: boolean;
}

/** The front garment fitted to `box`, centred on its column, its top at `top(subject)`. */
export async function placeHangingSubject(
  ctx: ShotContext,
  box: HangingBox,
  top: (subject: Subject) => number,
): Promise<HangingSubject> {
  const { width: W, height: H } = ctx;
  const [view, scene, subject] = await Promise.all([
    ctx.view('front'),
    ctx.scene(),
    ctx.subject('front', box.boxWidth * W, box.boxHeight * H),
  ]);
  return {
    subject,
    left: Math.round(box.centerX * W - subject.width / 2),
    top: Math.round(top(subject)),
    scene,
    card: view.cutout.method === 'card',
  };
}

/**
 * Light and shade of cloth hanging from its top: folds deepening towards the hem, with body
 * volume when it hangs from shoulders. A card is a print, not a garment: left unshaded.
 */
export async function hangingShade(
  hung: HangingSubject,
  seed: number,
  volume: boolean,
): Promise<ShadeMap | undefined> {
  if (hung.card) return undefined;
  if (!volume) return drapeShade(hung.subject, seed);
  const [body, drape] = await Promise.all([
    volumeShade(hung.subject),
    drapeShade(hung.subject, seed),
  ]);
  return combineShades(body, drape);
}

/**
 * The garment's shadow, the same in every hanging shot: wide and faint, the light it keeps
 * from the room far behind (decision 181), not a wall just behind it.
 */
export function hangingShadow(hung: HangingSubject, W: number, H: number): Promise<GroundShade> {
  const options: SoftShadowOptions = {
    dx: W * 0.014,
    dy: H * 0.016,
    sigma: H * 0.014,
    opacity: 0.3,
  };
  return softShadow(hung.subject, hung.left, hung.top, options);
}

/** An SVG drawn over its own box in the frame, as an RGBA layer. */
export async function svgLayer(
  svg: string,
  box: { width: number; height: number },
): Promise<Subject> {
  const data = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer();
  return { data, width: box.width, height: box.height, channels: 4 };
}
