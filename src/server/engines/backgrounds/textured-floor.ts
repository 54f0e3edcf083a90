/** A perspective floor with a material texture over it, from the horizon to the bottom edge. */
import {
  H,
  perspectiveFloor,
  type PerspectiveFloorOptions,
  type Svg,
  type TextureOptions,
} from './svg-kit.js';
import { textureBand } from './texture-overlay.js';

/** Boards, tiles or slabs (the joints) with the grain of their material (the texture). */
export function texturedFloor(
  svg: Svg,
  floor: PerspectiveFloorOptions,
  texture: TextureOptions,
): string {
  return perspectiveFloor(svg, floor) + textureBand(svg, floor.horizon, H, texture);
}
