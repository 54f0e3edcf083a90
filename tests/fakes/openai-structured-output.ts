/**
 * Fake OpenAI Responses API for strict structured output, at the wire the `openai` SDK speaks:
 * POST /v1/responses with `text.format: { type: 'json_schema', name, strict, schema }` and the
 * photo as an `input_image` data URL, Bearer auth. It refuses from its own table
 * (contracts/openai-structured-output.json), never from the filler's contract, and answers JSON
 * that keeps to the schema: each enum's first value unless a test scripts one. A scripted answer
 * that breaks the schema fails the request (strict decoding could never send it).
 */
import { randomUUID } from 'node:crypto';
import { hang, sendJson, startFakeServer, type FakeServer } from './fake-server.js';
import { answerFor, type Schema } from './gemini-structured-output.js';
import spec from './contracts/openai-structured-output.json' with { type: 'json' };

export type OpenAIStructuredBehaviour =
  /** JSON of the schema: enums' first values, `values` by dotted path where scripted. */
  | { kind: 'schema'; values?: Record<string, unknown> }
  /** This exact JSON (it must keep to the schema, or the request fails). */
  | { kind: 'json'; json: unknown }
  /** The model declines: a `refusal` content part in place of output_text. */
  | { kind: 'refusal' }
  /** Cut off at max_output_tokens: status incomplete and half the JSON. */
  | { kind: 'incomplete' }
  /** 429 rate_limit_exceeded with retry-after-ms beside retry-after, as OpenAI sends both. */
  | { kind: 'rate-limited' }
  /** A 400 the table does not cover (scripted). */
  | { kind: 'bad-request'; message?: string }
  | { kind: 'server-error' }
  | { kind: 'hang' };

export interface OpenAIStructuredFake extends FakeServer {
  script: OpenAIStructuredBehaviour[];
}

/** OpenAI's error body and status. */
export interface OpenAIStructuredRefusal {
  status: number;
  body: { error: { message: string; type: string; param: string | null; code: string | null } };
}

const error = (
  status: number,
  message: string,
  code: string | null,
  param: string | null = null,
  type = 'invalid_request_error',
): OpenAIStructuredRefusal => ({ status, body: { error: { message, type, param, code } } });

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));

interface ResponsesBody {
  model?: string;
  input?: { role?: string; content?: { type: string; image_url?: string }[] }[];
  text?: { format?: { type?: string; name?: string; strict?: boolean; schema?: Schema } };
}

/** Why OpenAI refuses this Responses request (spec.refusals), or null. */
export function openAIStructuredRefusal(body: ResponsesBody): OpenAIStructuredRefusal | null {
  const model = body.model ?? '';
  if (!spec.models.includes(model))
    return error(404, fill(spec.refusals.modelNotFound, { model }), 'model_not_found', 'model');
  for (const item of body.input ?? [])
    for (const part of item.content ?? [])
      if (
        part.type === 'input_image' &&
        !/^(data:image\/(jpeg|png|webp|gif);base64,|https?:\/\/)/.test(part.image_url ?? '')
      )
        // Paraphrased: an image_url that is neither a URL nor a base64 data URL.
        return error(
          400,
          "Invalid 'input[0].content[1].image_url': expected a URL or a base64 data URL.",
          'invalid_value',
          'input',
        );
  const format = body.text?.format;
  if (!format || format.type !== 'json_schema') return null;
  const name = format.name ?? '';
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(name))
    return error(
      400,
      `Invalid 'text.format.name': '${name}'.`,
      'invalid_value',
      'text.format.name',
    );
  if (format.strict !== true || !format.schema) return null;
  return strictSchemaRefusal(format.schema, name);
}

/** Why strict mode refuses `schema` (spec.refusals, spec.limits), or null. */
export function strictSchemaRefusal(
  schema: object,
  name = 'listing_draft',
): OpenAIStructuredRefusal | null {
  const invalid = (message: string) =>
    error(400, message, 'invalid_json_schema', 'text.format.schema');
  const limits = spec.limits;
  let problem: OpenAIStructuredRefusal | null = null;
  let properties = 0;
  let enumValues = 0;
  let chars = 0;
  let deepest = 0;
  const visit = (node: Schema, context: string[], depth: number) => {
    if (problem) return;
    deepest = Math.max(deepest, depth);
    const where = context.map((c) => `'${c}'`).join(', ');
    const ctx = context.length === 1 ? `${where},` : where;
    for (const keyword of Object.keys(node))
      if (!spec.supportedKeywords.includes(keyword)) {
        problem = invalid(fill(spec.refusals.notPermitted, { name, context: ctx, keyword }));
        return;
      }
    if (node.type === 'object' || node.properties) {
      const keys = Object.keys(node.properties ?? {});
      const missing = keys.find((key) => !(node.required ?? []).includes(key));
      if (missing !== undefined) {
        problem = invalid(fill(spec.refusals.required, { name, context: ctx, key: missing }));
        return;
      }
      if (node.additionalProperties !== false) {
        problem = invalid(fill(spec.refusals.additionalProperties, { name, context: ctx }));
        return;
      }
      properties += keys.length;
      for (const key of keys) {
        chars += key.length;
        visit(node.properties![key]!, [...context, 'properties', key], depth + 1);
      }
    }
    if (Array.isArray(node.enum)) {
      enumValues += node.enum.length;
      const length = node.enum.reduce<number>((sum, v) => sum + String(v).length, 0);
      chars += length;
      if (node.enum.length > limits.largeEnumValues && length > limits.largeEnumChars)
        problem = invalid(
          fill(spec.refusals.largeEnumChars.message, {
            name,
            values: limits.largeEnumValues,
            limit: limits.largeEnumChars,
          }),
        );
    }
    if (node.items) visit(node.items, [...context, 'items'], depth);
  };
  visit(schema as Schema, [], 1);
  if (problem) return problem;
  if (deepest > limits.maxNesting)
    return invalid(
      fill(spec.refusals.nesting, { name, levels: deepest, limit: limits.maxNesting }),
    );
  if (properties > limits.maxProperties)
    return invalid(
      fill(spec.refusals.tooManyProperties.message, {
        name,
        count: properties,
        limit: limits.maxProperties,
      }),
    );
  if (enumValues > limits.maxEnumValues)
    return invalid(
      fill(spec.refusals.tooManyEnumValues.message, {
        name,
        count: enumValues,
        limit: limits.maxEnumValues,
      }),
    );
  if (chars > limits.maxChars)
    return invalid(
      `Invalid schema for response_format '${name}': more than ${limits.maxChars} characters.`,
    );
  return null;
}

/** Whether `value` keeps to a strict `schema`: required keys, no others, enums, types. */
export function keepsToStrict(schema: Schema, value: unknown): boolean {
  if (schema.enum) return schema.enum.includes(value);
  switch (schema.type) {
    case 'object': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
      const record = value as Record<string, unknown>;
      const properties = schema.properties ?? {};
      if (Object.keys(record).some((key) => !(key in properties))) return false;
      return Object.entries(properties).every(
        ([key, child]) => key in record && keepsToStrict(child, record[key]),
      );
    }
    case 'array':
      return Array.isArray(value) && value.every((item) => keepsToStrict(schema.items ?? {}, item));
    case 'string':
      return typeof value === 'string';
    default:
      return true;
  }
}

export async function startOpenAIStructuredFake(): Promise<OpenAIStructuredFake> {
  const script: OpenAIStructuredBehaviour[] = [];
  const server = await startFakeServer(async (req, res) => {
    if (req.method !== 'POST' || req.path !== spec.path)
      return sendJson(res, 404, error(404, `Invalid URL (${req.method} ${req.path})`, null).body);
    if (req.headers.authorization !== 'Bearer test-openai-key') {
      const refused = error(401, 'Incorrect API key provided.', 'invalid_api_key');
      return sendJson(res, refused.status, refused.body);
    }
    const body = JSON.parse(req.body.toString('utf8')) as ResponsesBody;
    const refusal = openAIStructuredRefusal(body);
    if (refusal) return sendJson(res, refusal.status, refusal.body);
    const behaviour = script.shift() ?? { kind: 'schema' };
    switch (behaviour.kind) {
      case 'rate-limited':
        return sendJson(
          res,
          429,
          error(
            429,
            'Rate limit reached for requests per min.',
            'rate_limit_exceeded',
            null,
            'requests',
          ).body,
          { 'retry-after': '1', 'retry-after-ms': '20' },
        );
      case 'bad-request':
        return sendJson(
          res,
          400,
          error(400, behaviour.message ?? 'Invalid request.', 'invalid_value').body,
        );
      case 'server-error':
        return sendJson(
          res,
          500,
          error(
            500,
            'The server had an error while processing your request.',
            null,
            null,
            'server_error',
          ).body,
        );
      case 'hang':
        return hang(res);
    }
    const schema = body.text?.format?.schema ?? { type: 'string' };
    let json: unknown;
    if (behaviour.kind === 'json') {
      if (!keepsToStrict(schema, behaviour.json))
        throw new Error('A scripted answer breaks the schema: the vendor could never send it.');
      json = behaviour.json;
    } else json = answerFor(schema, behaviour.kind === 'schema' ? behaviour.values : {});
    let text = JSON.stringify(json);
    if (behaviour.kind === 'incomplete') text = text.slice(0, Math.floor(text.length / 2));
    const content =
      behaviour.kind === 'refusal'
        ? [{ type: 'refusal', refusal: "I'm sorry, I can't help with that request." }]
        : [{ type: 'output_text', text, annotations: [], logprobs: [] }];
    const usage = {
      ...spec.usage,
      total_tokens: spec.usage.input_tokens + spec.usage.output_tokens,
    };
    sendJson(res, 200, {
      id: `resp_${randomUUID().replaceAll('-', '')}`,
      object: 'response',
      created_at: Math.floor(Date.now() / 1000),
      status: behaviour.kind === 'incomplete' ? 'incomplete' : 'completed',
      incomplete_details: behaviour.kind === 'incomplete' ? { reason: 'max_output_tokens' } : null,
      error: null,
      model: body.model,
      output: [
        { id: `rs_${randomUUID().replaceAll('-', '')}`, type: 'reasoning', summary: [] },
        {
          id: `msg_${randomUUID().replaceAll('-', '')}`,
          type: 'message',
          status: behaviour.kind === 'incomplete' ? 'incomplete' : 'completed',
          role: 'assistant',
          content,
        },
      ],
      text: body.text,
      usage,
    });
  });
  return { ...server, script };
}
