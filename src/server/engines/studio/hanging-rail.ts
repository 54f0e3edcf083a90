/**
 * The rail a hanger's hook hangs from (issue #30): a chrome rod across the frame, in focus at
 * the garment's distance, resting in the top of the hook's curve, darkened where the hook sits
 * on it. Without it the hook hung from nothing.
 */
import type { Subject } from './layer.js';
import { svgLayer } from './hanging-subject.js';

/** The hook's curve: a half circle over the top, as the hanger shots draw it (frame pixels). */
export interface HookCurve {
  /** Centre and radius of the curve, and the hook wire's stroke width. */
  cx: number;
  cy: number;
  radius: number;
  stroke: number;
}

export interface RailGeometry {
  top: number;
  bottom: number;
  /** Where the hook rests on the rail. */
  contactX: number;
}

export async function drawRail(
  hook: HookCurve,
  W: number,
): Promise<{ layer: Subject; left: number; top: number; geometry: RailGeometry }> {
  const thickness = Math.max(3, hook.radius * 0.9);
  // The rod's top touches the inside of the curve's top.
  const top = hook.cy - hook.radius + hook.stroke / 2;
  const bottom = top + thickness;
  const boxTop = Math.max(0, Math.floor(top - 1));
  const bh = Math.max(1, Math.ceil(bottom + thickness * 0.6) - boxTop);
  const y = (v: number) => (v - boxTop).toFixed(1);
  const rod = `<rect x="-2" y="${y(top)}" width="${W + 4}" height="${thickness.toFixed(1)}"/>`;
  const contact = { rx: hook.radius * 1.4, ry: thickness * 0.75 };
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${bh}"><defs>` +
    `<linearGradient id="r" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f1f2f4"/><stop offset="0.35" stop-color="#c3c6cb"/><stop offset="0.7" stop-color="#7b7f86"/><stop offset="1" stop-color="#9a9ea5"/></linearGradient>` +
    `<radialGradient id="c"><stop offset="0" stop-color="#000" stop-opacity="0.55"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>` +
    `<clipPath id="k">${rod}</clipPath></defs>` +
    rod.replace('/>', ' fill="url(#r)"/>') +
    // Where the hook sits: the rod darkens under and around the wire.
    `<ellipse cx="${(hook.cx + hook.stroke * 0.4).toFixed(1)}" cy="${y(top + thickness * 0.35)}" rx="${contact.rx.toFixed(1)}" ry="${contact.ry.toFixed(1)}" fill="url(#c)" clip-path="url(#k)"/>` +
    `</svg>`;
  const layer = await svgLayer(svg, { width: W, height: bh });
  return { layer, left: 0, top: boxTop, geometry: { top, bottom, contactX: hook.cx } };
}
