import { describe, expect, it } from 'vitest';
import { GARMENT_TYPE_IDS, type GarmentTypeId } from '../garments.js';
import { COLOUR_WORDS_HI } from './hindi-words.js';
import { LISTING_COLOURS } from './listing-columns.js';
import type { ListingDraft } from './listing-draft.js';
import {
  LISTING_BULLET_LIMIT,
  LISTING_DESCRIPTION_LIMITS,
  LISTING_TITLE_LIMITS,
} from './listing-limits.js';
import { composeListingTexts } from './listing-texts.js';

const empty = (): ListingDraft['attributes'] => ({ myntra: {}, meesho: {} });
const DEVANAGARI = /[\u0900-\u097F]/;

function attrs(myntra: Record<string, string>, meesho: Record<string, string> = {}) {
  return { myntra, meesho };
}

describe('composeListingTexts', () => {
  it('orders the title brand, gender, type, style, fabric, colour, key feature', () => {
    const { english } = composeListingTexts(
      {
        garmentType: 'kurta',
        brand: 'Vastra',
        gender: 'women',
        attributes: attrs({
          shape: 'Straight',
          fabric: 'Cotton',
          prominent_colour: 'Blue',
          pattern: 'Printed',
          print_or_pattern_type: 'Floral',
        }),
      },
      'en',
    );
    expect(english.title).toBe('Vastra Women Kurta Straight Cotton Blue Floral Print');
  });

  it("skips what nobody could tell, and names a saree's border as its key feature", () => {
    const { english } = composeListingTexts(
      {
        garmentType: 'saree',
        attributes: attrs({
          prominent_colour: 'Maroon',
          border: 'Zari',
          border_width: 'Big Border',
          pattern: 'Solid',
        }),
      },
      'en',
    );
    expect(english.title).toBe('Women Saree Maroon with Big Zari Border');
    expect(english.bullets[0]).toBe('Maroon solid saree');
    expect(english.bullets).toContain('Big zari border');
    expect(english.description).toMatch(/^A maroon solid saree\. It has a big zari border\./);
  });

  it('falls back to Meesho values, says a set’s pieces and keeps the styling note', () => {
    const { english } = composeListingTexts(
      {
        garmentType: 'kurta-set',
        pieces: 3,
        stylingNote: 'with juttis',
        attributes: attrs({}, { color: 'Rani', pattern: 'Solid' }),
      },
      'en',
    );
    expect(english.title).toBe('Women Kurta Set Rani Set of 3');
    expect(english.bullets).toContain('Set of 3');
    expect(english.bullets).toContain('Styling: with juttis');
    expect(english.description).toContain('Styling: with juttis.');
  });

  it('says Multicolour for a print of many colours, never "Multi"', () => {
    const { english } = composeListingTexts(
      {
        garmentType: 'dress',
        attributes: attrs({ prominent_colour: 'Multi', pattern: 'Printed' }),
      },
      'en',
    );
    expect(english.title).toBe('Women Dress Multicolour Printed');
    expect(english.title).not.toMatch(/\bMulti\b/);
  });

  it.each(GARMENT_TYPE_IDS)(
    '%s: 3-5 bullets and every text within its limit',
    (garmentType: GarmentTypeId) => {
      const long = 'Extraordinarily Long Brand Name Private Limited Handloom Cooperative Society';
      const { english, hindi } = composeListingTexts(
        {
          garmentType,
          brand: long,
          stylingNote: 'x'.repeat(200),
          pieces: 3,
          attributes: attrs({
            prominent_colour: 'Fluorescent Green',
            fabric: 'Viscose Rayon',
            saree_fabric: 'Silk Georgette Satin',
            pattern: 'Printed',
            print_or_pattern_type: 'Ethnic Motifs',
            shape: 'Fit and Flare',
            border: 'Woven Design',
            border_width: 'Big Border',
            occasion: 'Festive',
          }),
        },
        'hi',
      );
      for (const texts of [english, hindi!]) {
        expect(texts.title.length).toBeGreaterThan(0);
        expect(texts.title.length).toBeLessThanOrEqual(
          Math.min(LISTING_TITLE_LIMITS.myntra, LISTING_TITLE_LIMITS.meesho),
        );
        expect(texts.bullets.length).toBeGreaterThanOrEqual(3);
        expect(texts.bullets.length).toBeLessThanOrEqual(5);
        for (const bullet of texts.bullets)
          expect(bullet.length).toBeLessThanOrEqual(LISTING_BULLET_LIMIT);
        expect(texts.description.length).toBeLessThanOrEqual(LISTING_DESCRIPTION_LIMITS.myntra);
      }
    },
  );

  it('writes Hindi texts in Devanagari only for a Hindi seller', () => {
    const input = {
      garmentType: 'saree' as const,
      attributes: attrs({
        prominent_colour: 'Red',
        saree_fabric: 'Pure Silk',
        border: 'Zari',
        pattern: 'Solid',
      }),
    };
    expect(composeListingTexts(input, 'en').hindi).toBeNull();
    const hindi = composeListingTexts(input, 'hi').hindi!;
    expect(hindi.title).toBe('महिलाओं के लिए लाल शुद्ध रेशम साड़ी (ज़री बॉर्डर)');
    expect(hindi.bullets[0]).toBe('लाल रंग की साड़ी');
    for (const bullet of hindi.bullets) expect(bullet).toMatch(DEVANAGARI);
    expect(hindi.description).toMatch(DEVANAGARI);
  });

  it('has a Hindi word for every colour either marketplace names', () => {
    for (const { colours } of Object.values(LISTING_COLOURS))
      for (const colour of colours) expect(COLOUR_WORDS_HI[colour.name]).toMatch(DEVANAGARI);
  });

  it('gives an empty draft a title and the general bullets', () => {
    const { english } = composeListingTexts({ garmentType: 'other', attributes: empty() }, 'en');
    expect(english.title).toBe('Apparel');
    expect(english.bullets).toHaveLength(3);
  });
});
