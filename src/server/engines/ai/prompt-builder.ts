/**
 * The one place AI prompts are written. Persona + background + pose + which garment photos
 * exist become the text an image model receives. The persona sentence is identical for all
 * five shots (with the run's seed) so the model stays the same person across the catalogue.
 */
import { DEFAULT_BACKGROUND_DESCRIPTION } from '../../../core/backgrounds.js';
import {
  BODY_TYPE_LABELS,
  ETHNICITY_LABELS,
  withPersonaDefaults,
  type ModelPersona,
} from '../../../core/model-persona.js';
import type { ShotDefinition, ViewsPresent } from '../../../core/shots.js';

/** What each of the spec's poses asks of the model. */
const POSE_DIRECTIONS: Record<string, string> = {
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

export interface PromptInput {
  persona: ModelPersona | null;
  backgroundDescription?: string | null;
  shot: Pick<ShotDefinition, 'id' | 'name'>;
  views: ViewsPresent;
  /**
   * What is attached after the garment photos to keep the model the same person: a portrait of
   * the chosen model (decision 081), or this catalogue's first shot (decision 123).
   */
  identity?: 'portrait' | 'anchor';
}

const IDENTITY_SENTENCES = {
  portrait:
    'The last attached image is a portrait of the model: show exactly this person, with the same face, hair and skin tone.',
  anchor:
    'The last attached image is another photograph from this catalogue: show exactly the same model, with the same face, hair, skin tone and build. Take only the person from it, not its pose or background.',
} as const;

/** The persona sentence; the same for every shot of a run. */
export function describePersona(persona: ModelPersona | null): string {
  const p = withPersonaDefaults(persona);
  const gender =
    p.gender === 'non-binary' ? 'non-binary person' : p.gender === 'male' ? 'man' : 'woman';
  const ethnicity = p.ethnicity === 'mixed' ? 'of mixed ethnicity' : ETHNICITY_LABELS[p.ethnicity];
  const body = BODY_TYPE_LABELS[p.bodyType].toLowerCase();
  const article = /^[aeiou]/.test(body) ? 'an' : 'a';
  const who =
    p.ethnicity === 'mixed'
      ? `${article} ${body} ${gender} ${ethnicity}, aged ${p.age}`
      : `${article} ${body} ${ethnicity} ${gender}, aged ${p.age}`;
  return p.description ? `${who}; ${p.description.replace(/\s+/g, ' ').trim()}` : who;
}

export function describeGarmentViews(views: ViewsPresent): string {
  const photos = ['the front (image 1)'];
  if (views.hasBack) photos.push(`the back (image ${photos.length + 1})`);
  if (views.hasSide) photos.push(`the side (image ${photos.length + 1})`);
  return `The attached product photos show ${photos.join(', ')} of one garment.`;
}

export function buildShotPrompt(input: PromptInput): string {
  const pose = POSE_DIRECTIONS[input.shot.id] ?? input.shot.name.toLowerCase();
  const background = input.backgroundDescription?.trim() || DEFAULT_BACKGROUND_DESCRIPTION;
  return [
    `Professional fashion catalogue photograph of ${describePersona(input.persona)}, wearing the garment from the attached product photos.`,
    describeGarmentViews(input.views),
    ...(input.identity ? [IDENTITY_SENTENCES[input.identity]] : []),
    'Reproduce the garment exactly: same colours, pattern, print, embroidery, fabric, neckline, sleeves and length. Do not add logos or text.',
    `Pose: ${input.shot.name} - ${pose}.`,
    `Setting: ${background}.`,
    'Soft, flattering studio-quality lighting, sharp focus on the garment, natural skin texture, realistic proportions, high resolution, vertical 4:5 framing.',
  ].join(' ');
}

/** A head-and-shoulders portrait of a model persona (the Models Library, decision 081). */
export function buildPortraitPrompt(persona: ModelPersona): string {
  return [
    `Professional head-and-shoulders portrait photograph of a fashion model: ${describePersona(persona)}.`,
    'Facing the camera, neutral friendly expression, plain light-grey studio backdrop, simple plain top.',
    'Soft even studio lighting, sharp focus on the face, natural skin texture, realistic, vertical 4:5 framing. No text or logos.',
  ].join(' ');
}
