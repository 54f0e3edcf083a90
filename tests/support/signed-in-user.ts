import { createHmac, randomBytes } from 'node:crypto';
import type { Auth } from '../../src/server/modules/auth/auth.js';

/**
 * Makes a verified user with a password and a session straight through better-auth's internals
 * (no sign-up, mail or sign-in requests) and returns the session cookie a browser needs
 * (Epic Stack's "sign in through a fixture"). Works for any process that can reach the app's
 * database with the app's secret: Vitest here, a Playwright fixture on PostgreSQL.
 */
export async function createSignedInUser(
  auth: Auth,
  options: { email?: string; password?: string; name?: string } = {},
) {
  const ctx = await auth.$context;
  const email = options.email ?? `user-${randomBytes(5).toString('hex')}@example.com`;
  const password = options.password ?? 'correct-horse';
  const user = await ctx.internalAdapter.createUser({
    email,
    name: options.name ?? 'Test User',
    emailVerified: true,
  });
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await passwordHash(ctx.password.hash, password),
  });
  const session = await ctx.internalAdapter.createSession(user.id);
  const signature = createHmac('sha256', ctx.secret).update(session.token).digest('base64');
  const cookie = {
    name: ctx.authCookies.sessionToken.name,
    value: encodeURIComponent(`${session.token}.${signature}`),
  };
  return { user, email, password, cookie };
}

/**
 * better-auth's scrypt is JavaScript, about half a second of CPU per hash on the CI machine, and
 * test files make many users with the same password. One hash per password per process:
 * each user's stored hash is still better-auth's own, and signing in still verifies it (only
 * the salt is shared, which no test looks at). Decision 206.
 */
const hashes = new WeakMap<PasswordHasher, Map<string, Promise<string>>>();

type PasswordHasher = (password: string) => Promise<string>;

function passwordHash(hash: PasswordHasher, password: string): Promise<string> {
  const byPassword = hashes.get(hash) ?? new Map<string, Promise<string>>();
  hashes.set(hash, byPassword);
  let hashed = byPassword.get(password);
  if (!hashed) {
    hashed = hash(password);
    byPassword.set(password, hashed);
    // A failed hash is not kept: the next user asks again.
    hashed.catch(() => byPassword.delete(password));
  }
  return hashed;
}
