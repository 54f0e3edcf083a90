import { createMiddleware } from 'hono/factory';
import type { Language } from '../../core/language.js';
import type { AppEnv } from '../http/context.js';
import { localiseMessage } from './localise-message.js';
import { chooseLanguage, cookieLanguage, type AccountLanguageReader } from './request-language.js';

interface ErrorAnswer {
  /** better-auth's own top-level message, kept beside the app's `error` (auth-error-answers.ts). */
  message?: unknown;
  error?: { message?: unknown; issues?: { path: string; message: string }[] };
}

/**
 * The web app's error answers in the request's language (decision 199). Errors are thrown and
 * answered in the spec's English everywhere; this, at the edge of the web app's routes, says the
 * answer's messages again in the language of the request: the account's, else the cookie's. An
 * English request's answer is passed on untouched, and so is every answer that is not an error.
 */
export function localiseErrors(
  accountLanguage: AccountLanguageReader,
  options: { skipPrefix: string },
) {
  async function languageOf(userId: string | undefined, cookie: Language | null) {
    if (!userId) return chooseLanguage(null, cookie);
    // Read only for an error answer; when the database is the error, the cookie decides.
    const saved = await accountLanguage(userId).catch(() => null);
    return chooseLanguage(saved, cookie);
  }

  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    // The public API answers developers, in English (decision 199).
    if (c.req.path.startsWith(options.skipPrefix)) return;
    const response = c.res;
    if (response.status < 400) return;
    if (!response.headers.get('content-type')?.includes('application/json')) return;
    const language = await languageOf(c.get('user')?.id, cookieLanguage(c.req.header('cookie')));
    if (language === 'en') return;
    let body: ErrorAnswer;
    try {
      body = (await response.clone().json()) as ErrorAnswer;
    } catch {
      return;
    }
    const say = (message: unknown) =>
      typeof message === 'string' ? localiseMessage(message, language) : message;
    const localised: ErrorAnswer = { ...body };
    if ('message' in body) localised.message = say(body.message);
    if (body.error) {
      localised.error = {
        ...body.error,
        message: say(body.error.message),
        ...(body.error.issues
          ? {
              issues: body.error.issues.map((issue) => ({
                ...issue,
                message: localiseMessage(issue.message, language),
              })),
            }
          : {}),
      };
    }
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    // Cleared first: Hono would copy the old answer's headers (its length) onto the new one.
    c.res = undefined;
    c.res = new Response(JSON.stringify(localised), { status: response.status, headers });
  });
}
