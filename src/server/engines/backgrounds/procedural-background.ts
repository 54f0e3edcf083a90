/**
 * The studio engine's answer to "generate a background from this text": no AI, so it takes
 * the preset scene the matcher chose for the words (scene-matcher.ts), or a studio sweep in
 * the colour the prompt names, and says which and why. Deterministic: the same words and
 * category give the same scene.
 */
import type { BackgroundCategory } from '../../../core/backgrounds.js';
import type { Scene } from './scene.js';
import { PRESET_SCENES, type PresetSceneId } from './preset-scenes.js';
import { matchScene } from './scene-matcher.js';
import { studioSweep } from './scenes-studio.js';

export const PROCEDURAL_NOTE =
  'Made offline by the studio engine: a scene chosen from the words of your description, not an AI image.';

export interface ProceduralChoice {
  scene: Scene;
  /** A preset as it is, or a plain backdrop drawn in the named colour. */
  made: 'preset' | 'drawn';
  /** What was drawn, for the background's description. */
  description: string;
  /** Which scene and the words that chose it, e.g. "Matched Sandstone Fort: haveli, jharokha". */
  reason: string;
  /** Said to the user with the result. */
  note: string;
}

export function chooseProceduralBackground(
  prompt: string,
  category?: BackgroundCategory,
): ProceduralChoice {
  const match = matchScene(prompt, category);
  const note = `${match.reason}. ${PROCEDURAL_NOTE}`;
  if (match.kind === 'colour')
    return {
      scene: studioSweep({ paper: match.paper, falloff: 0.18, spot: 0.5 }),
      made: 'drawn',
      description: `a seamless ${match.colour} studio backdrop`,
      reason: match.reason,
      note,
    };
  const id = match.preset.id as PresetSceneId;
  return {
    scene: PRESET_SCENES[id](),
    made: 'preset',
    description: `${prompt.trim()} (rendered as the ${match.preset.name} scene)`,
    reason: match.reason,
    note,
  };
}
