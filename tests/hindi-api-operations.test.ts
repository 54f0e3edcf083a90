/**
 * The API reference's Hindi (decision 202) against the server's own OpenAPI document: here, as
 * the web and the server do not import each other.
 */
import { describe, expect, it } from 'vitest';
import { apiOperationsTexts } from '../src/web/i18n/texts/api-operations';
import { apiV1Routes, type ApiV1Deps } from '../src/server/modules/api/api-v1-routes';
import { operationsOf, type OpenApiDocument } from '../src/web/features/api-docs/openapi-model';
import { operationIn } from '../src/web/features/api-docs/operation-texts';

const en: Readonly<Record<string, string>> = apiOperationsTexts.en;

async function document(): Promise<OpenApiDocument> {
  const deps = { publicUrl: 'https://studio.example', rateLimitPerMinute: 60 };
  const response = await apiV1Routes(deps as ApiV1Deps).request('/openapi.json');
  return (await response.json()) as OpenApiDocument;
}

describe('the API reference’s operation texts (decision 202)', () => {
  it('has every text of the server’s document, in its exact English', async () => {
    const operations = operationsOf(await document());
    expect(operations.length).toBeGreaterThan(20);
    for (const operation of operations) {
      expect(en[`summary-${operation.id}`], operation.id).toBe(operation.summary);
      expect(en[`tag-${operation.tag}`], operation.id).toBe(operation.tag);
      if (operation.description)
        expect(en[`description-${operation.id}`], operation.id).toBe(operation.description);
      const shared = [
        ...operation.parameters.map((parameter) => parameter.description),
        ...operation.bodies.flatMap((body) => body.fields.map((field) => field.description)),
        ...operation.responses.map((response) => response.description),
      ].filter((text): text is string => Boolean(text));
      for (const text of shared) expect(en[text], `${operation.id}: ${text}`).toBe(text);
    }
  });

  it('leaves an English page’s operations exactly as the document says them', async () => {
    for (const operation of operationsOf(await document()))
      expect(operationIn('en', operation)).toBe(operation);
  });
});
