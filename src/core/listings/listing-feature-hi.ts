import { hindiWord } from './hindi-words.js';
import type { ListingFacts } from './listing-facts.js';
import { said } from './listing-facts.js';
import { joinWords } from './text-fit.js';

/** The key feature of the Hindi title, as the English one picks it (listing-english.ts). */
export function keyFeatureHi(facts: ListingFacts, pieces: number | null): string {
  const border = said(facts.border);
  if (border)
    return `(${joinWords([hindiWord(said(facts.borderWidth)), hindiWord(border), 'बॉर्डर'])})`;
  if (pieces) return `(${pieces} पीस सेट)`;
  const print = said(facts.printType);
  if (print)
    return `(${hindiWord(print)} ${facts.pattern === 'Printed' ? 'प्रिंट' : ''})`.replace(' )', ')');
  const pattern = said(facts.pattern);
  return pattern ? `(${hindiWord(pattern)})` : '';
}
