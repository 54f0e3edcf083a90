/**
 * Areas filled with a top-to-bottom gradient: walls, floors, water, cabinet fronts. The
 * gradient is pinned to the area's own edges, so its stops read as "top of this area" to
 * "bottom of this area" wherever the area sits.
 */
import { rect, type Stop, type Svg, W } from './svg-kit.js';

/** A full-width band from `top` to `bottom`, shaded from its top edge to its bottom edge. */
export function shadedBand(svg: Svg, top: number, bottom: number, stops: readonly Stop[]): string {
  return rect(0, top, W, bottom - top, svg.linear(stops, 0, top, 0, bottom));
}

/** A box shaded from its top edge to its bottom edge; `extra` adds attributes such as rx. */
export function shadedRect(
  svg: Svg,
  x: number,
  y: number,
  w: number,
  h: number,
  stops: readonly Stop[],
  extra = '',
): string {
  return rect(x, y, w, h, svg.linear(stops, 0, y, 0, y + h), extra);
}
