/**
 * What a studio shot is made from. The engine builds one per catalogue: each photo is
 * prepared once and each ground loaded once, however many shots use them.
 */
import type { BackgroundCategory } from '../../../core/backgrounds.js';
import type { RawPixels } from '../encode-shot.js';
import type { SurfaceId } from '../backgrounds/surface-scenes.js';
import type { Subject } from './layer.js';
import type { PreparedView } from './prepare-view.js';

export type ViewName = 'front' | 'back' | 'side';

export interface ShotContext {
  /** Output size. */
  width: number;
  height: number;
  view(name: ViewName): Promise<PreparedView>;
  /**
   * The view's garment (or card) fitted to a box of boxW x boxH pixels; shots that use the
   * same box share one resize.
   */
  subject(name: ViewName, boxW: number, boxH: number): Promise<Subject>;
  /** Whether a photo was uploaded for this view. */
  has(name: ViewName): boolean;
  /**
   * The Detail photo, enhanced, covering the output size; fails as bad input when none was
   * uploaded (decision 178).
   */
  closeUp(): Promise<RawPixels>;
  /** The background the user chose, at the output size: the room far behind a close shot (scene-depth.ts). */
  scene(): Promise<RawPixels>;
  /** A surface of surface-scenes.ts at the output size. */
  surface(id: SurfaceId): Promise<RawPixels>;
  /** The chosen background's category; null for a custom background. */
  category: BackgroundCategory | null;
  /** Varies drawn details (folds, props) from one catalogue to the next, stable across retries. */
  seed: number;
}
