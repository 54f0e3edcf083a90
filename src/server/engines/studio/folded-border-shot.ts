/**
 * Folded, border and pallu (sarees and drapes, decision 178): the cloth folded into a stack
 * as it is sold, seen from above on the flat lay's surface: the hem with its border as the
 * bottom fold, and over it the middle of the length, where a saree's pallu is usually
 * photographed, each darkening where it turns under. Both are bands of the seller's own photo.
 */
import type { RawPixels } from '../encode-shot.js';
import { SURFACE_FOR_CATEGORY } from '../backgrounds/surface-scenes.js';
import { foldShade, rowsOf } from './fold.js';
import { composeOnGround, place } from './garment-layers.js';
import type { ShotContext } from './shot-context.js';
import { softShadow } from './soft-shadow.js';

/** Bands of the garment's height: the border at the hem and the pallu above it. */
export const FOLDED_BORDER = {
  border: [0.62, 1] as const,
  pallu: [0.28, 0.6] as const,
  /** The share of the pallu fold that lies above the border fold. */
  overlap: 0.45,
  boxWidth: 0.78,
  /** The stack's height at most, as a share of the frame's. */
  stackHeight: 0.8,
};

export async function foldedBorderShot(ctx: ShotContext): Promise<RawPixels> {
  return (await foldedBorderComposition(ctx)).pixels;
}

export async function foldedBorderComposition(ctx: ShotContext): Promise<{
  pixels: RawPixels;
  border: { left: number; top: number; width: number; height: number };
  pallu: { left: number; top: number; width: number; height: number };
}> {
  const { width: W, height: H } = ctx;
  const { border: b, pallu: p, overlap } = FOLDED_BORDER;
  const share = (p[1] - p[0]) * (1 - overlap) + (b[1] - b[0]);
  const [view, subject, ground] = await Promise.all([
    ctx.view('front'),
    ctx.subject('front', FOLDED_BORDER.boxWidth * W, (FOLDED_BORDER.stackHeight * H) / share),
    ctx.surface(SURFACE_FOR_CATEGORY[ctx.category ?? 'studio']),
  ]);
  const border = rowsOf(subject, b[0], b[1]);
  const pallu = rowsOf(subject, p[0], p[1]);
  const stack = pallu.height * (1 - overlap) + border.height;
  const shift = Math.round(W * 0.025);
  const palluAt = {
    left: Math.round(W / 2 - pallu.width / 2) - shift,
    top: Math.round(H / 2 - stack / 2),
  };
  const borderAt = {
    left: Math.round(W / 2 - border.width / 2) + shift,
    top: Math.round(palluAt.top + pallu.height * (1 - overlap)),
  };
  const card = view.cutout.method === 'card';
  const shadow = { dx: W * 0.006, dy: H * 0.01, sigma: H * 0.009, opacity: 0.3 };
  const pixels = await composeOnGround(
    ground,
    [
      place(
        border,
        borderAt.left,
        borderAt.top,
        card ? undefined : foldShade({ share: 0.03, depth: 0.95 }, { share: 0.1, depth: 0.75 }),
      ),
      place(
        pallu,
        palluAt.left,
        palluAt.top,
        card ? undefined : foldShade({ share: 0.12, depth: 0.7 }, { share: 0.1, depth: 0.78 }),
      ),
    ],
    [
      softShadow(border, borderAt.left, borderAt.top, shadow),
      softShadow(pallu, palluAt.left, palluAt.top, shadow),
    ],
  );
  return {
    pixels,
    border: { ...borderAt, width: border.width, height: border.height },
    pallu: { ...palluAt, width: pallu.width, height: pallu.height },
  };
}
