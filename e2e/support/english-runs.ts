/**
 * Words a Hindi page keeps in Latin letters, as Indian apps write them: the product, the plan
 * names and a few acronyms and brands (issue 28: no English left except product names).
 */
export const LATIN_NAMES = [
  'Vastra Studio',
  'Free',
  'Pro',
  'Premium',
  'AI',
  'HD',
  'API',
  'GST',
  'WhatsApp',
  'Google',
  'Razorpay',
  'UPI',
  'PNG',
  'JPG',
  'MB',
  'zip',
];

const WORD = String.raw`[A-Za-z][\w'’.@-]*`;
/** Three or more Latin words in a row, with only spaces and light punctuation between them. */
const RUN = new RegExp(String.raw`${WORD}(?:[\s,;:()"“”]+${WORD}){2,}`, 'g');

/** The runs of three or more English words left in a text once the allowed names are taken out. */
export function englishRuns(text: string, allowed: readonly string[] = LATIN_NAMES): string[] {
  let rest = text;
  // Longest first, so 'Vastra Studio' goes before a shorter name inside it could.
  for (const name of [...allowed].sort((a, b) => b.length - a.length)) {
    rest = rest.replace(new RegExp(String.raw`\b${name}\b`, 'g'), ' · ');
  }
  return rest.match(RUN) ?? [];
}
