import type { UpdateProfileAnswer } from '@core/account';
import type { Language } from '@core/language';

/**
 * Keeps the language on the account from a public page, which has no query cache; the API
 * client loads with the first choice, not with the landing (decision 112).
 */
export async function saveAccountLanguage(language: Language): Promise<UpdateProfileAnswer> {
  const { api } = await import('@/lib/api-client');
  return api<UpdateProfileAnswer>('/api/account/profile', { method: 'PATCH', json: { language } });
}
