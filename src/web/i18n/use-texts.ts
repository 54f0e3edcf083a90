import { useCallback, useSyncExternalStore } from 'react';
import type { Language } from '@core/language';
import type { TextKey, TextNamespace, Texts, TextValues } from './define-texts';
import { getLanguage, subscribeLanguage, textIn } from './language-store';

export function useLanguage(): Language {
  return useSyncExternalStore(subscribeLanguage, getLanguage, () => getLanguage());
}

/** The `t` of one namespace in the current language; components re-render when it changes. */
export function useTexts<E extends Texts>(namespace: TextNamespace<E>) {
  const language = useLanguage();
  return useCallback(
    (key: TextKey<E>, values?: TextValues) => textIn(language, namespace, key, values),
    [namespace, language],
  );
}
