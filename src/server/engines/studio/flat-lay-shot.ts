/**
 * Styled flat lay: the garment seen from above on a surface that fits the background's
 * category (surface-scenes.ts), with a soft drop shadow and a few drawn props placed where
 * they stay clear of the garment.
 */
import type { RawPixels } from '../encode-shot.js';
import { SURFACE_FOR_CATEGORY } from '../backgrounds/surface-scenes.js';
import { PROPS_FOR_CATEGORY, propPixels, type PropKind } from './flat-lay-props.js';
import { composeOnGround, place } from './garment-layers.js';
import type { Subject } from './layer.js';
import type { ShotContext } from './shot-context.js';
import { silhouetteOf, type Silhouette } from './silhouette.js';
import { softShadow } from './soft-shadow.js';

export const FLAT_LAY = { boxWidth: 0.6, boxHeight: 0.66, centerX: 0.5, centerY: 0.5 } as const;

export interface PlacedProp {
  kind: PropKind;
  left: number;
  top: number;
  size: number;
  /** RGBA pixels of the prop (with its shadow) at size x size. */
  pixels: Buffer;
}

/** Candidate centres for props (fractions of the frame), tried in this order. */
const SPOTS: [number, number][] = [
  [0.16, 0.13],
  [0.84, 0.87],
  [0.84, 0.13],
  [0.16, 0.87],
  [0.1, 0.5],
  [0.9, 0.5],
  [0.5, 0.07],
  [0.5, 0.93],
];

export async function flatLayShot(ctx: ShotContext): Promise<RawPixels> {
  return (await flatLayComposition(ctx)).pixels;
}

export async function flatLayComposition(ctx: ShotContext): Promise<{
  pixels: RawPixels;
  garment: { subject: Subject; left: number; top: number };
  props: PlacedProp[];
}> {
  const { width: W, height: H } = ctx;
  const surfaceId = SURFACE_FOR_CATEGORY[ctx.category ?? 'studio'];
  const [subject, ground] = await Promise.all([
    ctx.subject('front', FLAT_LAY.boxWidth * W, FLAT_LAY.boxHeight * H),
    ctx.surface(surfaceId),
  ]);
  const left = Math.round(FLAT_LAY.centerX * W - subject.width / 2);
  const top = Math.round(FLAT_LAY.centerY * H - subject.height / 2);
  const silhouette = await silhouetteOf(subject);
  const kinds = PROPS_FOR_CATEGORY[ctx.category ?? 'custom'];
  const props = await Promise.all(
    placeProps(kinds, silhouette, left, top, W, H, ctx.seed).map(async (p) => ({
      ...p,
      pixels: await propPixels(p.kind, p.size),
    })),
  );
  const shadow = softShadow(subject, left, top, {
    dx: W * 0.008,
    dy: H * 0.012,
    sigma: H * 0.01,
    opacity: 0.32,
  });
  const pixels = await composeOnGround(
    ground,
    [
      ...props.map((p) =>
        place({ data: p.pixels, width: p.size, height: p.size, channels: 4 }, p.left, p.top),
      ),
      place(subject, left, top),
    ],
    [shadow],
  );
  return { pixels, garment: { subject, left, top }, props };
}

/**
 * Square boxes for the props, each at the first spot (and the largest of three sizes) where
 * the box, grown by a margin, touches neither the garment's mask nor another prop.
 */
export function placeProps(
  kinds: readonly PropKind[],
  s: Silhouette,
  left: number,
  top: number,
  W: number,
  H: number,
  seed: number,
): Omit<PlacedProp, 'pixels'>[] {
  const placed: Omit<PlacedProp, 'pixels'>[] = [];
  const margin = W * 0.02;
  // The seed rotates where the first prop goes, so catalogues differ a little.
  const start = Math.abs(Math.trunc(seed)) % 4;
  const spots = [...SPOTS.slice(start, 4), ...SPOTS.slice(0, start), ...SPOTS.slice(4)];
  for (const kind of kinds) {
    let found: Omit<PlacedProp, 'pixels'> | undefined;
    for (const scale of [1, 0.8, 0.62]) {
      const size = Math.round(W * 0.2 * scale);
      for (const [fx, fy] of spots) {
        const box = {
          left: Math.round(fx * W - size / 2),
          top: Math.round(fy * H - size / 2),
          size,
        };
        const inFrame =
          box.left >= 0 && box.top >= 0 && box.left + size <= W && box.top + size <= H;
        if (!inFrame) continue;
        const clearOfProps = placed.every(
          (p) =>
            box.left + size + margin <= p.left ||
            p.left + p.size + margin <= box.left ||
            box.top + size + margin <= p.top ||
            p.top + p.size + margin <= box.top,
        );
        if (clearOfProps && !touchesGarment(s, box, left, top, margin)) {
          found = { kind, ...box };
          break;
        }
      }
      if (found) break;
    }
    if (found) placed.push(found);
  }
  return placed;
}

/** Whether a box (frame pixels) grown by `margin` covers any of the garment's mask. */
function touchesGarment(
  s: Silhouette,
  box: { left: number; top: number; size: number },
  left: number,
  top: number,
  margin: number,
): boolean {
  const x0 = Math.max(0, Math.floor((box.left - margin - left) / s.scale) - 1);
  const y0 = Math.max(0, Math.floor((box.top - margin - top) / s.scale) - 1);
  const x1 = Math.min(s.width - 1, Math.ceil((box.left + box.size + margin - left) / s.scale) + 1);
  const y1 = Math.min(s.height - 1, Math.ceil((box.top + box.size + margin - top) / s.scale) + 1);
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++) if (s.mask[y * s.width + x]! > 0) return true;
  return false;
}
