import { format } from 'date-fns';
import { LANGUAGE_LOCALE, type Language } from '@core/language';
import { formatInr } from '@core/plans';
import { useLanguage } from './use-texts';

/**
 * Dates, numbers and rupee amounts in the reader's language (decision 194): English keeps the
 * spec's forms ('Nov 27, 2026', '₹2,999'); Hindi uses hi-IN ('27 नव॰ 2026').
 */
export function formatDay(date: Date, language: Language): string {
  if (language === 'en') return format(date, 'MMM dd, yyyy');
  return new Intl.DateTimeFormat(LANGUAGE_LOCALE[language], {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  }).format(date);
}

export function formatMoment(date: Date, language: Language): string {
  if (language === 'en') return format(date, 'MMM dd, yyyy, h:mm a');
  return new Intl.DateTimeFormat(LANGUAGE_LOCALE[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}

export const formatNumber = (value: number, language: Language) =>
  new Intl.NumberFormat(LANGUAGE_LOCALE[language]).format(value);

/** The formatters bound to the current language, for components. */
export function useFormat() {
  const language = useLanguage();
  return {
    language,
    day: (iso: string | Date) => formatDay(new Date(iso), language),
    moment: (iso: string | Date) => formatMoment(new Date(iso), language),
    number: (value: number) => formatNumber(value, language),
    inr: (paise: number) => formatInr(paise, LANGUAGE_LOCALE[language]),
  };
}
