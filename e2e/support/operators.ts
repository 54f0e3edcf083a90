/**
 * The operators of the browser tests (issue #41): the second app (Gemini against its fake) names
 * these in OPERATOR_EMAILS; a test takes the one of its project and retry, so a retried test
 * makes a new account rather than meeting the first attempt's.
 */
import { totpCode } from '../../tests/support/totp';
import { createVerifiedUserOverHttp } from '../../tests/support/verified-user-over-http';

export const OPERATOR_E2E_EMAILS = ['desktop', 'mobile', 'desktop-plan'].flatMap((project) =>
  [0, 1, 2].map((retry) => `ops-${project}-${retry}@example.com`),
);

export const operatorEmailFor = (project: string, retry: number) =>
  `ops-${project}-${retry}@example.com`;

/** Cookie header of cookies as createVerifiedUserOverHttp answers them. */
const cookieHeader = (cookies: { name: string; value: string }[]) =>
  cookies.map(({ name, value }) => `${name}=${value}`).join('; ');

/**
 * A verified account of this email with two-factor turned on over HTTP, as Settings does; answers
 * its password and TOTP secret (the browser then signs in with both).
 */
export async function createOperatorOverHttp(options: {
  baseUrl: string;
  outboxDir: string;
  email: string;
}) {
  const made = await createVerifiedUserOverHttp(options);
  const origin = new URL(options.baseUrl).origin;
  const post = async (route: string, body: unknown) => {
    const answer = await fetch(`${options.baseUrl}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, cookie: cookieHeader(made.cookies) },
      body: JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${route}: ${answer.status} ${await answer.text()}`);
    return answer.json() as Promise<Record<string, unknown>>;
  };
  const { totpURI } = (await post('/api/auth/two-factor/enable', {
    password: made.password,
  })) as { totpURI: string };
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  await post('/api/auth/two-factor/verify-totp', { code: totpCode(secret) });
  return { email: made.email, password: made.password, secret };
}
