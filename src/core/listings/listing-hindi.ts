/**
 * The Hindi title, bullets and description (issue #39), for a seller who works in Hindi: the
 * same facts as the English texts, in Devanagari and in Hindi's order (colour and fabric before
 * the garment). The marketplaces' columns stay in their English values.
 */
import type { ListingTexts } from './listing-draft.js';
import { keyFeatureHi } from './listing-feature-hi.js';
import { fitSentences, withGeneric } from './listing-english.js';
import { listingFacts, said } from './listing-facts.js';
import {
  LISTING_BULLET_LIMIT,
  SHARED_DESCRIPTION_LIMIT,
  SHARED_TITLE_LIMIT,
} from './listing-limits.js';
import { genderOf, piecesOf, type ListingTextInput } from './listing-text-input.js';
import { FEMININE_HI, GENDER_WORDS_HI, TYPE_WORDS_HI, hindiWord } from './hindi-words.js';
import { fitText, joinWords } from './text-fit.js';

const HINDI_GENERIC = [
  'रंग फ़ोटो जैसे हैं; स्क्रीन पर थोड़े अलग दिख सकते हैं',
  'ऑर्डर से पहले साइज़ चार्ट देखें',
  'धुलाई और देखभाल लेबल के अनुसार करें',
];

export function composeHindiTexts(input: ListingTextInput): ListingTexts {
  const facts = listingFacts(input.garmentType, input.attributes);
  const pieces = piecesOf(input, facts.pieces);
  const gender = genderOf(input);
  const type = TYPE_WORDS_HI[input.garmentType];
  const colour = hindiWord(facts.colour === 'Multi' ? 'Multicolor' : facts.colour);
  const pattern = hindiWord(
    said(facts.pattern === 'Printed' ? facts.printType : facts.pattern) || said(facts.pattern),
  );
  const fabric = hindiWord(said(facts.fabric));
  const title = fitText(
    [
      input.brand?.trim() ?? '',
      gender ? GENDER_WORDS_HI[gender] : '',
      colour,
      fabric,
      hindiWord(said(facts.style)),
      type,
      keyFeatureHi(facts, pieces),
    ],
    SHARED_TITLE_LIMIT,
  );
  const look = joinWords([
    colour ? `${colour} रंग ${FEMININE_HI.has(input.garmentType) ? 'की' : 'का'}` : '',
    pattern,
    type,
  ]);
  const border = said(facts.border)
    ? joinWords([hindiWord(said(facts.borderWidth)), hindiWord(facts.border), 'बॉर्डर'])
    : '';
  const details = [
    hindiWord(said(facts.style)),
    hindiWord(said(facts.neck)),
    hindiWord(said(facts.sleeveLength)),
  ]
    .filter(Boolean)
    .join(', ');
  const note = input.stylingNote?.trim() ?? '';
  const found = [
    look,
    border,
    fabric ? `कपड़ा: ${fabric}` : '',
    details,
    pieces ? `${pieces} पीस का सेट` : '',
    said(facts.occasion) ? `मौक़ा: ${hindiWord(facts.occasion)}` : '',
    note ? `स्टाइलिंग: ${note}` : '',
  ].filter(Boolean);
  const sentences = [
    `${joinWords([input.brand ? `${input.brand.trim()} का` : '', look])}${fabric ? `, ${fabric} कपड़े में` : ''}।`,
    border ? `इसमें ${border} है।` : '',
    details ? `${details}।` : '',
    pieces ? `${pieces} पीस का सेट।` : '',
    said(facts.occasion) ? `${hindiWord(facts.occasion)} के मौक़े के लिए।` : '',
    note ? `स्टाइलिंग: ${note}` : '',
  ].filter(Boolean);
  return {
    title,
    bullets: withGeneric(found, HINDI_GENERIC).map((b) => fitText([b], LISTING_BULLET_LIMIT)),
    description: fitSentences(sentences, SHARED_DESCRIPTION_LIMIT),
  };
}
