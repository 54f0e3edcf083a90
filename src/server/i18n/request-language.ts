/**
 * The language a request is answered in (decision 199): the account's choice when one is saved,
 * else the browser's cookie `vastra_lang`, else English.
 */
import { eq } from 'drizzle-orm';
import { parse } from 'hono/utils/cookie';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  type Language,
} from '../../core/language.js';
import type { Database } from '../db/client.js';
import { userProfile } from '../db/schema/account.js';
import { asUser } from '../db/tenant-scope.js';

/** The language a browser chose, from a request's Cookie header; null when it chose none. */
export function cookieLanguage(cookieHeader: string | null | undefined): Language | null {
  if (!cookieHeader) return null;
  const value = parse(cookieHeader, LANGUAGE_COOKIE)[LANGUAGE_COOKIE];
  return isLanguage(value) ? value : null;
}

/** The account's saved choice wins; a browser's cookie stands in for an account that has none. */
export function chooseLanguage(account: Language | null, cookie: Language | null): Language {
  return account ?? cookie ?? DEFAULT_LANGUAGE;
}

/** Reads an account's saved language (null when it never chose one). */
export type AccountLanguageReader = (userId: string) => Promise<Language | null>;

export function createAccountLanguageReader(db: Database): AccountLanguageReader {
  return (userId) =>
    // Its own scope: callers include better-auth's flows, which run with none (decision 170).
    asUser(userId, async () => {
      const [row] = await db
        .select({ language: userProfile.language })
        .from(userProfile)
        .where(eq(userProfile.userId, userId));
      return row?.language ?? null;
    });
}
