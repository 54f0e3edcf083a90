import { describe, expect, it } from 'vitest';
import {
  curlExample,
  operationsOf,
  typescriptExample,
  type OpenApiDocument,
} from './openapi-model';

const doc: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'T', version: '1' },
  components: {
    schemas: {
      Save: {
        type: 'object',
        properties: {
          runId: { type: 'string', format: 'uuid' },
          name: { type: 'string', example: 'Summer kurtas' },
          note: { type: 'string' },
        },
        required: ['runId', 'name'],
      },
      Photos: {
        type: 'object',
        properties: {
          front: { type: 'string', format: 'binary' },
          backgroundId: { type: 'string', example: 'clean-white-studio' },
        },
        required: ['front', 'backgroundId'],
      },
    },
  },
  paths: {
    '/catalogues': {
      post: {
        tags: ['Catalogues'],
        summary: 'Save',
        parameters: [{ name: 'idempotency-key', in: 'header', schema: { type: 'string' } }],
        requestBody: {
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Save' } } },
        },
        responses: { '201': { description: 'Saved', content: { 'application/json': {} } } },
      },
    },
    '/runs': {
      post: {
        tags: ['Runs'],
        summary: 'Create',
        requestBody: {
          content: { 'multipart/form-data': { schema: { $ref: '#/components/schemas/Photos' } } },
        },
        responses: { '201': { description: 'Made' } },
      },
    },
    '/catalogues/{id}/zip': {
      get: {
        tags: ['Catalogues'],
        summary: 'Zip',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { '200': { description: 'The zip', content: { 'application/zip': {} } } },
      },
    },
  },
};

describe('the reference drawn from the OpenAPI document', () => {
  const operations = operationsOf(doc);
  const find = (path: string) => operations.find((operation) => operation.path === path)!;

  it('lists every operation with its tag, parameters and body fields, $refs resolved', () => {
    expect(operations.map((o) => `${o.method} ${o.path}`)).toEqual([
      'POST /catalogues',
      'POST /runs',
      'GET /catalogues/{id}/zip',
    ]);
    expect(find('/catalogues').bodies[0]!.fields).toEqual([
      { name: 'runId', type: 'string (uuid)', required: true, description: undefined },
      { name: 'name', type: 'string', required: true, description: undefined },
      { name: 'note', type: 'string', required: false, description: undefined },
    ]);
    expect(find('/runs').bodies[0]!.fields[0]).toMatchObject({ name: 'front', type: 'file' });
  });

  it('writes curl with the key, an Idempotency-Key on creates, and the body of each kind', () => {
    const save = curlExample(doc, find('/catalogues'), 'https://x/api/v1');
    expect(save).toContain('curl -X POST "https://x/api/v1/catalogues"');
    expect(save).toContain('Authorization: Bearer $VASTRA_API_KEY');
    expect(save).toContain('Idempotency-Key');
    expect(save).toContain(
      `-d '{"runId":"3f0e1c7a-5b2d-4c8e-9a41-2d6f0b8e7c55","name":"Summer kurtas"}'`,
    );
    const create = curlExample(doc, find('/runs'), 'https://x/api/v1');
    expect(create).toContain('-F front=@front.jpg');
    expect(create).toContain('-F backgroundId=clean-white-studio');
    expect(curlExample(doc, find('/catalogues/{id}/zip'), 'https://x/api/v1')).toContain(
      '-o download',
    );
  });

  it('writes TypeScript that sends the JSON body and reads a file answer as bytes', () => {
    const save = typescriptExample(doc, find('/catalogues'), 'https://x/api/v1');
    expect(save).toContain("method: 'POST'");
    expect(save).toContain('JSON.stringify({"runId"');
    expect(save).toContain('await response.json()');
    const zip = typescriptExample(doc, find('/catalogues/{id}/zip'), 'https://x/api/v1');
    expect(zip).toContain('arrayBuffer()');
  });
});
