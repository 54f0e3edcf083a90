/**
 * The browser tests' second app: the Gemini engine against its fake (playwright.config.ts), for
 * what only an AI engine shows. Its address and outbox, and a new seller signed in there.
 */
import type { BrowserContext } from '@playwright/test';
import { createVerifiedUserOverHttp } from '../../tests/support/verified-user-over-http';
import { e2eDataDir } from './auth';

export const aiBaseUrl = `http://127.0.0.1:${Number(process.env.E2E_AI_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1)}`;
export const aiOutboxDir = `${e2eDataDir}-ai/outbox`;

/** A new verified seller on the AI app, its session cookies put in the context. */
export async function signInNewSellerOnAiApp(context: BrowserContext) {
  const user = await createVerifiedUserOverHttp({ baseUrl: aiBaseUrl, outboxDir: aiOutboxDir });
  await context.addCookies(user.cookies);
  return user;
}
