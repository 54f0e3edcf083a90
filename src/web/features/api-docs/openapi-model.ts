/**
 * Reads the API's OpenAPI 3.1 document for the /docs/api reference: its operations in order,
 * their parameters and body fields with $refs resolved, and a curl and a TypeScript example for
 * each, made from the same schemas (decision 134). Pure, so it is tested without a browser.
 */

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  example?: unknown;
  enum?: unknown[];
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
}

interface MediaType {
  schema?: JsonSchema;
}

interface RawParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

interface RawOperation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: RawParameter[];
  requestBody?: { content?: Record<string, MediaType> };
  responses?: Record<string, { description?: string; content?: Record<string, MediaType> }>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers?: { url: string }[];
  paths: Record<string, Record<string, RawOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface Field {
  name: string;
  type: string;
  required: boolean;
  description?: string;
}

export interface Operation {
  id: string;
  method: string;
  path: string;
  tag: string;
  summary: string;
  description?: string;
  parameters: (Field & { in: RawParameter['in'] })[];
  /** The request body's media types, each with its fields. */
  bodies: { mediaType: string; fields: Field[]; schema: JsonSchema }[];
  responses: { status: string; description: string; mediaTypes: string[] }[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export function resolve(doc: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema {
  if (!schema) return {};
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return resolve(doc, doc.components?.schemas?.[name]);
  }
  return schema;
}

/** A short type name for a schema: 'string (uuid)', 'File', 'Shot[]', 'integer'. */
export function typeName(doc: OpenApiDocument, schema: JsonSchema | undefined): string {
  if (!schema) return 'any';
  if (schema.$ref) return schema.$ref.replace('#/components/schemas/', '');
  const options = schema.anyOf ?? schema.oneOf;
  if (options)
    return options
      .map((option) => typeName(doc, option))
      .filter((name) => name !== 'null')
      .join(' | ');
  if (schema.format === 'binary') return 'file';
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  const type = Array.isArray(schema.type)
    ? schema.type.filter((t) => t !== 'null').join(' | ')
    : (schema.type ?? 'object');
  if (type === 'array') return `${typeName(doc, schema.items)}[]`;
  return schema.format && type === 'string' ? `string (${schema.format})` : type;
}

/** A body's fields; an object's own fields follow it with dotted names (images.front). */
export function fieldsOf(
  doc: OpenApiDocument,
  schema: JsonSchema | undefined,
  prefix = '',
): Field[] {
  const resolved = resolve(doc, schema);
  return Object.entries(resolved.properties ?? {}).flatMap(([name, property]) => {
    const inner = resolve(doc, property);
    const field: Field = {
      name: `${prefix}${name}`,
      type: typeName(doc, property),
      required: resolved.required?.includes(name) ?? false,
      description: inner.description,
    };
    return inner.properties ? [field, ...fieldsOf(doc, inner, `${prefix}${name}.`)] : [field];
  });
}

export const operationId = (method: string, path: string) =>
  `${method}-${path}`.replace(/[^\w]+/g, '-').replace(/-+$/, '');

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const raw = item[method];
      if (!raw) continue;
      operations.push({
        id: operationId(method, path),
        method: method.toUpperCase(),
        path,
        tag: raw.tags?.[0] ?? 'Other',
        summary: raw.summary ?? `${method.toUpperCase()} ${path}`,
        description: raw.description,
        parameters: (raw.parameters ?? []).map((parameter) => ({
          name: parameter.name,
          in: parameter.in,
          type: typeName(doc, parameter.schema),
          required: parameter.required ?? false,
          description: parameter.description ?? resolve(doc, parameter.schema).description,
        })),
        bodies: Object.entries(raw.requestBody?.content ?? {}).map(([mediaType, content]) => ({
          mediaType,
          fields: fieldsOf(doc, content.schema),
          schema: resolve(doc, content.schema),
        })),
        responses: Object.entries(raw.responses ?? {}).map(([status, response]) => ({
          status,
          description: response.description ?? '',
          mediaTypes: Object.keys(response.content ?? {}),
        })),
      });
    }
  }
  return operations;
}

/** A value for an example request: the schema's example, else something of its type. */
export function exampleOf(doc: OpenApiDocument, schema: JsonSchema | undefined): unknown {
  const resolved = resolve(doc, schema);
  if (resolved.example !== undefined) return resolved.example;
  if (resolved.default !== undefined) return resolved.default;
  if (resolved.enum) return resolved.enum[0];
  if (resolved.properties) {
    const required = new Set(resolved.required ?? []);
    return Object.fromEntries(
      Object.entries(resolved.properties)
        .filter(([name]) => required.has(name))
        .map(([name, property]) => [name, exampleOf(doc, property)]),
    );
  }
  const type = Array.isArray(resolved.type) ? resolved.type[0] : resolved.type;
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [exampleOf(doc, resolved.items)];
  if (resolved.format === 'uuid') return '3f0e1c7a-5b2d-4c8e-9a41-2d6f0b8e7c55';
  if (resolved.format === 'uri') return 'https://example.com/…';
  return 'string';
}

const PATH_EXAMPLES: Record<string, string> = {
  id: '3f0e1c7a-5b2d-4c8e-9a41-2d6f0b8e7c55',
  index: '0',
  imageId: '9b1d2c3e-4f5a-4b6c-8d7e-0f1a2b3c4d5e',
};
const examplePath = (path: string) =>
  path.replace(/\{(\w+)\}/g, (_match, name: string) => PATH_EXAMPLES[name] ?? name);

/** Whether the success answer is a file (a zip or an image) rather than JSON. */
export const answersWithFile = (operation: Operation) =>
  operation.responses.some(
    (response) =>
      response.status.startsWith('2') &&
      response.mediaTypes.some((type) => type !== 'application/json'),
  );

/** curl for one operation: the key from $VASTRA_API_KEY, the first body type it accepts. */
export function curlExample(doc: OpenApiDocument, operation: Operation, baseUrl: string): string {
  const lines = [`curl -X ${operation.method} "${baseUrl}${examplePath(operation.path)}"`];
  lines.push('  -H "Authorization: Bearer $VASTRA_API_KEY"');
  if (operation.parameters.some((p) => p.in === 'header' && p.name === 'idempotency-key'))
    lines.push('  -H "Idempotency-Key: $(uuidgen)"');
  const body = operation.bodies[0];
  if (body?.mediaType === 'multipart/form-data') {
    for (const field of body.fields.filter((f) => f.required)) {
      lines.push(
        field.type === 'file'
          ? `  -F ${field.name}=@${field.name}.jpg`
          : `  -F ${field.name}=${String(exampleOf(doc, body.schema.properties?.[field.name]))}`,
      );
    }
  } else if (body) {
    lines.push('  -H "Content-Type: application/json"');
    lines.push(`  -d '${JSON.stringify(exampleOf(doc, body.schema))}'`);
  }
  if (answersWithFile(operation)) lines.push('  -o download');
  return lines.join(' \\\n');
}

/** The same request with fetch in TypeScript (Node 18+ or a browser). */
export function typescriptExample(
  doc: OpenApiDocument,
  operation: Operation,
  baseUrl: string,
): string {
  const headers = ['Authorization: `Bearer ${process.env.VASTRA_API_KEY}`'];
  if (operation.parameters.some((p) => p.in === 'header' && p.name === 'idempotency-key'))
    headers.push("'Idempotency-Key': crypto.randomUUID()");
  const body = operation.bodies.find((b) => b.mediaType === 'application/json');
  if (body) headers.push("'Content-Type': 'application/json'");
  const lines = [
    `const response = await fetch('${baseUrl}${examplePath(operation.path)}', {`,
    `  method: '${operation.method}',`,
    `  headers: { ${headers.join(', ')} },`,
  ];
  if (body) lines.push(`  body: JSON.stringify(${JSON.stringify(exampleOf(doc, body.schema))}),`);
  lines.push('});');
  lines.push(
    'if (!response.ok) throw new Error((await response.json()).error.message);',
    answersWithFile(operation)
      ? 'const file = Buffer.from(await response.arrayBuffer());'
      : operation.method === 'DELETE'
        ? '// 204: deleted'
        : 'const data = await response.json();',
  );
  return lines.join('\n');
}
