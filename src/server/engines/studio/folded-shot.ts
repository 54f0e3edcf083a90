/**
 * Folded (lower wear, decision 178): trousers, shorts or a skirt folded in half at the knee,
 * seen from above on the plain light ground: the upper half of the garment as photographed
 * (waistband, pockets, seat), darkening where it turns under, with the edge of the folded-under
 * half showing below the fold and a soft shadow. No pixel is invented: both are the garment's.
 */
import type { RawPixels } from '../encode-shot.js';
import { evenShade, foldShade, rowsOf } from './fold.js';
import { composeOnGround, place } from './garment-layers.js';
import type { ShotContext } from './shot-context.js';
import { softShadow } from './soft-shadow.js';

/** The share of the garment's height above the fold, and the frame the folded garment fits. */
export const FOLDED = {
  fold: 0.55,
  boxWidth: 0.66,
  boxHeight: 0.62,
  centerX: 0.5,
  centerY: 0.5,
} as const;

export async function foldedShot(ctx: ShotContext): Promise<RawPixels> {
  return (await foldedComposition(ctx)).pixels;
}

export async function foldedComposition(ctx: ShotContext): Promise<{
  pixels: RawPixels;
  /** The upper half as laid: its box in the frame. */
  placed: { left: number; top: number; width: number; height: number };
  foldY: number;
}> {
  const { width: W, height: H } = ctx;
  const [view, ground] = await Promise.all([ctx.view('front'), ctx.surface('plain-light')]);
  // The whole garment fitted so that its upper half fills the box.
  const subject = await ctx.subject(
    'front',
    FOLDED.boxWidth * W,
    (FOLDED.boxHeight * H) / FOLDED.fold,
  );
  const upper = rowsOf(subject, 0, FOLDED.fold);
  // The folded-under half shows as a thin edge below the fold: its last rows above the fold.
  const edge = rowsOf(subject, FOLDED.fold - 0.035, FOLDED.fold);
  const left = Math.round(FOLDED.centerX * W - upper.width / 2);
  const top = Math.round(FOLDED.centerY * H - upper.height / 2);
  const lift = Math.max(2, Math.round(H * 0.012));
  const card = view.cutout.method === 'card';
  const pixels = await composeOnGround(
    ground,
    [
      place(edge, left, top + upper.height - edge.height + lift, evenShade(0.62)),
      place(
        upper,
        left,
        top,
        card ? undefined : foldShade({ share: 0.12, depth: 0.72 }, { share: 0.04, depth: 0.92 }),
      ),
    ],
    [
      softShadow(upper, left, top, {
        dx: W * 0.006,
        dy: H * 0.012,
        sigma: H * 0.01,
        opacity: 0.28,
      }),
    ],
  );
  return {
    pixels,
    placed: { left, top, width: upper.width, height: upper.height },
    foldY: top + upper.height,
  };
}
