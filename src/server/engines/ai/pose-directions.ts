/**
 * What each of the spec's poses asks of the model, per garment group (decision 178). The pose
 * names never change (core/shots.ts); their directions fit what is worn. 'other' (and a run
 * without a type) keeps the directions every run had before types existed. A knees-up crop
 * would cut off a lehenga, trousers or a saree's pleats, so every group but the upper one keeps
 * Smiling full length; a saree's or dupatta's Sitting and Back View show the pallu.
 */
import type { GarmentGroup } from '../../../core/garments.js';

type PoseId =
  'standing-front' | 'standing-right' | 'smiling' | 'sitting' | 'back-view' | 'fun-pose';
export type PoseDirections = Record<PoseId, string>;

/** Today's directions: runs with no type, and the 'other' group. */
const GENERAL: PoseDirections = {
  'standing-front':
    'standing upright facing the camera, arms relaxed at the sides, full body in frame',
  'standing-right':
    'standing turned three-quarters to the right, looking over the shoulder toward the camera, full body in frame',
  smiling: 'a warm natural smile, facing the camera, from the knees up',
  sitting: 'seated gracefully on a simple stool, hands resting on the lap, full outfit visible',
  'back-view':
    'standing with the back to the camera, head turned slightly to one side, showing the back of the garment',
  'fun-pose':
    'a playful candid pose, mid-step with a light twirl, joyful expression, full body in frame',
};

const SMILING_FULL_LENGTH =
  'a warm natural smile, facing the camera, full length from head to toe so the whole outfit shows down to the hem';

export const POSE_DIRECTIONS: Record<GarmentGroup, PoseDirections> = {
  upper: {
    ...GENERAL,
    smiling:
      'a warm natural smile, facing the camera, from the knees up, framed low enough that the whole garment shows down to its hem',
    sitting:
      'seated upright on a simple stool, hands resting on the lap, the top smooth and fully visible from neckline to hem',
    'back-view':
      'standing with the back to the camera, head turned slightly to one side, showing the back of the top from collar to hem',
  },
  lower: {
    ...GENERAL,
    'standing-right':
      'standing turned three-quarters to the right, looking over the shoulder toward the camera, full body in frame, showing the side seam and the fit from waist to hem',
    smiling: SMILING_FULL_LENGTH,
    sitting:
      'seated on a tall simple stool, legs angled to one side, the garment fully visible from the waistband to the hem',
    'back-view':
      'standing with the back to the camera, head turned slightly to one side, full body in frame, showing the back of the garment from the waistband to the hem',
    'fun-pose':
      'a playful candid pose, mid-stride so the garment moves, joyful expression, full body in frame',
  },
  'full-length': {
    ...GENERAL,
    smiling: SMILING_FULL_LENGTH,
    sitting:
      'seated gracefully on a simple stool, hands resting on the lap, the garment arranged to show its full length and fall down to the hem',
    'back-view':
      'standing with the back to the camera, head turned slightly to one side, full body in frame, showing the back of the garment from neckline to hem',
    'fun-pose':
      'a playful candid pose, a light twirl that lets the hem flare, joyful expression, full body in frame',
  },
  draped: {
    ...GENERAL,
    'standing-right':
      'standing turned three-quarters to the right, looking over the shoulder toward the camera, full body in frame, showing how the drape wraps around the body',
    smiling: SMILING_FULL_LENGTH,
    sitting:
      'seated gracefully on a simple stool, the pallu (the decorated end of the drape) brought forward over the shoulder and resting across the lap so its border and design show, full outfit visible',
    'back-view':
      'standing with the back to the camera, head turned slightly to one side, full body in frame, the pallu falling from the left shoulder down the back so its full length and border show',
    'fun-pose':
      'a graceful candid pose, mid-step, holding the end of the pallu out lightly with one hand, joyful expression, full body in frame',
  },
  set: {
    ...GENERAL,
    smiling: SMILING_FULL_LENGTH,
    sitting:
      'seated gracefully on a simple stool, the skirt or kurta spread to show its full length and the dupatta or stole visible, full outfit in frame',
    'back-view':
      'standing with the back to the camera, head turned slightly to one side, full body in frame, showing the back of the whole outfit from neckline to hem, the dupatta or stole falling naturally',
    'fun-pose':
      'a playful festive pose, a light twirl that lets the skirt or hem flare, joyful expression, full body in frame',
  },
  other: GENERAL,
};

/** The direction of a pose for a group; undefined for a pose id this table does not know. */
export function poseDirection(group: GarmentGroup, poseId: string): string | undefined {
  const directions = POSE_DIRECTIONS[group];
  return Object.hasOwn(directions, poseId) ? directions[poseId as PoseId] : undefined;
}
