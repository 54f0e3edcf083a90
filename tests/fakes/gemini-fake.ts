/**
 * Fake Gemini API (generativelanguage) speaking the wire format @google/genai uses:
 * POST /v1beta/models/{model}:generateContent with x-goog-api-key, JSON body with contents
 * and generationConfig; answers with candidates[].content.parts[].inlineData, or
 * promptFeedback.blockReason, or a finishReason without an image, or Google's error JSON.
 */
import sharp from 'sharp';
import { fakeModelImage } from './fake-images.js';
import { hang, sendJson, startFakeServer, type FakeServer } from './fake-server.js';

export type GeminiBehaviour =
  /** A good answer: the first photo it was sent (the garment), as a model would keep its colours. */
  | 'image'
  /** The same picture with the garment's hue turned half-way round: a red dress comes back teal. */
  | 'recoloured'
  | 'no-image'
  | 'blocked'
  | 'image-safety'
  | 'rate-limited'
  | 'server-error'
  | 'bad-request'
  | 'hang';

export interface GeminiFake extends FakeServer {
  /** Behaviours for the next requests, in order; 'image' once the queue is empty. */
  script: GeminiBehaviour[];
  /** Milliseconds each generateContent call takes before answering (a slow vendor); 0 by default. */
  latencyMs: number;
}

const googleError = (code: number, status: string, message: string) => ({
  error: { code, message, status },
});

export async function startGeminiFake(): Promise<GeminiFake> {
  const image = (await fakeModelImage()).toString('base64');
  const script: GeminiBehaviour[] = [];
  // Read by the handler at request time, so tests can change it after start.
  const settings = { latencyMs: 0 };
  const server = await startFakeServer(async (req, res) => {
    if (settings.latencyMs > 0)
      await new Promise((resolve) => setTimeout(resolve, settings.latencyMs));
    if (req.method !== 'POST' || !/^\/v1beta\/models\/[^/:]+:generateContent$/.test(req.path)) {
      return sendJson(
        res,
        404,
        googleError(404, 'NOT_FOUND', `No route ${req.method} ${req.path}`),
      );
    }
    if (req.headers['x-goog-api-key'] !== 'test-gemini-key') {
      return sendJson(res, 403, googleError(403, 'PERMISSION_DENIED', 'API key not valid.'));
    }
    const behaviour = script.shift() ?? 'image';
    switch (behaviour) {
      case 'image':
      case 'recoloured': {
        const answer = await answerImage(req.body, behaviour === 'recoloured', image);
        return sendJson(res, 200, {
          candidates: [
            {
              content: {
                role: 'model',
                parts: [{ inlineData: { mimeType: 'image/png', data: answer } }],
              },
              finishReason: 'STOP',
              index: 0,
            },
          ],
          usageMetadata: {
            promptTokenCount: 1290,
            candidatesTokenCount: 1120,
            totalTokenCount: 2410,
          },
          modelVersion: req.path.split('/')[3]?.split(':')[0],
        });
      }
      case 'no-image':
        return sendJson(res, 200, {
          candidates: [
            {
              content: { role: 'model', parts: [{ text: 'I cannot create that image.' }] },
              finishReason: 'NO_IMAGE',
              index: 0,
            },
          ],
        });
      case 'image-safety':
        return sendJson(res, 200, { candidates: [{ finishReason: 'IMAGE_SAFETY', index: 0 }] });
      case 'blocked':
        return sendJson(res, 200, { promptFeedback: { blockReason: 'PROHIBITED_CONTENT' } });
      case 'rate-limited':
        return sendJson(
          res,
          429,
          googleError(429, 'RESOURCE_EXHAUSTED', 'Resource has been exhausted (e.g. check quota).'),
        );
      case 'server-error':
        return sendJson(
          res,
          503,
          googleError(503, 'UNAVAILABLE', 'The model is overloaded. Please try again later.'),
        );
      case 'bad-request':
        return sendJson(
          res,
          400,
          googleError(400, 'INVALID_ARGUMENT', 'Unable to process input image.'),
        );
      case 'hang':
        return hang(res);
    }
  });
  const fake = Object.assign(server, { script }) as GeminiFake;
  Object.defineProperty(fake, 'latencyMs', {
    get: () => settings.latencyMs,
    set: (value: number) => (settings.latencyMs = value),
  });
  return fake;
}

/**
 * The picture a 'generateContent' answer carries: the first image of the request (the garment
 * photo), resized as a model's answer would be, or the stock image when none was sent (a
 * background from text). 'recoloured' turns its hue by 150 degrees.
 */
async function answerImage(body: Buffer, recolour: boolean, fallback: string): Promise<string> {
  let sent: string | undefined;
  try {
    const json = JSON.parse(body.toString('utf8')) as {
      contents?: { parts?: { inlineData?: { data?: string } }[] }[];
    };
    sent = json.contents
      ?.flatMap((content) => content.parts ?? [])
      .find((part) => part.inlineData?.data)?.inlineData?.data;
  } catch {
    sent = undefined;
  }
  const source = Buffer.from(sent ?? fallback, 'base64');
  let picture = sharp(source).resize(384, 480, { fit: 'cover' });
  if (recolour) picture = picture.modulate({ hue: 150 });
  return (await picture.png().toBuffer()).toString('base64');
}
