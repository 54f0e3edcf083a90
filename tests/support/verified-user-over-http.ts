import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * For browser tests against a running server (Playwright): signs a new user up over HTTP,
 * follows the verification link from the server's outbox folder ($DATA_DIR/outbox) and signs
 * in. Returns cookies ready for `context.addCookies(cookies)`. Each call costs one sign-up and
 * one sign-in against the rate limit: raise AUTH_RATE_LIMIT_MAX for suites that make many.
 */
export async function createVerifiedUserOverHttp(options: {
  baseUrl: string;
  outboxDir: string;
  email?: string;
  password?: string;
}) {
  const email =
    options.email ?? `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = options.password ?? 'correct-horse';
  const origin = new URL(options.baseUrl).origin;
  const post = (route: string, body: unknown) =>
    fetch(`${options.baseUrl}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(body),
    });

  const signUp = await post('/api/auth/sign-up/email', { email, password });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const file = (await readdir(options.outboxDir))
    .filter((name) => name.endsWith(`-${email}.eml`))
    .sort()
    .at(-1);
  if (!file) throw new Error(`no verification email for ${email} in ${options.outboxDir}`);
  const eml = (await readFile(path.join(options.outboxDir, file), 'utf8'))
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
  const link = eml
    .match(/https?:\/\/\S+\/api\/auth\/verify-email\?token=[^\s"<]+/)?.[0]
    ?.replace(/&amp;/g, '&');
  if (!link) throw new Error(`no verification link in ${file}`);
  await fetch(link, { redirect: 'manual' });

  const signIn = await post('/api/auth/sign-in/email', { email, password });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const cookies = signIn.headers.getSetCookie().map((line) => {
    const [pair = ''] = line.split(';');
    const index = pair.indexOf('=');
    return { name: pair.slice(0, index), value: pair.slice(index + 1), url: options.baseUrl };
  });
  return { email, password, cookies };
}
