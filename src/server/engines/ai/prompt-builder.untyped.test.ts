/**
 * Runs made before garment types (no garment) and runs of type 'other' are asked exactly what
 * they were asked before decision 178: these are the prompts the builder wrote then.
 */
import { describe, expect, it } from 'vitest';
import { aiPoseList } from '../../../core/shots.js';
import { buildShotPrompt, type PromptInput } from './prompt-builder.js';

/** Six shots covering every pose, both identity references, a back, a side and a background. */
function inputs(): PromptInput[] {
  const shots = [...aiPoseList({ hasBack: true }), aiPoseList({ hasBack: false })[4]!];
  return shots.map((shot, i) => ({
    persona: null,
    shot,
    views: { hasBack: i % 2 === 0, hasSide: i === 2 },
    identity: i === 1 ? 'portrait' : i === 3 ? 'anchor' : undefined,
    backgroundDescription: i === 4 ? 'a zen garden' : null,
  }));
}

const BEFORE_TYPES = [
  'Professional fashion catalogue photograph of an athletic woman of mixed ethnicity, aged 25-35, wearing the garment from the attached product photos. The attached product photos show the front (image 1), the back (image 2) of one garment. Reproduce the garment exactly: same colours, pattern, print, embroidery, fabric, neckline, sleeves and length. Do not add logos or text. Pose: Standing Front - standing upright facing the camera, arms relaxed at the sides, full body in frame. Setting: a clean white studio background. Soft, flattering studio-quality lighting, sharp focus on the garment, natural skin texture, realistic proportions, high resolution, vertical 4:5 framing.',
  'Professional fashion catalogue photograph of an athletic woman of mixed ethnicity, aged 25-35, wearing the garment from the attached product photos. The attached product photos show the front (image 1) of one garment. The last attached image is a portrait of the model: show exactly this person, with the same face, hair and skin tone. Reproduce the garment exactly: same colours, pattern, print, embroidery, fabric, neckline, sleeves and length. Do not add logos or text. Pose: Standing Right - standing turned three-quarters to the right, looking over the shoulder toward the camera, full body in frame. Setting: a clean white studio background. Soft, flattering studio-quality lighting, sharp focus on the garment, natural skin texture, realistic proportions, high resolution, vertical 4:5 framing.',
  'Professional fashion catalogue photograph of an athletic woman of mixed ethnicity, aged 25-35, wearing the garment from the attached product photos. The attached product photos show the front (image 1), the back (image 2), the side (image 3) of one garment. Reproduce the garment exactly: same colours, pattern, print, embroidery, fabric, neckline, sleeves and length. Do not add logos or text. Pose: Smiling - a warm natural smile, facing the camera, from the knees up. Setting: a clean white studio background. Soft, flattering studio-quality lighting, sharp focus on the garment, natural skin texture, realistic proportions, high resolution, vertical 4:5 framing.',
  'Professional fashion catalogue photograph of an athletic woman of mixed ethnicity, aged 25-35, wearing the garment from the attached product photos. The attached product photos show the front (image 1) of one garment. The last attached image is another photograph from this catalogue: show exactly the same model, with the same face, hair, skin tone and build. Take only the person from it, not its pose or background. Reproduce the garment exactly: same colours, pattern, print, embroidery, fabric, neckline, sleeves and length. Do not add logos or text. Pose: Sitting - seated gracefully on a simple stool, hands resting on the lap, full outfit visible. Setting: a clean white studio background. Soft, flattering studio-quality lighting, sharp focus on the garment, natural skin texture, realistic proportions, high resolution, vertical 4:5 framing.',
  'Professional fashion catalogue photograph of an athletic woman of mixed ethnicity, aged 25-35, wearing the garment from the attached product photos. The attached product photos show the front (image 1), the back (image 2) of one garment. Reproduce the garment exactly: same colours, pattern, print, embroidery, fabric, neckline, sleeves and length. Do not add logos or text. Pose: Back View - standing with the back to the camera, head turned slightly to one side, showing the back of the garment. Setting: a zen garden. Soft, flattering studio-quality lighting, sharp focus on the garment, natural skin texture, realistic proportions, high resolution, vertical 4:5 framing.',
  'Professional fashion catalogue photograph of an athletic woman of mixed ethnicity, aged 25-35, wearing the garment from the attached product photos. The attached product photos show the front (image 1) of one garment. Reproduce the garment exactly: same colours, pattern, print, embroidery, fabric, neckline, sleeves and length. Do not add logos or text. Pose: Fun Pose - a playful candid pose, mid-step with a light twirl, joyful expression, full body in frame. Setting: a clean white studio background. Soft, flattering studio-quality lighting, sharp focus on the garment, natural skin texture, realistic proportions, high resolution, vertical 4:5 framing.',
];

describe('prompts of runs without a garment type', () => {
  it('are exactly the prompts written before types existed', () => {
    expect(inputs().map((input) => buildShotPrompt(input))).toEqual(BEFORE_TYPES);
  });

  it("are the same for type 'other' without a note, and with no detail photo uploaded", () => {
    const other = inputs().map((input) =>
      buildShotPrompt({
        ...input,
        views: { ...input.views, hasDetail: false },
        garment: { type: 'other', stylingNote: null },
      }),
    );
    expect(other).toEqual(BEFORE_TYPES);
  });
});
