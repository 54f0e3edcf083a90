/**
 * Fake OpenAI Images API at its wire: POST /v1/images/edits (multipart/form-data with
 * image[] files, prompt, model, input_fidelity...) and POST /v1/images/generations (JSON),
 * Bearer auth, answers { created, data: [{ b64_json }] } or OpenAI's error JSON
 * { error: { message, type, param, code } } with the real status codes; or, as a broken vendor
 * might, a 200 whose b64_json is not an image or whose body is not JSON.
 */
import { randomBytes } from 'node:crypto';
import { fakeModelImage } from './fake-images.js';
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
  | 'rate-limited'
  | 'server-error'
  | 'hang'
  /** 200 with b64_json that is random bytes. */
  | 'garbage'
  /** 200 with a JSON body cut off mid-way. */
  | 'malformed-json';

export interface OpenAIFake extends FakeServer {
  script: OpenAIBehaviour[];
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
  const image = (await fakeModelImage('#3a7a9a')).toString('base64');
  const script: OpenAIBehaviour[] = [];
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
    if (req.path === '/v1/images/edits') {
      const form = await parseMultipart(req);
      if (form.getAll('image[]').length === 0 || !form.get('prompt')) {
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
    const behaviour = script.shift() ?? 'image';
    switch (behaviour) {
      case 'image':
        return sendJson(res, 200, {
          created: Math.floor(Date.now() / 1000),
          data: [{ b64_json: image }],
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
          {
            'retry-after': '0',
          },
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
  return Object.assign(server, { script });
}
