/**
 * Fake Gemini API (generativelanguage) speaking the wire format @google/genai uses:
 * POST /v1beta/models/{model}:generateContent with x-goog-api-key, JSON body with contents
 * and generationConfig; answers with candidates[].content.parts[].inlineData, or
 * promptFeedback.blockReason, or a finishReason without an image, or Google's error JSON; or,
 * as a broken vendor might, a 200 whose image is not an image or whose body is not JSON.
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { fakeModelImage } from './fake-images.js';
import { hang, sendJson, startFakeServer, type FakeServer } from './fake-server.js';
import { createBatchRoutes, type BatchRoutes } from './gemini-batch-fake.js';
import { createFilesRoutes, type FilesRoutes } from './gemini-files-fake.js';
import { geminiRefusal, googleError, INVALID_KEY } from './gemini-refusals.js';

export type GeminiBehaviour =
  /** A good answer: the first photo it was sent (the garment), as a model would keep its colours. */
  | 'image'
  /** The same picture with the garment's hue turned half-way round: a red dress comes back teal. */
  | 'recoloured'
  /** The same picture with the print blurred away: the garment keeps its colour, not its print. */
  | 'print-blurred'
  | 'no-image'
  | 'blocked'
  | 'image-safety'
  | 'rate-limited'
  | 'server-error'
  /** 500 INTERNAL, Google's answer to a failure on its side. */
  | 'internal-error'
  | 'bad-request'
  /** 429 for a day's quota spent: QuotaFailure GenerateRequestsPerDayPerProjectPerModel. */
  | 'daily-quota'
  /** Gemini 3's thinking: a draft image marked `thought: true` before the answer's own image. */
  | 'thinking'
  | 'hang'
  /** 200 with inlineData labelled image/png that is random bytes. */
  | 'garbage'
  /** 200 with a real PNG cut off half-way (a sound header, pixels missing). */
  | 'truncated-image'
  /** 200 with a JSON body cut off mid-way. */
  | 'malformed-json';

export interface GeminiFake extends FakeServer {
  /** Behaviours for the next requests, in order; 'image' once the queue is empty. */
  script: GeminiBehaviour[];
  /** generateContent calls answered 429: beyond `GeminiFakeOptions.rateLimit`, or scripted. */
  rateLimited: number;
  /**
   * Milliseconds each generateContent call takes before answering (a slow vendor); 0 by default.
   * The answer's picture is drawn during that time, so an image comes back after the delay and
   * not the delay plus the fake's own drawing (what `npm run bench:generation` counts in shot
   * times).
   */
  latencyMs: number;
  /**
   * Each image answered, in order: when its request arrived whole and when its answer was sent
   * (performance.now() of this process), and the images it was sent (0: a portrait or a
   * background from text). The generation bench splits a catalogue's time with it.
   */
  answered: { receivedAt: number; answeredAt: number; images: number }[];
  /** The Batch API (gemini-batch-fake.ts): its batches, and how new ones end. */
  batch: BatchRoutes;
  /** The Files API (gemini-files-fake.ts): what was uploaded. */
  files: FilesRoutes;
}

/** Google's 429, with the RetryInfo detail that says how long to wait when `retryDelayS` is given. */
function rateLimitError(retryDelayS?: number) {
  const error = googleError(
    429,
    'RESOURCE_EXHAUSTED',
    'Resource has been exhausted (e.g. check quota).',
  );
  if (retryDelayS === undefined) return error;
  return {
    error: {
      ...error.error,
      details: [
        { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: `${retryDelayS}s` },
      ],
    },
  };
}

export interface GeminiFakeOptions {
  /** What it answers once the script is empty: 'image' unless told. */
  fallback?: GeminiBehaviour;
  /** A fixed port (a fake started for the browser tests); any free one by default. */
  port?: number;
  /**
   * The key's rate limit, as Google keeps one: a token bucket of `burst` refilled at
   * `perMinute`; a generateContent call beyond it answers 429 RESOURCE_EXHAUSTED, with a
   * RetryInfo of `retryDelayS` when given. Unlimited by default.
   */
  rateLimit?: { perMinute: number; burst: number; retryDelayS?: number };
}

/** A token bucket on this process's clock: whether a request now is within the limit. */
function tokenBucket(limit: { perMinute: number; burst: number }) {
  let tokens = limit.burst;
  let at = Date.now();
  return () => {
    const now = Date.now();
    tokens = Math.min(limit.burst, tokens + ((now - at) * limit.perMinute) / 60_000);
    at = now;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}

/**
 * A run whose styling note holds REFUSE_ONE_SHOT_MARKER and a token of its own gets one shot
 * refused for good: the first prompt seen with that token answers 400 INVALID_ARGUMENT every
 * time (its retries too), the run's other shots are answered. For browser tests that share the
 * fake: only their own run is touched (the operator's console, issue #41).
 */
export const REFUSE_ONE_SHOT_MARKER = 'e2e-refuse-one-shot';

function oneShotRefusals() {
  const refused = new Map<string, string>();
  const pattern = new RegExp(`${REFUSE_ONE_SHOT_MARKER}-([a-z0-9]+)`);
  return (body: Buffer): boolean => {
    const text = body.toString();
    const token = pattern.exec(text)?.[1];
    if (!token) return false;
    const prompt = (JSON.parse(text) as GenerateBody).contents[0]?.parts[0]?.text ?? '';
    if (!refused.has(token)) refused.set(token, prompt);
    return refused.get(token) === prompt;
  };
}

export async function startGeminiFake(options: GeminiFakeOptions = {}): Promise<GeminiFake> {
  const image = (await fakeModelImage()).toString('base64');
  const refusesThisShot = oneShotRefusals();
  const script: GeminiBehaviour[] = [];
  // Read by the handler at request time, so tests can change it after start.
  const settings = { latencyMs: 0 };
  const withinLimit = options.rateLimit ? tokenBucket(options.rateLimit) : () => true;
  const counts = { rateLimited: 0 };
  const answered: GeminiFake['answered'] = [];
  const files = createFilesRoutes(() => server.url);
  const batch = createBatchRoutes({
    refusal: geminiRefusal,
    knows: (model) => geminiRefusal(model, Buffer.from('{}'))?.status !== 404,
    answer: async (request) => {
      const body = Buffer.from(JSON.stringify(request));
      const missing = fileUrisIn(body).find((uri) => !files.read(uri));
      if (missing)
        return {
          error: googleError(
            403,
            'PERMISSION_DENIED',
            `You do not have permission to access the File ${missing} or it may not exist.`,
          ).error,
        };
      return imageAnswer(await answerImage(body, 'none', image, files.read));
    },
  });
  const server = await startFakeServer(async (req, res) => {
    if (/^\/(upload\/)?v1beta\/files/.test(req.path)) {
      if (req.headers['x-goog-api-key'] !== 'test-gemini-key')
        return sendJson(res, INVALID_KEY.status, INVALID_KEY.body);
      const reply = files.handle(req);
      if (reply) return sendJson(res, reply.status, reply.body, reply.headers);
    }
    if (/^\/v1beta\/(batches(\/|\?|$)|models\/[^/:]+:batchGenerateContent$)/.test(req.path)) {
      if (req.headers['x-goog-api-key'] !== 'test-gemini-key')
        return sendJson(res, INVALID_KEY.status, INVALID_KEY.body);
      const reply = await batch.handle(req);
      if (reply) return sendJson(res, reply.status, reply.body);
    }
    const receivedAt = performance.now();
    // A slow vendor draws while it keeps the caller waiting: the picture is ready at the delay.
    let drawn: Promise<string> | undefined;
    if (settings.latencyMs > 0) {
      drawn = answerImage(req.body, 'none', image);
      drawn.catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, settings.latencyMs));
    }
    if (req.method !== 'POST' || !/^\/v1beta\/models\/[^/:]+:generateContent$/.test(req.path)) {
      return sendJson(
        res,
        404,
        googleError(404, 'NOT_FOUND', `No route ${req.method} ${req.path}`),
      );
    }
    if (req.headers['x-goog-api-key'] !== 'test-gemini-key')
      return sendJson(res, INVALID_KEY.status, INVALID_KEY.body);
    const refusal = geminiRefusal(req.path.split('/')[3]!.split(':')[0]!, req.body);
    if (refusal) return sendJson(res, refusal.status, refusal.body);
    if (!withinLimit()) {
      counts.rateLimited++;
      return sendJson(res, 429, rateLimitError(options.rateLimit?.retryDelayS));
    }
    if (refusesThisShot(req.body))
      return sendJson(
        res,
        400,
        googleError(400, 'INVALID_ARGUMENT', 'Unable to process input image.'),
      );
    const behaviour = script.shift() ?? options.fallback ?? 'image';
    switch (behaviour) {
      case 'image':
      case 'recoloured':
      case 'print-blurred': {
        const answer =
          behaviour === 'image' && drawn
            ? await drawn
            : await answerImage(req.body, behaviour === 'image' ? 'none' : behaviour, image);
        sendJson(res, 200, {
          ...imageAnswer(answer),
          modelVersion: req.path.split('/')[3]?.split(':')[0],
        });
        answered.push({ receivedAt, answeredAt: performance.now(), images: imagesIn(req.body) });
        return;
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
        counts.rateLimited++;
        return sendJson(res, 429, rateLimitError(options.rateLimit?.retryDelayS));
      case 'server-error':
        return sendJson(
          res,
          503,
          googleError(503, 'UNAVAILABLE', 'The model is overloaded. Please try again later.'),
        );
      case 'internal-error':
        return sendJson(
          res,
          500,
          googleError(500, 'INTERNAL', 'An internal error has occurred. Please retry.'),
        );
      case 'garbage':
        return sendJson(res, 200, imageAnswer(randomBytes(4096).toString('base64')));
      case 'truncated-image': {
        const whole = Buffer.from(await (drawn ?? answerImage(req.body, 'none', image)), 'base64');
        return sendJson(
          res,
          200,
          imageAnswer(whole.subarray(0, whole.length >> 1).toString('base64')),
        );
      }
      case 'malformed-json': {
        const body = JSON.stringify(imageAnswer(image));
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        return void res.end(body.slice(0, body.length >> 1));
      }
      case 'daily-quota':
        counts.rateLimited++;
        return sendJson(
          res,
          429,
          googleError(429, 'RESOURCE_EXHAUSTED', 'You exceeded your current quota.', [
            {
              '@type': 'type.googleapis.com/google.rpc.QuotaFailure',
              violations: [
                {
                  quotaMetric:
                    'generativelanguage.googleapis.com/generate_requests_per_model_per_day',
                  quotaId: 'GenerateRequestsPerDayPerProjectPerModel',
                },
              ],
            },
            { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '38s' },
          ]),
        );
      case 'thinking': {
        const answer = await answerImage(req.body, 'none', image);
        const draft = await answerImage(req.body, 'recoloured', image);
        return sendJson(res, 200, {
          candidates: [
            {
              content: {
                role: 'model',
                parts: [
                  { inlineData: { mimeType: 'image/png', data: draft }, thought: true },
                  { inlineData: { mimeType: 'image/png', data: answer } },
                ],
              },
              finishReason: 'STOP',
              index: 0,
            },
          ],
        });
      }
      case 'bad-request':
        return sendJson(
          res,
          400,
          googleError(400, 'INVALID_ARGUMENT', 'Unable to process input image.'),
        );
      case 'hang':
        return hang(res);
    }
  }, options.port);
  const fake = Object.assign(server, { script, answered, batch, files }) as GeminiFake;
  Object.defineProperty(fake, 'rateLimited', { get: () => counts.rateLimited });
  Object.defineProperty(fake, 'latencyMs', {
    get: () => settings.latencyMs,
    set: (value: number) => (settings.latencyMs = value),
  });
  return fake;
}

/** A generateContent answer carrying `data` (base64) as its PNG. */
function imageAnswer(data: string) {
  return {
    candidates: [
      {
        content: { role: 'model', parts: [{ inlineData: { mimeType: 'image/png', data } }] },
        finishReason: 'STOP',
        index: 0,
      },
    ],
    usageMetadata: { promptTokenCount: 1290, candidatesTokenCount: 1120, totalTokenCount: 2410 },
  };
}

/**
 * The picture a 'generateContent' answer carries: the first image of the request (the garment
 * photo), resized as a model's answer would be, or the stock image when none was sent (a
 * background from text). 'recoloured' turns its hue by 150 degrees; 'print-blurred' blurs it
 * (sigma 6 at 384 px), which softens a print past the print check and keeps the colours.
 */
async function answerImage(
  body: Buffer,
  change: 'none' | 'recoloured' | 'print-blurred',
  fallback: string,
  readFile: (uri: string) => Buffer | undefined = () => undefined,
): Promise<string> {
  let sent: Buffer | undefined;
  try {
    const json = JSON.parse(body.toString('utf8')) as {
      contents?: {
        parts?: { inlineData?: { data?: string }; fileData?: { fileUri?: string } }[];
      }[];
    };
    const first = json.contents
      ?.flatMap((content) => content.parts ?? [])
      .find((part) => part.inlineData?.data || part.fileData?.fileUri);
    if (first?.inlineData?.data) sent = Buffer.from(first.inlineData.data, 'base64');
    else if (first?.fileData?.fileUri) sent = readFile(first.fileData.fileUri);
  } catch {
    sent = undefined;
  }
  const source = sent ?? Buffer.from(fallback, 'base64');
  let picture = sharp(source).resize(384, 480, { fit: 'cover' });
  if (change === 'recoloured') picture = picture.modulate({ hue: 150 });
  if (change === 'print-blurred') picture = picture.blur(6);
  return (await picture.png().toBuffer()).toString('base64');
}

/** The Files API URIs a request names (fileData parts). */
function fileUrisIn(body: Buffer): string[] {
  const json = JSON.parse(body.toString('utf8')) as {
    contents?: { parts?: { fileData?: { fileUri?: string } }[] }[];
  };
  return (json.contents ?? [])
    .flatMap((content) => content.parts ?? [])
    .flatMap((part) => (part.fileData?.fileUri ? [part.fileData.fileUri] : []));
}

/** How many images a generateContent request carries (0 for a body that is not one). */
function imagesIn(body: Buffer): number {
  try {
    const json = JSON.parse(body.toString('utf8')) as GenerateBody;
    return json.contents.flatMap((content) => content.parts).filter((part) => part.inlineData)
      .length;
  } catch {
    return 0;
  }
}

type GenerateBody = { contents: { parts: { text?: string; inlineData?: { data: string } }[] }[] };

/** What the fake was asked to generate, in order: each request's prompt and attached images. */
export function generateRequestsOf(fake: GeminiFake): { prompt: string; images: Buffer[] }[] {
  return fake.requests
    .filter((request) => request.path.endsWith(':generateContent'))
    .map((request) => {
      const parts = (JSON.parse(request.body.toString()) as GenerateBody).contents[0]!.parts;
      return {
        prompt: parts[0]!.text ?? '',
        images: parts.flatMap((part) =>
          part.inlineData ? [Buffer.from(part.inlineData.data, 'base64')] : [],
        ),
      };
    });
}
