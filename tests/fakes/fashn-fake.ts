/**
 * Fake FASHN API at its wire: POST /v1/run { model_name, inputs } -> { id, error: null },
 * then GET /v1/status/{id} -> starting/in_queue/processing, then completed with output
 * (base64 data URIs when return_base64) or failed with error { name, message }. Bearer auth;
 * API-level errors as HTTP statuses (400, 401, 404, 429, 500).
 */
import spec from './contracts/fashn-product-to-model.json' with { type: 'json' };
import { answerKeepingColours, fakeModelImage } from './fake-images.js';
import { hang, sendJson, startFakeServer, type FakeServer } from './fake-server.js';

/** Why FASHN's documented product-to-model inputs refuse this run, or null. */
export function fashnRefusal(body: {
  model_name?: string;
  inputs?: Record<string, unknown>;
}): string | null {
  if (!spec.modelNames.includes(String(body.model_name)))
    return `Unknown model_name: ${String(body.model_name)}.`;
  const inputs = body.inputs ?? {};
  for (const key of spec.required)
    if (typeof inputs[key] !== 'string') return `inputs.${key} is required.`;
  for (const key of Object.keys(inputs))
    if (!spec.inputs.includes(key)) return `Unknown input: ${key}.`;
  if (inputs.aspect_ratio !== undefined && !spec.aspectRatios.includes(String(inputs.aspect_ratio)))
    return `Invalid aspect_ratio: ${String(inputs.aspect_ratio)}.`;
  if (
    inputs.output_format !== undefined &&
    !spec.outputFormats.includes(String(inputs.output_format))
  )
    return `Invalid output_format: ${String(inputs.output_format)}.`;
  if (inputs.resolution !== undefined && !spec.resolutions.includes(String(inputs.resolution)))
    return `Invalid resolution: ${String(inputs.resolution)}.`;
  if (
    inputs.face_reference_mode !== undefined &&
    !spec.faceReferenceModes.includes(String(inputs.face_reference_mode))
  )
    return `Invalid face_reference_mode: ${String(inputs.face_reference_mode)}.`;
  for (const [key, others] of Object.entries(spec.exclusive)) {
    const clash = inputs[key] !== undefined && others.find((other) => inputs[other] !== undefined);
    if (clash) return `inputs.${key} cannot be combined with inputs.${clash}.`;
  }
  return null;
}

export type FashnBehaviour =
  | 'image'
  | 'nsfw'
  | 'image-load-error'
  | 'rate-limited'
  | 'out-of-credits'
  | 'server-error'
  /** Every status poll hangs: the job never finishes. */
  | 'stuck'
  /** The first status poll hangs; the job then completes. */
  | 'poll-hangs-once'
  /** The submission is never answered, but the job is made (and charged) all the same. */
  | 'submit-hangs'
  /** FASHN ends the prediction as canceled. */
  | 'canceled'
  /** Its captioning refused the inputs: a content restriction, the same on every try. */
  | 'third-party-error'
  /** A passing failure of its pipeline: "retry; no charge for failures". */
  | 'pipeline-error';

export interface FashnFake extends FakeServer {
  script: FashnBehaviour[];
  /** Every prediction made, answered or not: what FASHN would charge for. */
  made: () => number;
}

interface Prediction {
  behaviour: FashnBehaviour;
  polls: number;
  inputs: Record<string, unknown>;
}

export async function startFashnFake(): Promise<FashnFake> {
  const stock = await fakeModelImage('#9a6a3a');
  const script: FashnBehaviour[] = [];
  const predictions = new Map<string, Prediction>();
  let next = 1;
  const server = await startFakeServer(async (req, res) => {
    if (req.headers.authorization !== 'Bearer test-fashn-key') {
      return sendJson(res, 401, {
        error: 'UnauthorizedAccess',
        message: 'Invalid or missing API key.',
      });
    }
    if (req.method === 'POST' && req.path === '/v1/run') {
      const body = JSON.parse(req.body.toString('utf8')) as {
        model_name?: string;
        inputs?: Record<string, unknown>;
      };
      const refusal = fashnRefusal(body);
      if (refusal) return sendJson(res, 400, { error: 'BadRequest', message: refusal });
      const behaviour = script.shift() ?? 'image';
      if (behaviour === 'submit-hangs') {
        // FASHN took the job; only its answer was lost on the way.
        predictions.set(`pred-${next++}-u1`, {
          behaviour: 'image',
          polls: 0,
          inputs: body.inputs ?? {},
        });
        return hang(res);
      }
      if (behaviour === 'rate-limited')
        return sendJson(
          res,
          429,
          { error: 'RateLimitExceeded', message: 'Too many requests.' },
          { 'retry-after': '0' },
        );
      if (behaviour === 'out-of-credits')
        return sendJson(res, 429, {
          error: 'OutOfCredits',
          message: 'You have used up all your API credits.',
        });
      if (behaviour === 'server-error')
        return sendJson(res, 500, {
          error: 'InternalServerError',
          message: 'Internal server error.',
        });
      const id = `pred-${next++}-u1`;
      predictions.set(id, { behaviour, polls: 0, inputs: body.inputs ?? {} });
      return sendJson(res, 200, { id, error: null });
    }
    const status = /^\/v1\/status\/([^/]+)$/.exec(req.path);
    if (req.method === 'GET' && status) {
      const prediction = predictions.get(decodeURIComponent(status[1]!));
      if (!prediction)
        return sendJson(res, 404, {
          error: 'NotFound',
          message: 'Prediction not found or no longer tracked.',
        });
      prediction.polls++;
      const id = status[1];
      if (prediction.behaviour === 'stuck') return hang(res);
      if (prediction.behaviour === 'poll-hangs-once' && prediction.polls === 1) return hang(res);
      if (prediction.polls < 2)
        return sendJson(res, 200, {
          id,
          status: prediction.polls === 1 ? 'in_queue' : 'processing',
          error: null,
        });
      const failed = (name: string, message: string) =>
        sendJson(res, 200, { id, status: 'failed', output: null, error: { name, message } });
      switch (prediction.behaviour) {
        case 'canceled':
          return sendJson(res, 200, { id, status: 'canceled', output: null, error: null });
        case 'third-party-error':
          return failed(
            'ThirdPartyError',
            'Third-party processor failure: the image captioning declined the inputs.',
          );
        case 'pipeline-error':
          return failed('PipelineError', 'Unexpected pipeline execution error.');
        case 'nsfw':
          return sendJson(res, 200, {
            id,
            status: 'failed',
            output: null,
            error: { name: 'NSFWError', message: 'NSFW content detected in the product image.' },
          });
        case 'image-load-error':
          return sendJson(res, 200, {
            id,
            status: 'failed',
            output: null,
            error: { name: 'ImageLoadError', message: 'Could not load the product image.' },
          });
        default: {
          const product = /^data:image\/[a-z+]+;base64,(.+)$/s.exec(
            String(prediction.inputs.product_image),
          );
          const answer = await answerKeepingColours(
            product ? Buffer.from(product[1]!, 'base64') : undefined,
            stock,
          );
          return sendJson(res, 200, {
            id,
            status: 'completed',
            output: [`data:image/png;base64,${answer.toString('base64')}`],
            error: null,
          });
        }
      }
    }
    return sendJson(res, 404, { error: 'NotFound', message: `No route ${req.method} ${req.path}` });
  });
  return Object.assign(server, { script, made: () => predictions.size });
}
