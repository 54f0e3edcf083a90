import { translate } from '@/i18n/language-store';
import { authTexts } from '@/i18n/texts/auth';
import type { AuthSaid } from '@core/auth-rules';

/**
 * What core's auth rules said, by its key of `authMessages`, in the page's language (decision
 * 273); the auth service's own words that no key names, as they came.
 */
export function authMessage(said: AuthSaid): string {
  return said.key ? translate(authTexts, said.key) : said.message;
}
