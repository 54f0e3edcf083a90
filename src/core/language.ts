/**
 * The languages the app speaks (decision 194): English, the spec's texts, and Hindi. A signed-in
 * seller's choice is kept on the account; a visitor's in a cookie; otherwise English.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie a signed-out visitor's choice is kept in (read by the web app, not the server). */
export const LANGUAGE_COOKIE = 'vastra_lang';

/** The BCP 47 locale numbers, rupee amounts and dates are written in for each language. */
export const LANGUAGE_LOCALE: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/** Each language's name in itself, as the switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
