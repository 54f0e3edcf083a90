import type { i18n } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_LOCALE, type Language } from '@core/language';
import type { TranslatedMessages } from '@core/server-messages';
import { englishText } from './english';
import type { TextNamespace, TextValues } from './define-texts';
import { readLanguageCookie, writeLanguageCookie } from './language-cookie';

/**
 * The page's language (decision 194): English until Hindi is chosen; Hindi brings i18next and
 * its texts first, then every text on screen changes at once and `<html lang>` follows.
 */
let current: Language = DEFAULT_LANGUAGE;
let hindi: i18n | null = null;
let loadingHindi: Promise<i18n> | null = null;
/** The server's messages in Hindi by key (decision 273), loaded with the rest of Hindi. */
let hindiServer: TranslatedMessages | null = null;
const listeners = new Set<() => void>();

export const getLanguage = (): Language => current;

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function hindiEngine(): Promise<i18n> {
  loadingHindi ??= Promise.all([
    import('./hindi-engine').then(({ loadHindiEngine }) => loadHindiEngine()),
    import('./server-messages-hi').then(({ SERVER_MESSAGES_HI }) => SERVER_MESSAGES_HI),
  ]).then(([engine, serverMessages]) => {
    hindiServer = serverMessages;
    return engine;
  });
  return loadingHindi.then((engine) => (hindi = engine));
}

/** The server's messages in `language`, once loaded (null for English, or before they arrive). */
export const serverMessagesIn = (language: Language): TranslatedMessages | null =>
  language === 'hi' ? hindiServer : null;

/** Shows the app in `language` from now on; the cookie keeps it for this browser. */
export async function applyLanguage(language: Language, remember = true): Promise<void> {
  if (language === 'hi') await hindiEngine();
  if (remember) writeLanguageCookie(language);
  if (language === current) return;
  current = language;
  document.documentElement.lang = LANGUAGE_LOCALE[language];
  for (const listener of listeners) listener();
}

/** At start: the browser's remembered choice, else English (the account's wins once known). */
export async function startLanguage(): Promise<void> {
  const remembered = readLanguageCookie();
  if (remembered && remembered !== DEFAULT_LANGUAGE) {
    // A failed download leaves the page in English rather than blank.
    await applyLanguage(remembered, false).catch(() => undefined);
  }
}

/** A text in `language` (English until Hindi's texts have arrived). */
export function textIn(
  language: Language,
  namespace: TextNamespace,
  key: string,
  values?: TextValues,
): string {
  if (language === 'hi' && hindi?.exists(key, { ns: namespace.name, ...values })) {
    return hindi.t(key, { ns: namespace.name, ...values });
  }
  return englishText(namespace.en, key, values);
}

/** A text in the current language, for code outside components (toasts, errors). */
export const translate = (namespace: TextNamespace, key: string, values?: TextValues): string =>
  textIn(current, namespace, key, values);
