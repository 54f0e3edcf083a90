/**
 * Fake Gemini generateContent for structured output (a JSON schema), at the wire @google/genai
 * speaks: POST /v1beta/models/{model}:generateContent, generationConfig.responseMimeType and
 * responseJsonSchema. It refuses from its own table (contracts/gemini-structured-output.json),
 * never from the filler's contract, and answers JSON that keeps to the schema: each enum's first
 * value unless a test scripts one. A scripted answer that breaks the schema fails the request
 * (the vendor's constrained decoding could never send it).
 */
import { sendJson, startFakeServer, type FakeServer } from './fake-server.js';
import { googleError, INVALID_KEY, modelNotFound, type GoogleRefusal } from './gemini-refusals.js';
import spec from './contracts/gemini-structured-output.json' with { type: 'json' };

export interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  enum?: unknown[];
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  [keyword: string]: unknown;
}

export type StructuredBehaviour =
  /** JSON of the schema: enums' first values, `values` by dotted path where scripted. */
  | { kind: 'schema'; values?: Record<string, unknown> }
  /** This exact JSON (it must keep to the schema, or the request fails). */
  | { kind: 'json'; json: unknown }
  /** Cut off at the token limit: finishReason MAX_TOKENS and half the JSON. */
  | { kind: 'truncated' }
  | { kind: 'rate-limited' }
  | { kind: 'server-error' };

export interface StructuredFake extends FakeServer {
  script: StructuredBehaviour[];
  /** Keywords sent that Google ignores without a word, with where they were. */
  ignoredKeywords: string[];
}

/** Why Google refuses this request's schema, or null (spec.refusals). */
export function structuredRefusal(model: string, body: unknown): GoogleRefusal | null {
  if (!spec.models.includes(model)) return modelNotFound(model);
  const config = (body as { generationConfig?: Record<string, unknown> }).generationConfig ?? {};
  const schema = config.responseJsonSchema as Schema | undefined;
  const refusal = (r: { status: number; message: string }, status = 'INVALID_ARGUMENT') => ({
    status: r.status,
    body: googleError(r.status, status, r.message),
  });
  if (schema && config.responseSchema) return refusal(spec.refusals.bothSchemas);
  if (!schema) return null;
  if (config.responseMimeType !== 'application/json')
    return refusal(spec.refusals.jsonSchemaWithoutJsonMime);
  let problem: GoogleRefusal | null = null;
  walk(schema, '', (node) => {
    if (problem) return;
    if (Array.isArray(node.enum) && node.enum.length >= spec.refusals.enumStatesAtOrAbove)
      problem = refusal(spec.refusals.tooManyStates);
    const boundedObjects =
      node.type === 'array' &&
      node.items?.type === 'object' &&
      (node.minItems !== undefined || node.maxItems !== undefined);
    if (boundedObjects) problem = refusal(spec.refusals.objectArrayBounds);
  });
  return problem;
}

function walk(node: Schema, path: string, visit: (node: Schema, path: string) => void): void {
  visit(node, path);
  for (const [key, child] of Object.entries(node.properties ?? {}))
    walk(child, path ? `${path}.${key}` : key, visit);
  if (node.items) walk(node.items, `${path}[]`, visit);
}

/** Keywords of `schema` outside Google's list (ignored by Google), with their path. */
export function ignoredKeywords(schema: object): string[] {
  const found: string[] = [];
  walk(schema as Schema, '', (node, path) => {
    for (const key of Object.keys(node))
      if (!spec.supportedKeywords.includes(key)) found.push(`${path || '(root)'}: ${key}`);
  });
  return found;
}

/** A value keeping to `schema`: scripted by path, else each enum's first value. */
export function answerFor(
  schema: Schema,
  values: Record<string, unknown> = {},
  path = '',
): unknown {
  if (path in values) return values[path];
  if (schema.enum) return schema.enum[0];
  if (schema.type === 'object')
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, child]) => [
        key,
        answerFor(child, values, path ? `${path}.${key}` : key),
      ]),
    );
  if (schema.type === 'array') {
    const count = Math.max(schema.minItems ?? 3, 0);
    return Array.from({ length: count }, (_, i) =>
      answerFor(schema.items ?? {}, values, `${path}[${i}]`),
    );
  }
  return `sample ${path}`;
}

/** Whether `value` keeps to `schema` (the keywords the fake knows). */
export function keepsTo(schema: Schema, value: unknown): boolean {
  if (schema.enum) return schema.enum.includes(value);
  switch (schema.type) {
    case 'object': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
      const record = value as Record<string, unknown>;
      if ((schema.required ?? []).some((key) => !(key in record))) return false;
      return Object.entries(schema.properties ?? {}).every(
        ([key, child]) => !(key in record) || keepsTo(child, record[key]),
      );
    }
    case 'array':
      return (
        Array.isArray(value) &&
        value.length >= (schema.minItems ?? 0) &&
        value.length <= (schema.maxItems ?? Infinity) &&
        value.every((item) => keepsTo(schema.items ?? {}, item))
      );
    case 'string':
      return typeof value === 'string';
    default:
      return true;
  }
}

export async function startStructuredFake(): Promise<StructuredFake> {
  const script: StructuredBehaviour[] = [];
  const ignored: string[] = [];
  const server = await startFakeServer(async (req, res) => {
    const match = /^\/v1beta\/models\/([^/:]+):generateContent$/.exec(req.path);
    if (req.method !== 'POST' || !match)
      return sendJson(
        res,
        404,
        googleError(404, 'NOT_FOUND', `No route ${req.method} ${req.path}`),
      );
    if (req.headers['x-goog-api-key'] !== 'test-gemini-key')
      return sendJson(res, INVALID_KEY.status, INVALID_KEY.body);
    const body = JSON.parse(req.body.toString('utf8')) as {
      generationConfig?: { responseJsonSchema?: Schema };
    };
    const refusal = structuredRefusal(match[1]!, body);
    if (refusal) return sendJson(res, refusal.status, refusal.body);
    const schema = body.generationConfig?.responseJsonSchema ?? { type: 'string' };
    ignored.push(...ignoredKeywords(schema));
    const behaviour = script.shift() ?? { kind: 'schema' };
    if (behaviour.kind === 'rate-limited')
      return sendJson(
        res,
        429,
        googleError(429, 'RESOURCE_EXHAUSTED', 'Resource has been exhausted (e.g. check quota).'),
      );
    if (behaviour.kind === 'server-error')
      return sendJson(
        res,
        503,
        googleError(503, 'UNAVAILABLE', 'The model is overloaded. Please try again later.'),
      );
    let json: unknown;
    if (behaviour.kind === 'json') {
      if (!keepsTo(schema, behaviour.json))
        throw new Error('A scripted answer breaks the schema: the vendor could never send it.');
      json = behaviour.json;
    } else json = answerFor(schema, behaviour.kind === 'schema' ? behaviour.values : {});
    let text = JSON.stringify(json);
    if (behaviour.kind === 'truncated') text = text.slice(0, Math.floor(text.length / 2));
    sendJson(res, 200, {
      candidates: [
        {
          content: { role: 'model', parts: [{ text }] },
          finishReason: behaviour.kind === 'truncated' ? 'MAX_TOKENS' : 'STOP',
          index: 0,
        },
      ],
      usageMetadata: {
        ...spec.usage,
        totalTokenCount:
          spec.usage.promptTokenCount +
          spec.usage.candidatesTokenCount +
          spec.usage.thoughtsTokenCount,
      },
      modelVersion: match[1],
    });
  });
  return { ...server, script, ignoredKeywords: ignored };
}
