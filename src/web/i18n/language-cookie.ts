import { LANGUAGE_COOKIE, isLanguage, type Language } from '@core/language';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The language a visitor chose on this browser, if any. */
export function readLanguageCookie(): Language | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return null;
}

export function writeLanguageCookie(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}
