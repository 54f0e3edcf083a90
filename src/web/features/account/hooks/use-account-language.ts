import { useEffect, useRef } from 'react';
import { DEFAULT_LANGUAGE, type Language } from '@core/language';
import { applyLanguage, getLanguage } from '@/i18n/language-store';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';

/**
 * The dashboard in the account's language (decision 194): once the profile first arrives, a
 * language chosen on the account wins over the browser's cookie, and the cookie follows it. An
 * account that never chose takes the language the browser shows now (picked before signing in).
 */
export function useApplyAccountLanguage(): void {
  const { data: profile } = useProfile();
  const { mutate } = useUpdateProfile();
  const applied = useRef(false);

  useEffect(() => {
    if (!profile || applied.current) return;
    applied.current = true;
    if (profile.language === null) {
      if (getLanguage() !== DEFAULT_LANGUAGE) mutate({ language: getLanguage() });
    } else if (profile.language !== getLanguage()) {
      void applyLanguage(profile.language);
    }
  }, [profile, mutate]);
}

/** How a switch in the dashboard keeps a new choice on the account (and in the profile cache). */
export function useSaveAccountLanguage(): (language: Language) => Promise<unknown> {
  const { mutateAsync } = useUpdateProfile();
  return (language) => mutateAsync({ language });
}
