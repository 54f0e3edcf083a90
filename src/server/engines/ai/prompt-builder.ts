/**
 * The one place AI prompts are written. Persona + background + pose + which garment photos
 * are sent + what the garment is become the text an image model receives. The persona sentence
 * is identical for all five shots (with the run's seed) so the model stays the same person
 * across the catalogue. How each garment type is worn and how each pose fits its group are
 * tables of their own (garment-wearing.ts, pose-directions.ts; decision 178).
 */
import { DEFAULT_BACKGROUND_DESCRIPTION } from '../../../core/backgrounds.js';
import {
  BODY_TYPE_LABELS,
  ETHNICITY_LABELS,
  withPersonaDefaults,
  type ModelPersona,
} from '../../../core/model-persona.js';
import { garmentGroupOf, type GarmentDescription } from '../../../core/garments.js';
import type { ShotDefinition, ViewsPresent } from '../../../core/shots.js';
import { garmentWearing, stylingNoteSentence } from './garment-wearing.js';
import { photosOf, type PhotoName } from './input-images.js';
import { poseDirection } from './pose-directions.js';

export interface PromptInput {
  persona: ModelPersona | null;
  backgroundDescription?: string | null;
  shot: Pick<ShotDefinition, 'id' | 'name'>;
  /** The garment photos sent with this shot (a detail photo left out is not mentioned). */
  views: ViewsPresent;
  /**
   * The garment photos as attached, in order (input-images.ts); unless given, front, back, side
   * and detail as `views` has them.
   */
  photos?: readonly PhotoName[];
  /** What the garment is and the seller's styling note; absent for runs made before types. */
  garment?: GarmentDescription;
  /**
   * What is attached after the garment photos to keep the model the same person: a portrait of
   * the chosen model (decision 081), or this catalogue's first shot (decision 123).
   */
  identity?: 'portrait' | 'anchor';
  /**
   * How the vendor receives that reference: attached after the garment photos (Gemini, OpenAI),
   * or in a field of its own (FASHN's `face_reference`). Default: attached.
   */
  identitySent?: IdentitySent;
}

/** Where a vendor's request carries the identity reference (vendor-client.ts). */
export type IdentitySent = 'last-image' | 'face-reference';

const IDENTITY_IMAGE: Record<IdentitySent, string> = {
  'last-image': 'The last attached image',
  'face-reference': 'The face reference image',
};

const IDENTITY_SENTENCES = {
  portrait: (image: string) =>
    `${image} is a portrait of the model: show exactly this person, with the same face, hair and skin tone.`,
  anchor: (image: string) =>
    `${image} is another photograph from this catalogue: show exactly the same model, with the same face, hair, skin tone and build. Take only the person from it, not its pose or background.`,
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
  return describeGarmentPhotos(photosOf(views));
}

/** The garment photos, numbered as they are attached; the detail close-up said apart. */
export function describeGarmentPhotos(attached: readonly PhotoName[]): string {
  const shown = attached.flatMap((name, index) =>
    name === 'detail' ? [] : [`the ${name} (image ${index + 1})`],
  );
  const sentence = `The attached product photos show ${shown.join(', ')} of one garment.`;
  const detail = attached.indexOf('detail');
  if (detail < 0) return sentence;
  return `${sentence} Image ${detail + 1} is a close-up of the fabric: reproduce its print, embroidery and border exactly.`;
}

/**
 * What the garment is, how it is worn and what goes with it. A run without a type, or of type
 * 'other', says nothing of either (today's wording); a styling note replaces the pairing.
 */
function describeWearing(garment: GarmentDescription | undefined): {
  noun: string;
  sentences: string[];
} {
  const wearing = garmentWearing(garment?.type);
  const note = garment?.stylingNote?.trim();
  const styling = note ? stylingNoteSentence(note) : wearing?.pairing;
  return {
    noun: wearing?.noun ?? 'garment',
    sentences: [...(wearing?.worn ? [wearing.worn] : []), ...(styling ? [styling] : [])],
  };
}

export function buildShotPrompt(input: PromptInput): string {
  const group = garmentGroupOf(input.garment?.type);
  const pose = poseDirection(group, input.shot.id) ?? input.shot.name.toLowerCase();
  const background = input.backgroundDescription?.trim() || DEFAULT_BACKGROUND_DESCRIPTION;
  const wearing = describeWearing(input.garment);
  return [
    `Professional fashion catalogue photograph of ${describePersona(input.persona)}, wearing the ${wearing.noun} from the attached product photos.`,
    describeGarmentPhotos(input.photos ?? photosOf(input.views)),
    ...(input.identity
      ? [IDENTITY_SENTENCES[input.identity](IDENTITY_IMAGE[input.identitySent ?? 'last-image'])]
      : []),
    'Reproduce the garment exactly: same colours, pattern, print, embroidery, fabric, neckline, sleeves and length. Do not add logos or text.',
    ...wearing.sentences,
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
