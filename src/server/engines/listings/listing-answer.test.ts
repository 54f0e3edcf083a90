import { describe, expect, it } from 'vitest';
import { readListingAnswer } from './listing-answer.js';

const texts = {
  title: 'Women Saree Red with Zari Border',
  bullets: ['Red saree', 'Zari border', 'Blouse piece included'],
  description: 'A red saree with a zari border.',
};

const answer = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    english: texts,
    myntra: { prominent_colour: 'Red', border: 'Zari' },
    meesho: { color: 'Red' },
    ...overrides,
  });

describe('readListingAnswer', () => {
  it('keeps listed values and leaves off-list ones and missing columns empty', () => {
    const read = readListingAnswer(
      answer({ myntra: { prominent_colour: 'Crimson', border: 'Zari' } }),
      'saree',
    )!;
    expect(read.attributes.myntra.prominent_colour).toBe('');
    expect(read.attributes.myntra.border).toBe('Zari');
    expect(read.attributes.myntra.occasion).toBe('');
    expect(read.attributes.meesho.color).toBe('Red');
    expect(read.english).toEqual(texts);
    expect(read.hindi).toBeNull();
  });

  it('is nothing for an answer that is not JSON of the asked shape', () => {
    expect(readListingAnswer('{"english": {"title": "cut off', 'saree')).toBeNull();
    expect(readListingAnswer(undefined, 'saree')).toBeNull();
    expect(readListingAnswer(JSON.stringify({ english: texts, myntra: {} }), 'saree')).toBeNull();
    expect(readListingAnswer('[]', 'saree')).toBeNull();
  });

  it('drops texts that break the limits, and Hindi that is not in Devanagari', () => {
    const tooMany = { ...texts, bullets: ['a', 'b', 'c', 'd', 'e', 'f'] };
    expect(readListingAnswer(answer({ english: tooMany }), 'saree')!.english).toBeNull();
    const long = { ...texts, title: 'x'.repeat(101) };
    expect(readListingAnswer(answer({ english: long }), 'saree')!.english).toBeNull();
    expect(readListingAnswer(answer({ hindi: texts }), 'saree')!.hindi).toBeNull();
    const hindi = {
      title: 'लाल साड़ी',
      bullets: ['लाल रंग', 'ज़री बॉर्डर', 'ब्लाउज़ पीस'],
      description: 'ज़री बॉर्डर वाली लाल साड़ी।',
    };
    expect(readListingAnswer(answer({ hindi }), 'saree')!.hindi).toEqual(hindi);
  });
});
