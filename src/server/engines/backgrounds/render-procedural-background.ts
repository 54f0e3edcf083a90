import sharp from 'sharp';
import { keyed } from '../../../core/server-messages.js';
import { reasonOf, type BackgroundOutcome, type BackgroundRequest } from '../image-engine.js';
import { chooseProceduralBackground } from './procedural-background.js';
import { renderSceneRaw } from './render-scene.js';

/**
 * A custom background for engines without an image model for scenes (studio, FASHN): the
 * procedural scene chosen from the prompt's words, as a PNG, with the note that says so.
 */
export async function renderProceduralBackground(
  request: BackgroundRequest,
  signal?: AbortSignal,
): Promise<BackgroundOutcome> {
  const prompt = request.prompt.trim();
  if (!prompt)
    return {
      ok: false,
      failure: { kind: 'bad-input', ...reasonOf(keyed('backgroundDescribe')) },
    };
  const choice = chooseProceduralBackground(prompt, request.category);
  const image = await renderSceneRaw(choice.scene, request.width ?? 2048, request.height ?? 2560);
  signal?.throwIfAborted();
  const png = await sharp(image.data, {
    raw: { width: image.width, height: image.height, channels: 3 },
  })
    .png()
    .toBuffer();
  return {
    ok: true,
    image: png,
    mime: 'image/png',
    made: choice.made,
    description: choice.description,
    reason: choice.reason,
    note: choice.note,
  };
}
