/**
 * Fake OpenAI Images API at its wire: POST /v1/images/edits (multipart/form-data with
 * image[] files, prompt, model, input_fidelity...) and POST /v1/images/generations (JSON),
 * Bearer auth, answers { created, data: [{ b64_json }] } or OpenAI's error JSON
 * { error: { message, type, param, code } } with the real status codes; or, as a broken vendor
 * might, a 200 whose b64_json is not an image or whose body is not JSON. What it refuses comes
 * from its own table of OpenAI's live behaviour (contracts/openai-images.json), never from the
 * engine's contract.
 */
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { answerKeepingColours, fakeModelImage } from './fake-images.js';
import { openAIRefusal, type OpenAIRefusal } from './openai-refusals.js';
import {
  hang,
  sendJson,
  startFakeServer,
  type FakeServer,
  type RecordedRequest,
} from './fake-server.js';

export type OpenAIBehaviour =
  | 'image'
  | 'empty'
  | 'moderation'
  /** 429 rate_limit_exceeded with retry-after-ms 20 beside retry-after 1, as OpenAI sends both. */
  | 'rate-limited'
  | 'server-error'
  | 'hang'
  /** 200 with b64_json that is random bytes. */
  | 'garbage'
  /** 200 with a JSON body cut off mid-way. */
  | 'malformed-json'
  // The account's problems, the operator's to fix (contracts/openai-images.json, liveAccount).
  | 'billing-limit'
  | 'insufficient-quota'
  | 'unverified-organization';

export interface OpenAIFake extends FakeServer {
  script: OpenAIBehaviour[];
  /** Milliseconds each image request takes before it is answered (a slow model); 0 by default. */
  latencyMs: number;
}

/** OpenAI's 400 for a parameter it refuses. */
function sendRefusal(res: ServerResponse, refused: OpenAIRefusal) {
  sendJson(res, 400, openaiError(refused.message, refused.type, refused.code, refused.param));
}

const openaiError = (
  message: string,
  type: string,
  code: string | null,
  param: string | null = null,
) => ({
  error: { message, type, param, code },
});

/** Parses a recorded multipart body the way a real server would. */
export async function parseMultipart(req: RecordedRequest): Promise<FormData> {
  const request = new Request('http://fake/', {
    method: 'POST',
    headers: { 'content-type': String(req.headers['content-type']) },
    body: new Uint8Array(req.body),
  });
  return request.formData();
}

export async function startOpenAIFake(): Promise<OpenAIFake> {
  const stock = await fakeModelImage('#3a7a9a');
  const image = stock.toString('base64');
  const script: OpenAIBehaviour[] = [];
  const settings = { latencyMs: 0 };
  const server = await startFakeServer(async (req, res) => {
    const known =
      req.method === 'POST' &&
      (req.path === '/v1/images/edits' || req.path === '/v1/images/generations');
    if (!known)
      return sendJson(
        res,
        404,
        openaiError(`Invalid URL (${req.method} ${req.path})`, 'invalid_request_error', null),
      );
    if (req.headers.authorization !== 'Bearer test-openai-key') {
      return sendJson(
        res,
        401,
        openaiError('Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key'),
      );
    }
    let firstPhoto: Buffer | undefined;
    if (req.path === '/v1/images/edits') {
      const form = await parseMultipart(req);
      const files = form.getAll('image[]') as File[];
      if (files[0]) firstPhoto = Buffer.from(await files[0].arrayBuffer());
      const refused = openAIRefusal({
        model: String(form.get('model')),
        size: form.get('size')?.toString(),
        quality: form.get('quality')?.toString(),
        inputFidelity: form.get('input_fidelity')?.toString(),
        images: files.map((file) => ({ type: file.type, size: file.size })),
      });
      if (refused) return sendRefusal(res, refused);
      if (files.length === 0 || !form.get('prompt')) {
        return sendJson(
          res,
          400,
          openaiError(
            "Missing required parameter: 'image'.",
            'invalid_request_error',
            'missing_required_parameter',
            'image',
          ),
        );
      }
    }
    if (req.path === '/v1/images/generations') {
      const body = JSON.parse(req.body.toString('utf8')) as {
        model: string;
        size?: string;
        quality?: string;
      };
      const refused = openAIRefusal(body);
      if (refused) return sendRefusal(res, refused);
    }
    const behaviour = script.shift() ?? 'image';
    if (settings.latencyMs > 0) await new Promise((done) => setTimeout(done, settings.latencyMs));
    switch (behaviour) {
      case 'image':
        return sendJson(res, 200, {
          created: Math.floor(Date.now() / 1000),
          data: [{ b64_json: (await answerKeepingColours(firstPhoto, stock)).toString('base64') }],
          usage: { total_tokens: 100, input_tokens: 50, output_tokens: 50 },
        });
      case 'garbage':
        return sendJson(res, 200, {
          created: Math.floor(Date.now() / 1000),
          data: [{ b64_json: randomBytes(4096).toString('base64') }],
        });
      case 'malformed-json': {
        const body = JSON.stringify({
          created: Math.floor(Date.now() / 1000),
          data: [{ b64_json: image }],
        });
        res.writeHead(200, { 'content-type': 'application/json' });
        return void res.end(body.slice(0, body.length >> 1));
      }
      case 'empty':
        return sendJson(res, 200, { created: Math.floor(Date.now() / 1000), data: [] });
      case 'moderation':
        return sendJson(
          res,
          400,
          openaiError(
            'Your request was rejected as a result of our safety system.',
            'image_generation_user_error',
            'moderation_blocked',
          ),
        );
      case 'rate-limited':
        return sendJson(
          res,
          429,
          openaiError(
            'Rate limit reached for images per minute.',
            'requests',
            'rate_limit_exceeded',
          ),
          { 'retry-after': '1', 'retry-after-ms': '20' },
        );
      case 'billing-limit':
        return sendJson(
          res,
          400,
          openaiError(
            'Billing hard limit has been reached.',
            'invalid_request_error',
            'billing_hard_limit_reached',
          ),
        );
      case 'insufficient-quota':
        return sendJson(
          res,
          429,
          openaiError(
            'You exceeded your current quota, please check your plan and billing details.',
            'insufficient_quota',
            'insufficient_quota',
          ),
        );
      case 'unverified-organization':
        return sendJson(
          res,
          403,
          openaiError(
            'Your organization must be verified to use the model `gpt-image-2`. Please go to: https://platform.openai.com/settings/organization/general and click on Verify Organization. If you just verified, it can take up to 15 minutes for access to propagate.',
            'invalid_request_error',
            null,
          ),
        );
      case 'server-error':
        return sendJson(
          res,
          500,
          openaiError(
            'The server had an error while processing your request.',
            'server_error',
            null,
          ),
        );
      case 'hang':
        return hang(res);
    }
  });
  const fake = Object.assign(server, { script }) as OpenAIFake;
  Object.defineProperty(fake, 'latencyMs', {
    get: () => settings.latencyMs,
    set: (value: number) => (settings.latencyMs = value),
  });
  return fake;
}
