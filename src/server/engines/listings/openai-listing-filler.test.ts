import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GARMENT_TYPE_IDS } from '../../../core/garments.js';
import { LANGUAGES } from '../../../core/language.js';
import type { VendorBill } from '../vendor-bill.js';
import {
  openAIStructuredRefusal,
  startOpenAIStructuredFake,
  strictSchemaRefusal,
  type OpenAIStructuredFake,
} from '../../../../tests/fakes/openai-structured-output.js';
import { LISTING_FIXTURES } from '../../../../tests/support/listing-fixtures.js';
import { createListingFiller } from './create-listing-filler.js';
import { listingAnswerSchema, openAIStrictSchema } from './listing-answer-schema.js';
import {
  OPENAI_LISTING_MODEL,
  OPENAI_LISTING_MODELS,
  OPENAI_STRICT_SCHEMA_RULES,
  openAIListingCostUsd,
} from './listing-vision-contracts.js';
import { createOpenAIListingFiller } from './openai-listing-filler.js';

let fake: OpenAIStructuredFake;
let photo: Buffer;
beforeAll(async () => {
  fake = await startOpenAIStructuredFake();
  photo = await LISTING_FIXTURES.find((f) => f.id === 'kurta-set-3-maroon')!.draw();
});
afterAll(() => fake.close());

const filler = (timeoutMs?: number) =>
  createOpenAIListingFiller({
    apiKey: 'test-openai-key',
    baseUrl: `${fake.url}/v1`,
    model: OPENAI_LISTING_MODEL,
    ...(timeoutMs ? { timeoutMs } : {}),
  });

const english = {
  title: 'Vastra Women Kurta Set Straight Cotton Maroon Set of 3',
  bullets: ['Maroon solid kurta set', 'Fabric: Cotton', 'Set of 3: kurta, trousers, dupatta'],
  description: 'A maroon cotton kurta set with trousers and a dupatta.',
};

// 1,840 input tokens at $0.75 and 900 output tokens (reasoning included) at $4.50 a million.
const FAKE_COST_MICRO_USD = 5430;

describe("the listing's strict schema against the fake's rules", () => {
  it.each(
    LANGUAGES.flatMap((language) => GARMENT_TYPE_IDS.map((type) => [type, language] as const)),
  )('%s (%s): accepted by strict mode', (type, language) => {
    const schema = openAIStrictSchema(listingAnswerSchema(type, language));
    expect(strictSchemaRefusal(schema)).toBeNull();
  });

  it('is checked by rules that do refuse', () => {
    const strict = (schema: object) => strictSchemaRefusal(schema)?.body.error.message;
    // Google's form of the schema: objects left open.
    expect(strict(listingAnswerSchema('kurta', 'en'))).toMatch(
      /'additionalProperties' is required to be supplied and to be false/,
    );
    const open = { type: 'object', properties: { a: { type: 'string' } }, required: [] };
    expect(strict({ ...open, additionalProperties: false })).toMatch(/Missing 'a'/);
    expect(
      strict({
        type: 'object',
        properties: { a: { type: 'string', default: 'x' } },
        required: ['a'],
        additionalProperties: false,
      }),
    ).toMatch(/In context=\('properties', 'a'\), 'default' is not permitted/);
    const manyEnums = {
      type: 'object',
      additionalProperties: false,
      required: ['a', 'b', 'c', 'd', 'e'],
      properties: Object.fromEntries(
        ['a', 'b', 'c', 'd', 'e'].map((key) => [
          key,
          { type: 'string', enum: Array.from({ length: 201 }, (_, i) => `${key}${i}`) },
        ]),
      ),
    };
    expect(strict(manyEnums)).toMatch(/1005 enum values/);
    expect(strictSchemaRefusal(manyEnums)?.body.error.code).toBe('invalid_json_schema');
    const refused = openAIStructuredRefusal({ model: 'gpt-4-turbo-vision', input: [] });
    expect(refused).toMatchObject({ status: 404, body: { error: { code: 'model_not_found' } } });
  });

  it("the filler's contract row agrees with the fake's limits for the largest schema", () => {
    const enums = (schema: object): number =>
      JSON.stringify(schema)
        .match(/"enum":\[[^\]]*\]/g)!
        .reduce((sum, list) => sum + (JSON.parse(list.slice(7)) as unknown[]).length, 0);
    const largest = Math.max(
      ...GARMENT_TYPE_IDS.map((type) => enums(listingAnswerSchema(type, 'hi'))),
    );
    expect(largest).toBeLessThanOrEqual(OPENAI_STRICT_SCHEMA_RULES.maxEnumValues);
  });
});

describe('the OpenAI listing filler', () => {
  it('fills from the answer, keeps the seller’s pieces, and prices the answer’s tokens', async () => {
    fake.script.push({
      kind: 'schema',
      values: {
        'myntra.prominent_colour': 'Maroon',
        'meesho.color': 'Maroon',
        'myntra.fabric': 'Cotton',
        english,
      },
    });
    const bills: VendorBill[] = [];
    const draft = await filler().fill(
      { garmentType: 'kurta-set', frontPhoto: photo, pieces: 3, language: 'en' },
      { onBilled: (bill) => bills.push(bill) },
    );
    expect(draft).toMatchObject({ filledBy: 'openai', hindi: null, english });
    expect(draft.attributes.myntra).toMatchObject({
      prominent_colour: 'Maroon',
      fabric: 'Cotton',
      number_of_components: '3',
    });
    expect(draft.attributes.meesho).toMatchObject({ color: 'Maroon', number_of_pieces: '3' });
    expect(draft.costUsd).toBeCloseTo(FAKE_COST_MICRO_USD / 1e6, 6);
    expect(bills).toEqual([
      {
        kind: 'listing',
        engine: 'openai',
        model: OPENAI_LISTING_MODEL,
        ended: 'answered',
        costMicroUsd: FAKE_COST_MICRO_USD,
      },
    ]);
    const sent = JSON.parse(fake.requests.at(-1)!.body.toString()) as {
      input: { content: { type: string; image_url?: string }[] }[];
      text: {
        format: {
          type: string;
          strict: boolean;
          schema: { properties: Record<string, { properties: object }> };
        };
      };
    };
    expect(sent.text.format).toMatchObject({ type: 'json_schema', strict: true });
    expect(sent.input[0]!.content[1]!.type).toBe('input_image');
    expect(sent.input[0]!.content[1]!.image_url).toMatch(/^data:image\/jpeg;base64,/);
    expect(Object.keys(sent.text.format.schema.properties.myntra!.properties)).not.toContain(
      'number_of_components',
    );
  });

  it('fills Hindi texts from the answer when they are in Devanagari', async () => {
    const hindi = {
      title: 'वस्त्र महिला कुर्ता सेट सूती मैरून',
      bullets: ['मैरून कुर्ता सेट', 'कपड़ा: सूती', 'तीन का सेट'],
      description: 'मैरून सूती कुर्ता सेट।',
    };
    fake.script.push({ kind: 'schema', values: { english, hindi } });
    const draft = await filler().fill({
      garmentType: 'kurta-set',
      frontPhoto: photo,
      language: 'hi',
    });
    expect(draft).toMatchObject({ filledBy: 'openai', hindi });
  });

  it.each([
    ['a 429 with retry headers', { kind: 'rate-limited' } as const, 'refused', 0],
    ['a 400', { kind: 'bad-request' } as const, 'refused', 0],
    ['a server error', { kind: 'server-error' } as const, 'refused', 0],
    ['the model’s refusal', { kind: 'refusal' } as const, 'answered', FAKE_COST_MICRO_USD],
    [
      'an answer cut off at max_output_tokens',
      { kind: 'incomplete' } as const,
      'answered',
      FAKE_COST_MICRO_USD,
    ],
    [
      'a scripted answer the schema forbids (the fake fails it)',
      { kind: 'json', json: {} } as const,
      'refused',
      0,
    ],
  ])('gives the offline draft after %s, tried once', async (_, behaviour, ended, cost) => {
    fake.script.push(behaviour);
    const before = fake.requests.length;
    const bills: VendorBill[] = [];
    const draft = await filler().fill(
      { garmentType: 'kurta-set', frontPhoto: photo, language: 'en' },
      { onBilled: (bill) => bills.push(bill) },
    );
    expect(fake.requests.length - before).toBe(1);
    expect(draft).toMatchObject({ filledBy: 'offline', costUsd: null });
    expect(draft.attributes.myntra.prominent_colour).toBe('Maroon');
    expect(bills).toMatchObject([{ kind: 'listing', engine: 'openai', ended, costMicroUsd: cost }]);
  });

  it('gives the offline draft when the answer takes too long (billed as cut short)', async () => {
    fake.script.push({ kind: 'hang' });
    const bills: VendorBill[] = [];
    const draft = await filler(300).fill(
      { garmentType: 'kurta', frontPhoto: photo, language: 'en' },
      { onBilled: (bill) => bills.push(bill) },
    );
    expect(draft.filledBy).toBe('offline');
    expect(bills).toMatchObject([{ ended: 'cut-short', costMicroUsd: 0 }]);
  });

  it('gives the offline draft for a model the key cannot reach (404 model_not_found)', async () => {
    // The fake serves gpt-5.4-mini only; a contract row it does not serve is refused as OpenAI would.
    OPENAI_LISTING_MODELS['gpt-test-unserved'] = OPENAI_LISTING_MODELS[OPENAI_LISTING_MODEL]!;
    try {
      const bills: VendorBill[] = [];
      const draft = await createOpenAIListingFiller({
        apiKey: 'test-openai-key',
        baseUrl: `${fake.url}/v1`,
        model: 'gpt-test-unserved',
      }).fill(
        { garmentType: 'kurta', frontPhoto: photo, language: 'en' },
        { onBilled: (bill) => bills.push(bill) },
      );
      expect(draft.filledBy).toBe('offline');
      expect(bills).toMatchObject([{ ended: 'refused', costMicroUsd: 0 }]);
    } finally {
      delete OPENAI_LISTING_MODELS['gpt-test-unserved'];
    }
  });

  it('refuses a model it has no contract for', () => {
    expect(() => createOpenAIListingFiller({ apiKey: 'k', model: 'gpt-4o-mini' })).toThrow(
      /does not know/,
    );
  });

  it('prices output tokens with the reasoning they include, at the list price', () => {
    const row = OPENAI_LISTING_MODELS[OPENAI_LISTING_MODEL]!;
    expect(openAIListingCostUsd(row, { input_tokens: 1_000_000, output_tokens: 0 })).toBe(0.75);
    expect(openAIListingCostUsd(row, { input_tokens: 0, output_tokens: 1_000_000 })).toBe(4.5);
    expect(openAIListingCostUsd(row, undefined)).toBe(0);
  });
});

describe('createListingFiller with OpenAI', () => {
  it('asks OpenAI only when it is the image engine and has a key; FASHN stays offline', () => {
    expect(createListingFiller({ IMAGE_ENGINE: 'openai', OPENAI_API_KEY: 'k' }).filledBy).toBe(
      'openai',
    );
    expect(createListingFiller({ IMAGE_ENGINE: 'openai' }).filledBy).toBe('offline');
    expect(createListingFiller({ IMAGE_ENGINE: 'openai', GEMINI_API_KEY: 'k' }).filledBy).toBe(
      'offline',
    );
    for (const engine of ['studio', 'fashn'])
      expect(
        createListingFiller({ IMAGE_ENGINE: engine, OPENAI_API_KEY: 'k', GEMINI_API_KEY: 'k' })
          .filledBy,
      ).toBe('offline');
  });

  it('fills through the fake end to end', async () => {
    const draft = await createListingFiller({
      IMAGE_ENGINE: 'openai',
      OPENAI_API_KEY: 'test-openai-key',
      OPENAI_BASE_URL: `${fake.url}/v1`,
    }).fill({ garmentType: 'saree', frontPhoto: photo, language: 'en' });
    expect(draft.filledBy).toBe('openai');
    expect(draft.attributes.myntra.prominent_colour).toBe('Navy Blue');
  });
});
