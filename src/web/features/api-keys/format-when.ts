import { LANGUAGE_LOCALE, type Language } from '@core/language';

/** A time in Settings' lists: '22 Nov 2026, 9:14 pm' (in Hindi, hi-IN's '22 नव॰ 2026, 9:14 pm'). */
export const formatWhen = (iso: string, language: Language = 'en') =>
  new Date(iso).toLocaleString(LANGUAGE_LOCALE[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
