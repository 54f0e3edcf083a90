import { translate } from '@/i18n/language-store';
import { authTexts } from '@/i18n/texts/auth';
import { authMessages } from '@core/auth-rules';

type AuthMessageKey = keyof typeof authMessages;

/**
 * One of core's auth messages (the English the server and the rules share) in the page's
 * language; any other text, such as a message from the server, as it came.
 */
export function authMessage(message: string): string {
  const key = (Object.keys(authMessages) as AuthMessageKey[]).find(
    (candidate) => authMessages[candidate] === message,
  );
  return key ? translate(authTexts, key) : message;
}
