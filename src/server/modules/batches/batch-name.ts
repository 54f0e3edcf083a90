import { BATCH_NAME_PREFIX } from '../../../core/batch.js';
import { LANGUAGE_LOCALE, type Language } from '../../../core/language.js';

/**
 * 'Batch of 23 Nov 2026, 14:05' (UTC): what the list, the email and the zip are called. A batch
 * started from a Hindi page is named in Hindi, '23 नव॰ 2026, 14:05 का बैच' (decision 202), as a
 * default catalogue name is (decision 199); the API's batches are named in English.
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

/**
 * The zip's file name: the name's letters and digits, e.g. Batch_of_23_Nov_2026_1405.zip; a
 * name without Latin letters (a Hindi one) starts with 'batch_' so the file still says what it is.
 */
export function batchZipName(name: string): string {
  const safe = name.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_+|_+$/g, '');
  if (safe && !/[A-Za-z]/.test(safe)) return `batch_${safe}.zip`;
  return `${safe || 'batch'}.zip`;
}
