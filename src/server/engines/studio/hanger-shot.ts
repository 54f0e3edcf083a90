/**
 * On a hanger: the garment hanging in the chosen scene from a drawn wooden hanger that
 * follows its shoulders, with soft folds deepening towards the hem and a soft shadow on the
 * wall behind. The garment's outline is kept exactly; only light and shade suggest the drape.
 */
import sharp from 'sharp';
import type { RawPixels } from '../encode-shot.js';
import { composeOnGround, place } from './garment-layers.js';
import { drawRail } from './hanging-rail.js';
import { hangingShade, hangingShadow, placeHangingSubject } from './hanging-subject.js';
import type { ShotContext } from './shot-context.js';
import { findNeckline, rowExtent, silhouetteOf, topEdge, type Silhouette } from './silhouette.js';
import { STANDING } from './standing-shot.js';

/** The Front's box (one resize serves both), hung so the hook clears the top of the frame. */
export const HANGER = { ...STANDING, top: 0.17 } as const;

/** Where the hanger is drawn, in frame pixels (for tests and the wall shadow). */
export interface HangerGeometry {
  /** The top of the hook. */
  hookTop: number;
  hookX: number;
  /** The bar's ends and its highest point. */
  barLeft: number;
  barRight: number;
  barTop: number;
}

export async function hangerShot(ctx: ShotContext): Promise<RawPixels> {
  return (await hangerComposition(ctx)).pixels;
}

export async function hangerComposition(
  ctx: ShotContext,
): Promise<{ pixels: RawPixels; hanger: HangerGeometry; garmentTop: number }> {
  const { width: W, height: H } = ctx;
  const hung = await placeHangingSubject(ctx, HANGER, () => HANGER.top * H);
  const { subject, left, top } = hung;
  const silhouette = await silhouetteOf(subject);
  const drawn = drawHanger(silhouette, left, top, W, H);
  // The room is far behind (decision 181): the hanger casts no shadow on it.
  const [hanger, rail] = await Promise.all([
    sharp(Buffer.from(drawn.svg)).raw().toBuffer(),
    drawRail(drawn.hook, W),
  ]);
  const pixels = await composeOnGround(
    hung.scene,
    [
      place(rail.layer, rail.left, rail.top),
      place(
        { data: hanger, width: drawn.box.width, height: drawn.box.height, channels: 4 },
        drawn.box.left,
        drawn.box.top,
      ),
      place(subject, left, top, await hangingShade(hung, ctx.seed, true)),
    ],
    [hangingShadow(hung, W, H)],
  );
  return { pixels, hanger: drawn.geometry, garmentTop: top + (minTop(silhouette) ?? 0) };
}

export function minTop(s: Silhouette): number | null {
  let best = Infinity;
  for (const t of s.top) if (t >= 0 && t < best) best = t;
  return Number.isFinite(best) ? best * s.scale : null;
}

/**
 * The hanger as an SVG covering only its own box: a bar that follows the garment's top edge
 * from shoulder to shoulder (bridging the neck opening) and a metal hook above the middle;
 * hanging from the rail.
 */
function drawHanger(s: Silhouette, left: number, top: number, W: number, H: number) {
  const garmentTop = minTop(s) ?? 0;
  const thickness = Math.max(3, H * 0.02);
  const shoulders = rowExtent(s, garmentTop + H * 0.03) ?? { left: 0, right: s.width * s.scale };
  const inset = (shoulders.right - shoulders.left) * 0.04;
  const from = shoulders.left + inset;
  const to = shoulders.right - inset;
  const neck = findNeckline(s);
  // The bar rests on the shoulders; across the neck opening it runs straight.
  let points = topEdge(s, from, to);
  if (neck) {
    const edgeAt = (x: number) =>
      points.reduce((best, p) => (Math.abs(p.x - x) < Math.abs(best.x - x) ? p : best), points[0]!);
    const a = edgeAt(neck.left);
    const b = edgeAt(neck.right);
    points = points.map((p) =>
      p.x > a.x && p.x < b.x ? { x: p.x, y: a.y + ((b.y - a.y) * (p.x - a.x)) / (b.x - a.x) } : p,
    );
  }
  if (points.length < 2)
    points = [
      { x: from, y: garmentTop },
      { x: to, y: garmentTop },
    ];
  // Smooth the edge a little so the bar does not copy every stitch of the outline.
  const smooth = points.map((p, i) => {
    const near = points.slice(Math.max(0, i - 3), i + 4);
    return { x: p.x, y: near.reduce((sum, q) => sum + q.y, 0) / near.length };
  });
  const overlap = thickness * 0.35;
  const lower = smooth.map((p) => ({ x: p.x + left, y: p.y + top + overlap }));
  const upper = smooth.map((p) => ({ x: p.x + left, y: p.y + top + overlap - thickness }));
  const hookX = left + (neck ? neck.centerX : (from + to) / 2);
  const barTopAtHook = upper.reduce((best, p) =>
    Math.abs(p.x - hookX) < Math.abs(best.x - hookX) ? p : best,
  ).y;
  const stem = H * 0.035;
  const radius = W * 0.022;
  const hookTop = barTopAtHook - stem - 2 * radius;
  const stroke = Math.max(2, W * 0.006);

  // The SVG's box in the frame, with room for the round ends and the shadow.
  const barTop = Math.min(...upper.map((p) => p.y));
  const box = {
    left: Math.floor(Math.min(lower[0]!.x, upper[0]!.x) - thickness - radius * 2.5),
    top: Math.floor(hookTop - stroke * 2),
    right: Math.ceil(lower.at(-1)!.x + thickness),
    bottom: Math.ceil(Math.max(...lower.map((p) => p.y)) + thickness),
  };
  box.left = Math.max(0, box.left);
  box.top = Math.max(0, box.top);
  box.right = Math.min(W, box.right);
  box.bottom = Math.min(H, box.bottom);
  const bw = Math.max(1, box.right - box.left);
  const bh = Math.max(1, box.bottom - box.top);
  const at = (p: { x: number; y: number }) =>
    `${(p.x - box.left).toFixed(1)} ${(p.y - box.top).toFixed(1)}`;
  const bar =
    `M${at(upper[0]!)} ` +
    upper
      .slice(1)
      .map((p) => `L${at(p)}`)
      .join(' ') +
    ` ` +
    [...lower]
      .reverse()
      .map((p) => `L${at(p)}`)
      .join(' ') +
    ' Z';
  const end = (p: { x: number; y: number }) =>
    `<circle cx="${(p.x - box.left).toFixed(1)}" cy="${(p.y - box.top - thickness / 2).toFixed(1)}" r="${(thickness / 2).toFixed(1)}"/>`;
  const hx = hookX - box.left;
  const hy = barTopAtHook - box.top;
  const hook =
    `M${hx.toFixed(1)} ${(hy + thickness * 0.3).toFixed(1)} L${hx.toFixed(1)} ${(hy - stem).toFixed(1)} ` +
    `A${radius.toFixed(1)} ${radius.toFixed(1)} 0 1 0 ${(hx - 2 * radius).toFixed(1)} ${(hy - stem).toFixed(1)} ` +
    `L${(hx - 2 * radius).toFixed(1)} ${(hy - stem + radius * 0.5).toFixed(1)}`;
  const wood = `<path d="${bar}"/>${end(lower[0]!)}${end(lower.at(-1)!)}`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${bw}" height="${bh}">` +
    `<defs>` +
    `<linearGradient id="w" x1="0" y1="0" x2="0" y2="1" gradientUnits="objectBoundingBox"><stop offset="0" stop-color="#c08a55"/><stop offset="0.45" stop-color="#9a6434"/><stop offset="1" stop-color="#6b4121"/></linearGradient>` +
    `<linearGradient id="m" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#8d9096"/><stop offset="0.5" stop-color="#d9dbde"/><stop offset="1" stop-color="#7c7f85"/></linearGradient></defs>` +
    // The hook, then the wooden bar over the hook's foot.
    `<path d="${hook}" fill="none" stroke="url(#m)" stroke-width="${stroke.toFixed(1)}" stroke-linecap="round"/>` +
    `<path d="${hook}" fill="none" stroke="#5d6066" stroke-opacity="0.5" stroke-width="${(stroke * 0.3).toFixed(1)}" stroke-linecap="round" transform="translate(${(stroke * 0.25).toFixed(1)} 0)"/>` +
    `<g fill="url(#w)">${wood}</g>` +
    `<path d="M${upper
      .map((p) => at({ x: p.x, y: p.y + thickness * 0.18 }))
      .join(
        ' L',
      )}" fill="none" stroke="#e2b27c" stroke-opacity="0.55" stroke-width="${(thickness * 0.12).toFixed(1)}" stroke-linecap="round"/>` +
    `</svg>`;
  return {
    svg,
    box: { left: box.left, top: box.top, width: bw, height: bh },
    hook: { cx: hookX - radius, cy: barTopAtHook - stem, radius, stroke },
    geometry: {
      hookTop,
      hookX,
      barLeft: upper[0]!.x,
      barRight: upper.at(-1)!.x,
      barTop,
    },
  };
}
