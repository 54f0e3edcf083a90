/**
 * Fake OpenAI Images API at its wire: POST /v1/images/edits (multipart/form-data with
 * image[] files, prompt, model, input_fidelity...) and POST /v1/images/generations (JSON),
 * Bearer auth, answers { created, data: [{ b64_json }] } or OpenAI's error JSON
 * { error: { message, type, param, code } } with the real status codes; or, as a broken vendor
 * might, a 200 whose b64_json is not an image or whose body is not JSON.
 */
import { randomBytes } from 'node:crypto';
import spec from './contracts/openai-images.json' with { type: 'json' };
import { fakeModelImage } from './fake-images.js';

/** Why OpenAI's published schema refuses these images parameters, or [message, param]. */
export function openAIRefusal(fields: {
  model: string;
  size?: string;
  quality?: string;
  inputFidelity?: string;
  images?: { type: string; size: number }[];
}): [string, string] | null {
  const contract = (spec.models as Record<string, { inputFidelity: boolean; sizes: string }>)[
    fields.model
  ];
  if (!contract) return [`Invalid value: '${fields.model}'.`, 'model'];
  if (fields.quality && !spec.qualities.includes(fields.quality))
    return [`Invalid value: '${fields.quality}'.`, 'quality'];
  if (fields.inputFidelity && !contract.inputFidelity)
    return [`input_fidelity is not supported for ${fields.model}.`, 'input_fidelity'];
  if (fields.size && !spec.fixedSizes.includes(fields.size)) {
    const m = /^(\d+)x(\d+)$/.exec(fields.size);
    const f = spec.flexibleSizes;
    const [w, h] = m ? [Number(m[1]), Number(m[2])] : [0, 0];
    const ok =
      contract.sizes === 'flexible' &&
      m &&
      w % f.multipleOf === 0 &&
      h % f.multipleOf === 0 &&
      Math.max(w, h) <= f.maxRatio * Math.min(w, h) &&
      Math.max(w, h) <= f.maxLongEdge &&
      w * h <= f.maxPixels;
    if (!ok) return [`Invalid value: '${fields.size}'.`, 'size'];
  }
  const images = fields.images ?? [];
  if (images.length > spec.maxInputImages)
    return [`At most ${spec.maxInputImages} images.`, 'image'];
  for (const image of images) {
    if (!spec.inputFileTypes.includes(image.type))
      return [`Invalid file type: ${image.type}.`, 'image'];
    if (image.size > spec.inputFileMaxBytes) return ['Image file too large.', 'image'];
  }
  return null;
}
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
      const files = form.getAll('image[]') as File[];
      const refused = openAIRefusal({
        model: String(form.get('model')),
        size: form.get('size')?.toString(),
        quality: form.get('quality')?.toString(),
        inputFidelity: form.get('input_fidelity')?.toString(),
        images: files.map((file) => ({ type: file.type, size: file.size })),
      });
      if (refused)
        return sendJson(
          res,
          400,
          openaiError(refused[0], 'invalid_request_error', 'invalid_value', refused[1]),
        );
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
      if (refused)
        return sendJson(
          res,
          400,
          openaiError(refused[0], 'invalid_request_error', 'invalid_value', refused[1]),
        );
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
