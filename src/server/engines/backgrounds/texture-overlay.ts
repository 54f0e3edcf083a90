/**
 * Noise texture (grain, plaster, wood, ripples) laid over an area already drawn. The overlay
 * is a rect the texture filter replaces with tinted noise, so its own fill never shows.
 */
import { rect, type Svg, type TextureOptions, W } from './svg-kit.js';

/** Texture over a box; `extra` adds attributes such as rx or opacity. */
export function textureRect(
  svg: Svg,
  x: number,
  y: number,
  w: number,
  h: number,
  texture: TextureOptions,
  extra = '',
): string {
  return rect(x, y, w, h, '#000', `filter="${svg.texture(texture)}"${extra && ` ${extra}`}`);
}

/** Texture over a full-width band from `top` to `bottom` (0 to H for the whole frame). */
export function textureBand(
  svg: Svg,
  top: number,
  bottom: number,
  texture: TextureOptions,
  extra = '',
): string {
  return textureRect(svg, 0, top, W, bottom - top, texture, extra);
}
