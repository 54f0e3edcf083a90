import { LANGUAGE_LOCALE, type Language } from '../../../../core/language.js';

/**
 * Dates in emails, India time: English as the product writes them, 'MMM dd, yyyy' (docs/product.md
 * §12); Hindi in hi-IN, '27 नव॰ 2026', as the web app shows them (decision 194).
 */
export function emailDate(date: Date, language: Language = 'en'): string {
  if (language === 'en') {
    return new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: '2-digit',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }).format(date);
  }
  return new Intl.DateTimeFormat(LANGUAGE_LOCALE[language], {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(date);
}
