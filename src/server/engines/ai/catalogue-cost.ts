/**
 * What one catalogue costs at the vendor's list prices with given settings (decision 225): its
 * five shots' requests as the remote engine sends them, on a typical upload (a front and a back
 * photo, the default model, the default background). Pure, so `npm run bench:generation` prints
 * it and docs/benchmarks.md keeps it without asking any vendor. Retries, the colour check's second
 * take and regenerations each add one shot's price; a platform portrait is made once per
 * deployment (decision 201), and costs a catalogue nothing after the first.
 */
import { DEFAULT_BACKGROUND_DESCRIPTION } from '../../../core/backgrounds.js';
import { aiPoseList } from '../../../core/shots.js';
import { buildShotPrompt } from './prompt-builder.js';
import type { PhotoName } from './input-images.js';
import { shotRequest } from './billed-request.js';
import { vendorPricingFor, type PricingConfig } from './vendor-pricing.js';

export interface CatalogueSettings extends PricingConfig {
  GEMINI_IMAGE_MODEL: string;
  GEMINI_IMAGE_MODEL_HIGH: string;
  OPENAI_IMAGE_MODEL: string;
  IDENTITY_ANCHOR?: 'on' | 'off';
  PLATFORM_PORTRAITS?: 'on' | 'off';
  FASHN_FACE_REFERENCE?: 'chosen-model' | 'every-shot';
}

export interface CatalogueCost {
  model: string;
  /** Each of the five shots' price, micro-US-dollars. */
  shots: number[];
  total: number;
}

/** The photos of the typical upload, as the vendor receives them. */
const PHOTOS: PhotoName[] = ['front', 'back'];

export function catalogueCost(
  settings: CatalogueSettings,
  /** `chosenModel`: the seller chose a model with an AI portrait (FASHN sends it as the face). */
  options: { quality?: 'standard' | 'high'; economy?: boolean; chosenModel?: boolean } = {},
): CatalogueCost | null {
  const pricing = vendorPricingFor(settings);
  if (!pricing) return null;
  const model = modelOf(settings, options.quality ?? 'standard');
  const shotsAsked = aiPoseList({ hasBack: true });
  // Gemini and OpenAI paint portraits: each shot carries the platform portrait. FASHN does not:
  // it sends a chosen model's portrait as face_reference, or with 'every-shot' the first shot to
  // the others (the identity anchor), never with Back View (decision 214).
  const fashn = settings.IMAGE_ENGINE === 'fashn';
  const portraits = fashn
    ? options.chosenModel === true
    : settings.PLATFORM_PORTRAITS !== 'off' || options.chosenModel === true;
  const anchor =
    !portraits &&
    settings.IDENTITY_ANCHOR !== 'off' &&
    (!fashn || settings.FASHN_FACE_REFERENCE === 'every-shot');
  const shots = shotsAsked.map((shot, index) => {
    const faceShown = !fashn || !shot.needsBack;
    const identity = faceShown && (portraits || (anchor && index > 0));
    const photos: PhotoName[] = fashn ? [shot.needsBack ? 'back' : 'front'] : PHOTOS;
    const prompt = buildShotPrompt({
      persona: null,
      backgroundDescription: DEFAULT_BACKGROUND_DESCRIPTION,
      shot,
      views: { hasBack: true, hasSide: false, hasDetail: false },
      photos,
      identity: identity ? (portraits ? 'portrait' : 'anchor') : undefined,
      identitySent: fashn ? 'face-reference' : undefined,
    });
    const request = shotRequest(photos, identity ? true : undefined, prompt);
    const price = pricing.price('shot', model, { ...request, batch: options.economy });
    return price?.image ?? 0;
  });
  return { model, shots, total: shots.reduce((sum, price) => sum + price, 0) };
}

function modelOf(settings: CatalogueSettings, quality: 'standard' | 'high'): string {
  switch (settings.IMAGE_ENGINE) {
    case 'gemini':
      return quality === 'high' ? settings.GEMINI_IMAGE_MODEL_HIGH : settings.GEMINI_IMAGE_MODEL;
    case 'openai':
      return settings.OPENAI_IMAGE_MODEL;
    default:
      return settings.FASHN_MODEL_NAME;
  }
}
