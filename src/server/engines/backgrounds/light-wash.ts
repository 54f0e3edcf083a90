/** Light (or a tint) washing across the whole frame from one side and fading out. */
import { full, type Svg } from './svg-kit.js';

type Point = readonly [x: number, y: number];

/**
 * Covers the frame with `color` at `opacity` where the light comes from, fading to nothing
 * where it goes: sunlight raking across a wall, a warm cast from one corner.
 */
export function lightWash(
  svg: Svg,
  color: string,
  opacity: number,
  from: Point,
  to: Point,
): string {
  return full(
    svg.linear(
      [
        [0, color, opacity],
        [1, color, 0],
      ],
      from[0],
      from[1],
      to[0],
      to[1],
    ),
  );
}
