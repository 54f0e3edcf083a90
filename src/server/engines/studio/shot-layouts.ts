/**
 * Where the garment goes in each studio shot, as fractions of the frame. The garment
 * "stands" on the scene's floor: its hem rests at `bottom`, where the contact shadow is.
 */

export interface ShotLayout {
  /** Box the garment is fitted into (fractions of width and height). */
  boxWidth: number;
  boxHeight: number;
  /** Horizontal centre and the hem line. */
  centerX: number;
  bottom: number;
  /** Which photo the shot is made from. */
  view: 'front' | 'back' | 'side';
  /** Simulated three-quarter turn when no side photo exists: squeeze and shear. */
  turn?: boolean;
  /** A close crop of the garment's upper part instead of the whole garment. */
  detail?: boolean;
  shadow: number;
}

export function layoutFor(shotId: string, hasSide: boolean): ShotLayout {
  switch (shotId) {
    case 'front':
      return {
        boxWidth: 0.74,
        boxHeight: 0.76,
        centerX: 0.5,
        bottom: 0.9,
        view: 'front',
        shadow: 1,
      };
    case 'back':
      return {
        boxWidth: 0.74,
        boxHeight: 0.76,
        centerX: 0.5,
        bottom: 0.9,
        view: 'back',
        shadow: 1,
      };
    case 'front-close-up':
      return {
        boxWidth: 0.9,
        boxHeight: 0.88,
        centerX: 0.5,
        bottom: 0.95,
        view: 'front',
        shadow: 0.8,
      };
    case 'angled':
      return hasSide
        ? { boxWidth: 0.72, boxHeight: 0.76, centerX: 0.5, bottom: 0.9, view: 'side', shadow: 1 }
        : {
            boxWidth: 0.7,
            boxHeight: 0.76,
            centerX: 0.48,
            bottom: 0.9,
            view: 'front',
            turn: true,
            shadow: 1,
          };
    case 'lifestyle':
      return {
        boxWidth: 0.5,
        boxHeight: 0.54,
        centerX: 0.6,
        bottom: 0.88,
        view: 'front',
        shadow: 0.9,
      };
    case 'detail':
      return {
        boxWidth: 1,
        boxHeight: 1,
        centerX: 0.5,
        bottom: 1,
        view: 'front',
        detail: true,
        shadow: 0.6,
      };
    default:
      throw new Error(`No studio layout for shot '${shotId}'`);
  }
}
