/**
 * The configured image engine, proven live (decision 226): one portrait and one shot of the photo
 * shipped with the project, made exactly as a run makes them (createImageEngine: the engine, its
 * prices and the colour check), with one attempt each and no colour retake, so the doctor spends
 * at most those two images. The offline studio engine makes its shot and draws its portrait at
 * no cost.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Env } from '../config/env.js';
import { createImageEngine } from '../engines/create-image-engine.js';
import { vendorPricingFor } from '../engines/ai/vendor-pricing.js';
import { viewsPresent, type ImageEngine, type ShotFailure } from '../engines/image-engine.js';
import type { VendorBill } from '../engines/vendor-bill.js';
import { projectRoot } from '../lib/project-root.js';
import { platformPersonaOf } from '../modules/platform-portraits/platform-personas.js';
import { messageInJson, timed, type CheckResult } from './check-result.js';

/** A flat photo of a teal kurta the project ships (the landing page's first "before" sample). */
export const DOCTOR_PHOTO = path.join(projectRoot, 'src/web/public/samples/before-01.webp');

/** An upper bound of a shot prompt's length: the prompts the engine writes are about 1,000. */
const PROMPT_CHARS = 2_000;

/** The engine as the doctor runs it: one attempt a request, no colour retake. */
export function doctorEngine(env: Env): ImageEngine {
  return createImageEngine({ ...env, ENGINE_RETRY_ATTEMPTS: 1 }, { colourRetry: false }).engine;
}

/**
 * The most the two images can cost at list prices, micro-US-dollars; 0 for the offline engine.
 * One attempt each, and a request billed at most once: a portrait and a shot with the photo and
 * the portrait attached.
 */
export function mostTheEngineSpends(env: Env, engine: ImageEngine): number {
  const pricing = vendorPricingFor(env);
  if (!pricing) return 0;
  const aiPortrait = engine.capabilities.portrait === 'ai' && engine.portraitModel;
  const portrait = aiPortrait
    ? (pricing.price('portrait', engine.portraitModel!, {
        inputImages: 0,
        identity: false,
        promptChars: PROMPT_CHARS,
      })?.image ?? 0)
    : 0;
  const shot =
    pricing.price('shot', shotModel(env), {
      inputImages: aiPortrait ? 2 : 1,
      identity: Boolean(aiPortrait),
      promptChars: PROMPT_CHARS,
    })?.image ?? 0;
  return portrait + shot;
}

function shotModel(env: Env): string {
  if (env.IMAGE_ENGINE === 'gemini') return env.GEMINI_IMAGE_MODEL;
  if (env.IMAGE_ENGINE === 'openai') return env.OPENAI_IMAGE_MODEL;
  return env.FASHN_MODEL_NAME;
}

export interface EngineChecks {
  portrait: CheckResult;
  shot: CheckResult;
  /** What was made, for `--save`. */
  images: { name: string; png: Buffer }[];
}

export async function checkEngine(env: Env, engine: ImageEngine): Promise<EngineChecks> {
  const offline = engine.name === 'studio';
  const images: EngineChecks['images'] = [];
  const persona = platformPersonaOf(null)!;
  let portraitPng: Buffer | undefined;
  let aiPortrait = false;

  const portrait = await timed('AI portrait', async () => {
    const bills: VendorBill[] = [];
    const outcome = await engine.generatePortrait(
      { name: persona.name, persona: persona.persona },
      { onBilled: (bill) => bills.push(bill) },
    );
    const cost = costOf(bills, offline);
    if (!outcome.ok) return { status: 'failed', detail: failureWords(outcome.failure), ...cost };
    portraitPng = outcome.image;
    aiPortrait = outcome.method === 'ai';
    images.push({ name: 'portrait.png', png: outcome.image });
    return {
      detail: aiPortrait
        ? `${engine.name} painted it (${engine.portraitModel})`
        : `drawn here: ${offline ? 'the offline engine' : engine.name} paints no portraits`,
      outputBytes: outcome.image.length,
      ...cost,
    };
  });

  const shot = await timed('AI shot', async () => {
    const front = await readFile(DOCTOR_PHOTO);
    const views = { front };
    const [first] = engine.shotList(viewsPresent(views), 'kurta');
    const bills: VendorBill[] = [];
    const [outcome] = await engine.renderCatalogue(
      {
        views,
        background: { kind: 'preset', presetId: 'clean-white-studio' },
        persona: null,
        garment: { type: 'kurta', stylingNote: null },
        onlyShots: [first!.id],
        // Sent as a run on the default model sends its platform portrait (decision 201).
        ...(aiPortrait && portraitPng ? { identity: portraitPng } : {}),
      },
      { onBilled: (bill) => bills.push(bill) },
    );
    const cost = costOf(bills, offline);
    if (!outcome) return { status: 'failed', detail: 'the engine made no shot', ...cost };
    if (!outcome.ok) return { status: 'failed', detail: failureWords(outcome.failure), ...cost };
    images.push({ name: `shot-${first!.id}.png`, png: outcome.image.png });
    const { width, height } = await sharp(outcome.image.png).metadata();
    const colour = outcome.meta.colour;
    const how = offline ? 'made offline' : `made by ${outcome.meta.model ?? engine.name}`;
    return {
      detail: `${first!.name}, ${width}x${height}, ${how}`,
      outputBytes: outcome.image.png.length,
      colour: colour
        ? `${colour.passed ? 'passed' : 'colour may differ'} (${colour.score.toFixed(2)})`
        : 'not read',
      ...cost,
    };
  });

  return { portrait, shot, images };
}

/** What the requests cost; the offline engine asks no vendor. */
function costOf(bills: VendorBill[], offline: boolean): { costMicroUsd?: number } {
  if (offline) return { costMicroUsd: 0 };
  return { costMicroUsd: bills.reduce((sum, bill) => sum + bill.costMicroUsd, 0) };
}

/** A failed image in our words, then the vendor's own. */
function failureWords(failure: ShotFailure): string {
  if (!failure.detail) return failure.reason;
  const words = messageInJson(failure.detail) ?? failure.detail;
  // "404: 404 Invalid URL": the status once.
  return `${failure.reason} The vendor said: ${words.replace(/^(\d{3}): \1\b/, '$1:')}`;
}
