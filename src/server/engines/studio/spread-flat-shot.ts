/**
 * Spread flat (sarees and drapes, decision 178): the whole length of cloth laid out and seen
 * from above on the plain light ground marketplaces ask for, as large as the frame allows,
 * with a soft shadow under it.
 */
import type { RawPixels } from '../encode-shot.js';
import { composeOnGround, place } from './garment-layers.js';
import type { ShotContext } from './shot-context.js';
import { softShadow } from './soft-shadow.js';

export const SPREAD_FLAT = { boxWidth: 0.86, boxHeight: 0.86, centerX: 0.5, centerY: 0.5 } as const;

export async function spreadFlatShot(ctx: ShotContext): Promise<RawPixels> {
  return (await spreadFlatComposition(ctx)).pixels;
}

export async function spreadFlatComposition(ctx: ShotContext): Promise<{
  pixels: RawPixels;
  placed: { left: number; top: number; width: number; height: number };
}> {
  const { width: W, height: H } = ctx;
  const [subject, ground] = await Promise.all([
    ctx.subject('front', SPREAD_FLAT.boxWidth * W, SPREAD_FLAT.boxHeight * H),
    ctx.surface('plain-light'),
  ]);
  const left = Math.round(SPREAD_FLAT.centerX * W - subject.width / 2);
  const top = Math.round(SPREAD_FLAT.centerY * H - subject.height / 2);
  const pixels = await composeOnGround(
    ground,
    [place(subject, left, top)],
    [
      softShadow(subject, left, top, {
        dx: W * 0.005,
        dy: H * 0.008,
        sigma: H * 0.008,
        opacity: 0.24,
      }),
    ],
  );
  return { pixels, placed: { left, top, width: subject.width, height: subject.height } };
}
