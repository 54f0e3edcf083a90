/**
 * On a clip hanger (lower wear, decision 178): trousers, shorts or a skirt hanging in the
 * chosen scene from a straight metal bar by two clips that grip the waistband, with the
 * hanger's hook above, soft folds towards the hem and a soft shadow on the wall behind. The
 * garment's outline is kept exactly.
 */
import type { RawPixels } from '../encode-shot.js';
import { composeOnGround, place } from './garment-layers.js';
import { drawRail } from './hanging-rail.js';
import { hangingShade, hangingShadow, placeHangingSubject, svgLayer } from './hanging-subject.js';
import { minTop } from './hanger-shot.js';
import type { ShotContext } from './shot-context.js';
import { rowExtent, silhouetteOf } from './silhouette.js';
import { STANDING } from './standing-shot.js';

/** The Front's box (one resize serves both), hung so the hook clears the top of the frame. */
export const CLIP_HANGER = { ...STANDING, top: 0.19 } as const;

export interface ClipHangerGeometry {
  hookTop: number;
  hookX: number;
  barLeft: number;
  barRight: number;
  barTop: number;
  /** Each clip's centre and its top and bottom, in frame pixels. */
  clips: { x: number; top: number; bottom: number }[];
}

export async function clipHangerShot(ctx: ShotContext): Promise<RawPixels> {
  return (await clipHangerComposition(ctx)).pixels;
}

export async function clipHangerComposition(
  ctx: ShotContext,
): Promise<{ pixels: RawPixels; hanger: ClipHangerGeometry; garmentTop: number }> {
  const { width: W, height: H } = ctx;
  const hung = await placeHangingSubject(ctx, CLIP_HANGER, () => CLIP_HANGER.top * H);
  const { subject, left, top } = hung;
  const silhouette = await silhouetteOf(subject);
  const garmentTop = top + (minTop(silhouette) ?? 0);
  const waist = rowExtent(silhouette, (minTop(silhouette) ?? 0) + H * 0.01) ?? {
    left: 0,
    right: subject.width,
  };
  const drawn = drawClipHanger(left + waist.left, left + waist.right, garmentTop, W, H);
  const [hangerLayer, rail] = await Promise.all([
    svgLayer(drawn.svg, drawn.box),
    drawRail(drawn.hook, W),
  ]);
  const pixels = await composeOnGround(
    hung.scene,
    // The clips grip the waistband in front of it: the hanger is laid last.
    [
      place(rail.layer, rail.left, rail.top),
      place(subject, left, top, await hangingShade(hung, ctx.seed, true)),
      place(hangerLayer, drawn.box.left, drawn.box.top),
    ],
    // The room is far behind (decision 181): the hanger casts no shadow on it.
    [hangingShadow(hung, W, H)],
  );
  return { pixels, hanger: drawn.geometry, garmentTop };
}

/** The bar, hook and two clips as an SVG covering only its own box. */
function drawClipHanger(
  waistLeft: number,
  waistRight: number,
  garmentTop: number,
  W: number,
  H: number,
) {
  const waist = waistRight - waistLeft;
  const clipH = H * 0.055;
  const clipW = Math.max(6, W * 0.04);
  const grip = clipH * 0.45;
  const barThickness = Math.max(3, H * 0.008);
  const barY = garmentTop + grip - clipH - barThickness * 1.5;
  const barLeft = waistLeft - waist * 0.06;
  const barRight = waistRight + waist * 0.06;
  const hookX = (barLeft + barRight) / 2;
  const radius = W * 0.022;
  const stem = H * 0.03;
  const hookTop = barY - stem - 2 * radius;
  const stroke = Math.max(2, W * 0.006);
  const clipXs = [waistLeft + waist * 0.12, waistRight - waist * 0.12];
  const box = {
    left: Math.max(0, Math.floor(Math.min(barLeft, hookX - 2 * radius) - stroke * 2)),
    top: Math.max(0, Math.floor(hookTop - stroke * 2)),
    right: Math.min(W, Math.ceil(barRight + stroke * 2)),
    bottom: Math.min(H, Math.ceil(garmentTop + grip + clipH * 0.25 + stroke * 2)),
  };
  const bw = Math.max(1, box.right - box.left);
  const bh = Math.max(1, box.bottom - box.top);
  const x = (v: number) => (v - box.left).toFixed(1);
  const y = (v: number) => (v - box.top).toFixed(1);
  const hook =
    `M${x(hookX)} ${y(barY)} L${x(hookX)} ${y(barY - stem)} ` +
    `A${radius.toFixed(1)} ${radius.toFixed(1)} 0 1 0 ${x(hookX - 2 * radius)} ${y(barY - stem)} ` +
    `L${x(hookX - 2 * radius)} ${y(barY - stem + radius * 0.5)}`;
  const clips = clipXs
    .map((cx) => {
      const t = barY + barThickness;
      const b = garmentTop + grip;
      return (
        // The clip's shadow on the waistband it grips, the wire from the bar (a plain colour: a
        // bounding-box gradient on a vertical line has no width and left the wire undrawn),
        // then the jaws.
        `<ellipse cx="${x(cx + clipW * 0.12)}" cy="${y(b)}" rx="${(clipW * 0.75).toFixed(1)}" ry="${(clipH * 0.22).toFixed(1)}" fill="url(#s)"/>` +
        `<path d="M${x(cx)} ${y(barY)} L${x(cx)} ${y(t + clipH * 0.3)}" stroke="#a4a8ae" stroke-width="${(stroke * 0.8).toFixed(1)}"/>` +
        `<rect x="${x(cx - clipW / 2)}" y="${y(t + clipH * 0.28)}" width="${clipW.toFixed(1)}" height="${(b - t - clipH * 0.28).toFixed(1)}" rx="${(clipW * 0.18).toFixed(1)}" fill="url(#c)" stroke="#2f3136" stroke-opacity="0.6" stroke-width="1"/>` +
        `<path d="M${x(cx - clipW * 0.32)} ${y(b - clipH * 0.18)} H${x(cx + clipW * 0.32)}" stroke="#1f2024" stroke-opacity="0.5" stroke-width="1.2"/>`
      );
    })
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${bw}" height="${bh}"><defs>` +
    `<linearGradient id="m" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#8d9096"/><stop offset="0.5" stop-color="#e1e3e6"/><stop offset="1" stop-color="#7c7f85"/></linearGradient>` +
    `<linearGradient id="b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e6e8eb"/><stop offset="1" stop-color="#7d8086"/></linearGradient>` +
    `<radialGradient id="s"><stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="c" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#4a4d53"/><stop offset="0.45" stop-color="#9a9ea6"/><stop offset="1" stop-color="#3c3f44"/></linearGradient></defs>` +
    `<path d="${hook}" fill="none" stroke="url(#m)" stroke-width="${stroke.toFixed(1)}" stroke-linecap="round"/>` +
    `<rect x="${x(barLeft)}" y="${y(barY)}" width="${(barRight - barLeft).toFixed(1)}" height="${barThickness.toFixed(1)}" rx="${(barThickness / 2).toFixed(1)}" fill="url(#b)"/>` +
    clips +
    `</svg>`;
  return {
    svg,
    box: { left: box.left, top: box.top, width: bw, height: bh },
    hook: { cx: hookX - radius, cy: barY - stem, radius, stroke },
    geometry: {
      hookTop,
      hookX,
      barLeft,
      barRight,
      barTop: barY,
      clips: clipXs.map((cx) => ({
        x: cx,
        top: barY + barThickness + clipH * 0.28,
        bottom: garmentTop + grip,
      })),
    },
  };
}
