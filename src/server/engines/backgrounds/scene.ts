/**
 * A scene: the SVG drawing of a background plus the photographic finishing the renderer
 * applies to it (depth-of-field blur, film grain), so scenes read as photographs rather than
 * flat vector art.
 */
import type { Svg } from './svg-kit.js';

export interface Scene {
  svg: Svg;
  /** Gaussian blur sigma at 2048 px width: the background is out of focus behind the garment. */
  depthBlur?: number;
  /** Film grain strength (noise sigma, 0..255 scale). */
  grain?: number;
}

export type SceneBuilder = () => Scene;
