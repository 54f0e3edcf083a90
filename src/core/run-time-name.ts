/**
 * A run's time in words and in the default catalogue name, apart from runs.ts so date-fns loads
 * with the parts that write them, not with the web's first load (decision 196).
 */
import { format } from 'date-fns';
import { LANGUAGE_LOCALE, type Language } from './language.js';

/**
 * A run's moment as every screen shows it ('Nov 27, 2026, 11:05 AM'; in Hindi, hi-IN's
 * '27 नव॰ 2026, 11:05 am', decision 194): the unsaved-run banner and the default catalogue name
 * say the same time in the same words.
 */
export function formatRunTime(at: Date, language: Language = 'en'): string {
  if (language === 'en') return format(at, 'MMM dd, yyyy, h:mm a');
  return new Intl.DateTimeFormat(LANGUAGE_LOCALE[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(at);
}

/** The word a default catalogue name starts with, in the seller's language (decision 199). */
const CATALOGUE_WORD: Record<Language, string> = { en: 'Catalogue', hi: 'कैटलॉग' };

/**
 * docs/product.md §12: 'Catalogue' plus the local date and time, of when the run was made (not
 * of the save), so the name matches the banner that offered the run; in the account's language.
 */
export function defaultCatalogueName(at: Date, language: Language = 'en'): string {
  return `${CATALOGUE_WORD[language]} ${formatRunTime(at, language)}`;
}

const TRAILING_RUN_TIME =
  /^(.*?)\s*([A-Z][a-z]{2} \d{2}, \d{4}, \d{1,2}:\d{2} [AP]M|\d{1,2} \S+ \d{4}, \d{1,2}:\d{2} [ap]m)$/u;

/** A name split before a trailing run time, so a card can cut the words and keep the time. */
export function splitTrailingRunTime(name: string): { head: string; time: string | null } {
  const match = TRAILING_RUN_TIME.exec(name);
  return match ? { head: match[1]!, time: match[2]! } : { head: name, time: null };
}
