/**
 * The pixel layers a studio shot is built from, apart from the code that makes or lays them:
 * garment-layers lays them with garment-shading and soft-shadow, which name them too, so the
 * types live here rather than in a circle of type-only imports.
 */
import type { RawPixels } from '../encode-shot.js';

/** Pixels of any band count (grey, grey + alpha, RGB, RGBA). */
export interface Layer {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

/** RGBA pixels of the subject of a shot, at the size it is placed. */
export interface Subject extends RawPixels {
  channels: 4;
}

/** Light and shade for a garment, worked out small (garment-shading.ts). */
export interface ShadeMap {
  /** 1 band, 255 = untouched. */
  data: Buffer;
  width: number;
  height: number;
}

/** An RGBA layer placed with its top-left corner at (left, top); it may reach past the frame. */
export interface PlacedLayer {
  data: Buffer;
  width: number;
  height: number;
  left: number;
  top: number;
  /** Light and shade multiplied into the layer's colours as it is laid (garment-shading.ts). */
  shade?: ShadeMap;
}
