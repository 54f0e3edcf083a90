import { BATCH_NAME_PREFIX } from './batch.js';
import { LANGUAGE_LOCALE, type Language } from './language.js';

/**
 * 'Batch of 23 Nov 2026, 14:05' (UTC): what the list, the email and the zip are called. A batch
 * started from a Hindi page is named in Hindi, '23 नव॰ 2026, 14:05 का बैच' (decision 202), as a
 * default catalogue name is (decision 199); the API's batches are named in English. The web says
 * an older English name in Hindi with the same function (web/features/batch/batch-name-in-language.ts).
 */
export function batchDisplayName(at: Date, language: Language = 'en'): string {
  const locale = language === 'en' ? 'en-GB' : LANGUAGE_LOCALE[language];
  const date = at.toLocaleDateString(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const time = at.toLocaleTimeString(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'UTC',
  });
  if (language === 'hi') return `${date}, ${time} का बैच`;
  return `${BATCH_NAME_PREFIX} ${date}, ${time}`;
}
