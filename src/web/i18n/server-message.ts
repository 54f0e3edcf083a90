/**
 * A message the server answered, said where it is shown (decision 273): by its key from the
 * server's table in the page's language, else the server's English as it came (English pages,
 * a key this web does not know, an answer with no key).
 */
import { useCallback } from 'react';
import { issueKeyOf } from '@core/keyed-issue';
import type { Language } from '@core/language';
import type { MessageValue } from '@core/server-messages';
import { getLanguage, serverMessagesIn } from './language-store';
import { useLanguage } from './use-texts';

/** What an error answer (or one of its issues) carries. */
export interface ServerSaid {
  message: string;
  key?: string;
  values?: readonly MessageValue[];
}

type Template = string | ((...values: MessageValue[]) => string);

export function serverMessageIn(language: Language, said: ServerSaid): string {
  const table = serverMessagesIn(language) as Record<string, Template> | null;
  if (!table || !said.key || !Object.hasOwn(table, said.key)) return said.message;
  const template = table[said.key]!;
  if (typeof template === 'string') return template;
  const values = said.values ?? [];
  // An answer whose values do not fit this web's template (another version) is left in English.
  if (values.length !== template.length) return said.message;
  return template(...values);
}

/**
 * A form check's issue (core's zod schemas run in the browser) as the server would answer it:
 * its English with the key and values `keyedIssue` stamped on it, said like a server's message.
 * zod's own words (no key) stay as they came.
 */
export function saidOfIssue(issue: { message: string; params?: unknown }): ServerSaid {
  const keyed = issueKeyOf(issue);
  return keyed ? { message: issue.message, ...keyed } : { message: issue.message };
}

/** In the current language, for code outside components (toasts). */
export const serverMessage = (said: ServerSaid): string => serverMessageIn(getLanguage(), said);

/** For components: re-renders in the new language when it changes. */
export function useServerMessage() {
  const language = useLanguage();
  return useCallback((said: ServerSaid) => serverMessageIn(language, said), [language]);
}

/**
 * better-auth's client answers `{ error: { status, code, message, error } }`, where the inner
 * `error` is the app's own answer with its message's key (auth-error-answers.ts, decision 273).
 * The message in the page's language when the key says it, else null (the English as it came).
 * On a page not in English, words the web cannot say (better-auth's own for a code the app does
 * not word, key `badRequest`; a newer key; a failed request's) are the generic 'Something went
 * wrong' in the page's language rather than English (decision 275); null when there are none.
 */
export function saidByAuth(error: object | null | undefined): string | null {
  const outer = error as { message?: unknown; error?: unknown } | null | undefined;
  const answer = outer?.error as Partial<ServerSaid> | undefined;
  const english =
    typeof answer?.message === 'string'
      ? answer.message
      : typeof outer?.message === 'string' && outer.message
        ? outer.message
        : null;
  if (english === null) return null;
  const key = typeof answer?.key === 'string' ? answer.key : undefined;
  const said = serverMessage({ message: english, key, values: answer?.values });
  if (said !== english) return said;
  if (getLanguage() === 'en') return null;
  return serverMessage({ message: english, key: 'authFallback' });
}
