import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GARMENT_TYPE_IDS } from '../../../core/garments.js';
import { LANGUAGES } from '../../../core/language.js';
import type { VendorBill } from '../vendor-bill.js';
import {
  ignoredKeywords,
  startStructuredFake,
  structuredRefusal,
  type StructuredFake,
} from '../../../../tests/fakes/gemini-structured-output.js';
import { LISTING_FIXTURES } from '../../../../tests/support/listing-fixtures.js';
import { createListingFiller } from './create-listing-filler.js';
import { createGeminiListingFiller } from './gemini-listing-filler.js';
import { listingAnswerSchema } from './listing-answer-schema.js';
import { LISTING_VISION_MODEL } from './listing-vision-contracts.js';

let fake: StructuredFake;
let photo: Buffer;
beforeAll(async () => {
  fake = await startStructuredFake();
  photo = await LISTING_FIXTURES.find((f) => f.id === 'kurta-set-3-maroon')!.draw();
});
afterAll(() => fake.close());

const request = (schema: unknown) => ({
  generationConfig: { responseMimeType: 'application/json', responseJsonSchema: schema },
});

const filler = () =>
  createGeminiListingFiller({
    apiKey: 'test-gemini-key',
    baseUrl: fake.url,
    model: LISTING_VISION_MODEL,
  });

const english = {
  title: 'Vastra Women Kurta Set Straight Cotton Maroon Set of 3',
  bullets: ['Maroon solid kurta set', 'Fabric: Cotton', 'Set of 3: kurta, trousers, dupatta'],
  description: 'A maroon cotton kurta set with trousers and a dupatta.',
};

describe("the listing's schema against the fake's rules", () => {
  it.each(
    LANGUAGES.flatMap((language) => GARMENT_TYPE_IDS.map((type) => [type, language] as const)),
  )('%s (%s): accepted, and no keyword Google would ignore', (type, language) => {
    const schema = listingAnswerSchema(type, language);
    expect(structuredRefusal(LISTING_VISION_MODEL, request(schema))).toBeNull();
    expect(ignoredKeywords(schema)).toEqual([]);
  });

  it('is checked by rules that do refuse: a 100-value enum, object-array bounds, no mime type', () => {
    const big = { type: 'string', enum: Array.from({ length: 100 }, (_, i) => `v${i}`) };
    expect(structuredRefusal(LISTING_VISION_MODEL, request(big))?.body.error.message).toMatch(
      /too many states/,
    );
    const bounded = { type: 'array', maxItems: 5, items: { type: 'object', properties: {} } };
    expect(structuredRefusal(LISTING_VISION_MODEL, request(bounded))?.status).toBe(400);
    expect(
      structuredRefusal(LISTING_VISION_MODEL, { generationConfig: { responseJsonSchema: {} } })
        ?.status,
    ).toBe(400);
    expect(structuredRefusal('gemini-1.0-pro', request({}))?.status).toBe(404);
  });
});

describe('the Gemini listing filler', () => {
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
    expect(draft).toMatchObject({ filledBy: 'gemini', hindi: null, english });
    expect(draft.attributes.myntra).toMatchObject({
      prominent_colour: 'Maroon',
      fabric: 'Cotton',
      number_of_components: '3',
    });
    expect(draft.attributes.meesho).toMatchObject({ color: 'Maroon', number_of_pieces: '3' });
    // 1,612 prompt tokens at $0.75 and 380 + 620 answer and thinking tokens at $3.75 a million.
    expect(draft.costUsd).toBeCloseTo(0.004959, 6);
    expect(bills).toEqual([
      {
        kind: 'listing',
        engine: 'gemini',
        model: LISTING_VISION_MODEL,
        ended: 'answered',
        costMicroUsd: 4959,
      },
    ]);
    const sent = JSON.parse(fake.requests.at(-1)!.body.toString()) as {
      contents: { parts: { inlineData?: { mimeType: string } }[] }[];
      generationConfig: {
        responseMimeType: string;
        responseJsonSchema: { properties: Record<string, { properties: object }> };
      };
    };
    expect(sent.generationConfig.responseMimeType).toBe('application/json');
    expect(sent.contents[0]!.parts[1]!.inlineData?.mimeType).toBe('image/jpeg');
    // The seller's choice is not asked.
    expect(
      Object.keys(sent.generationConfig.responseJsonSchema.properties.myntra!.properties),
    ).not.toContain('number_of_components');
  });

  it('composes the texts itself when the answer’s break the rules (Hindi not in Devanagari)', async () => {
    fake.script.push({
      kind: 'schema',
      values: { english: { ...english, bullets: ['only one'] } },
    });
    const draft = await filler().fill({ garmentType: 'kurta', frontPhoto: photo, language: 'hi' });
    expect(draft.filledBy).toBe('gemini');
    // The fake's plain strings are English: the Hindi texts are composed from the attributes.
    expect(draft.english.bullets.length).toBeGreaterThanOrEqual(3);
    expect(draft.english.bullets).not.toContain('only one');
    expect(draft.hindi?.title).toMatch(/कुर्ता/);
  });

  it.each([
    ['a refused request', { kind: 'rate-limited' } as const, 'refused', 0],
    ['a server error', { kind: 'server-error' } as const, 'refused', 0],
    ['an answer cut off mid-JSON', { kind: 'truncated' } as const, 'answered', 4959],
    [
      'a scripted answer the schema forbids (the fake fails it)',
      { kind: 'json', json: {} } as const,
      'refused',
      0,
    ],
  ])('gives the offline draft after %s', async (_, behaviour, ended, cost) => {
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
    expect(bills).toMatchObject([{ kind: 'listing', ended, costMicroUsd: cost }]);
  });

  it('refuses a model it has no contract for', () => {
    expect(() => createGeminiListingFiller({ apiKey: 'k', model: 'gemini-2.0-flash' })).toThrow(
      /does not know/,
    );
  });
});

describe('createListingFiller', () => {
  it('asks Gemini only when it is the image engine and has a key; no other engine uses its key', () => {
    expect(createListingFiller({ IMAGE_ENGINE: 'gemini', GEMINI_API_KEY: 'k' }).filledBy).toBe(
      'gemini',
    );
    expect(createListingFiller({ IMAGE_ENGINE: 'gemini' }).filledBy).toBe('offline');
    for (const engine of ['studio', 'openai', 'fashn'])
      expect(createListingFiller({ IMAGE_ENGINE: engine, GEMINI_API_KEY: 'k' }).filledBy).toBe(
        'offline',
      );
  });

  it('fills through the fake end to end', async () => {
    const draft = await createListingFiller({
      IMAGE_ENGINE: 'gemini',
      GEMINI_API_KEY: 'test-gemini-key',
      GEMINI_BASE_URL: fake.url,
    }).fill({ garmentType: 'saree', frontPhoto: photo, language: 'en' });
    expect(draft.filledBy).toBe('gemini');
    // Every enum's first value, as the fake answers by default.
    expect(draft.attributes.myntra.prominent_colour).toBe('Navy Blue');
  });
});
