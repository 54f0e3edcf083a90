/**
 * The English title, bullets and description of a listing (issue #39), composed from the
 * attributes and the seller's inputs, never invented: a fact nobody could tell is left out.
 * Title order: brand, gender, type, style, fabric, colour, key feature (docs/marketplaces.md).
 */
import type { GarmentTypeId } from '../garments.js';
import type { ListingTexts } from './listing-draft.js';
import { colourWord, listingFacts, said, type ListingFacts } from './listing-facts.js';
import {
  LISTING_BULLETS,
  LISTING_BULLET_LIMIT,
  SHARED_DESCRIPTION_LIMIT,
  SHARED_TITLE_LIMIT,
} from './listing-limits.js';
import {
  genderOf,
  piecesOf,
  type ListingGender,
  type ListingTextInput,
} from './listing-text-input.js';
import { fitText, joinWords } from './text-fit.js';

export const TYPE_WORDS: Record<GarmentTypeId, string> = {
  't-shirt': 'T-shirt',
  shirt: 'Shirt',
  top: 'Top',
  sweater: 'Sweater',
  jacket: 'Jacket',
  kurta: 'Kurta',
  trousers: 'Trousers',
  shorts: 'Shorts',
  skirt: 'Skirt',
  palazzo: 'Palazzo',
  dress: 'Dress',
  jumpsuit: 'Jumpsuit',
  'kurta-set': 'Kurta Set',
  anarkali: 'Anarkali Kurta',
  'co-ord-set': 'Co-ord Set',
  saree: 'Saree',
  dupatta: 'Dupatta',
  lehenga: 'Lehenga Choli',
  sherwani: 'Sherwani Set',
  other: 'Apparel',
};

const GENDER_WORDS: Record<ListingGender, string> = {
  women: 'Women',
  men: 'Men',
  girls: 'Girls',
  boys: 'Boys',
  unisex: 'Unisex',
};

/** The one thing a shopper should notice: a saree's border, a set's pieces, a print. */
export function keyFeature(facts: ListingFacts, pieces: number | null): string {
  const border = said(facts.border);
  if (border)
    return `with ${joinWords([said(facts.borderWidth).replace(/ Border$/, ''), border])} Border`;
  if (pieces) return `Set of ${pieces}`;
  const print = said(facts.printType);
  if (print) return facts.pattern === 'Printed' ? `${print} Print` : print;
  return said(facts.pattern);
}

/** The title within the shorter of the marketplaces' limits: the last words go first. */
export function composeEnglishTitle(input: ListingTextInput, facts: ListingFacts): string {
  const gender = genderOf(input);
  const words = [
    input.brand?.trim() ?? '',
    gender ? GENDER_WORDS[gender] : '',
    TYPE_WORDS[input.garmentType],
    said(facts.style),
    said(facts.fabric),
    colourWord(facts.colour),
    keyFeature(facts, piecesOf(input, facts.pieces)),
  ];
  return fitText(dedupe(words), SHARED_TITLE_LIMIT);
}

export function composeEnglishTexts(input: ListingTextInput): ListingTexts {
  const facts = listingFacts(input.garmentType, input.attributes);
  const pieces = piecesOf(input, facts.pieces);
  const type = TYPE_WORDS[input.garmentType].toLowerCase();
  const look = joinWords([colourWord(facts.colour), patternWords(facts), type]);
  const border = said(facts.border)
    ? joinWords([
        said(facts.borderWidth).replace(/ Border$/, ''),
        `${facts.border} border`,
      ]).toLowerCase()
    : '';
  const details = [said(facts.style), said(facts.neck), said(facts.sleeveLength)]
    .filter(Boolean)
    .join(', ')
    .toLowerCase();
  const set = pieces
    ? joinWords([`Set of ${pieces}`, facts.setContent ? `: ${facts.setContent}` : ''])
    : '';
  const note = input.stylingNote?.trim() ?? '';
  const found = [
    capitalise(look),
    border ? capitalise(border) : '',
    said(facts.fabric) ? `Fabric: ${facts.fabric}` : '',
    details ? capitalise(details) : '',
    set.replace(' :', ':'),
    said(facts.occasion) ? `Occasion: ${facts.occasion}` : '',
    note ? `Styling: ${note}` : '',
  ].filter(Boolean);
  const bullets = withGeneric(found, ENGLISH_GENERIC).map((b) =>
    fitText([b], LISTING_BULLET_LIMIT),
  );
  const sentences = [
    `${joinWords([input.brand ? `${input.brand.trim()}'s` : 'A', look.toLowerCase()])}${said(facts.fabric) ? ` in ${said(facts.fabric).toLowerCase()}` : ''}.`,
    border ? `It has a ${border}.` : '',
    details ? `${capitalise(details)}.` : '',
    set ? `${set.replace(' :', ':')}.` : '',
    said(facts.occasion) ? `Made for ${said(facts.occasion).toLowerCase()} wear.` : '',
    note ? `Styling: ${note.replace(/[.!]?$/, '.')}` : '',
  ].filter(Boolean);
  return {
    title: composeEnglishTitle(input, facts),
    bullets,
    description: fitSentences(sentences, SHARED_DESCRIPTION_LIMIT),
  };
}

const ENGLISH_GENERIC = [
  'Colours as in the photos; a screen may show them a little differently',
  'See the size chart before you order',
  'Care as on the garment label',
];

/** 3 to 5 bullets: what was found first, then the general ones a listing always carries. */
export function withGeneric(found: readonly string[], generic: readonly string[]): string[] {
  const bullets = found.slice(0, LISTING_BULLETS.max);
  for (const line of generic) if (bullets.length < LISTING_BULLETS.min) bullets.push(line);
  return bullets;
}

/** Whole sentences up to the limit (the first always, cut if it alone is too long). */
export function fitSentences(sentences: readonly string[], limit: number): string {
  let text = fitText([sentences[0] ?? ''], limit);
  for (const sentence of sentences.slice(1)) {
    if (text.length + 1 + sentence.length > limit) break;
    text = `${text} ${sentence}`;
  }
  return text;
}

function patternWords(facts: ListingFacts): string {
  if (facts.pattern === 'Printed')
    return joinWords([said(facts.printType), 'printed']).toLowerCase();
  return (facts.pattern ?? '').toLowerCase();
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A word the title already says (an Anarkali's style, a brand named like its type) once. */
function dedupe(words: readonly string[]): string[] {
  const seen = new Set<string>();
  return words.map((word) => {
    const key = word.toLowerCase();
    if (!word || seen.has(key) || [...seen].some((s) => s.includes(key))) return '';
    seen.add(key);
    return word;
  });
}
