/**
 * The callers of the operator's console's tests (issue #41): an operator with two-factor on, one
 * named in OPERATOR_EMAILS without it, a seller and a signed-out visitor, on a test app that
 * serves a stand-in of the built web app (so /admin pages answer as in production).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { PRERENDERED_NOT_FOUND } from '../../src/core/prerendered-pages.js';
import { user } from '../../src/server/db/schema/auth.js';
import { createSignedInUser } from './signed-in-user.js';
import { createTestApp } from './test-app.js';
import { createBrowser, type Browser } from './test-browser.js';
import type { TestDatabase } from './test-database.js';

export const OPERATOR_EMAIL = 'ops@vastra.test';
export const OPERATOR_WITHOUT_2FA_EMAIL = 'ops-no-2fa@vastra.test';

/** index.html and the not-found page, enough for mountWebApp to answer pages. */
function standInWebDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vastra-web-dist-'));
  mkdirSync(path.join(dir, path.dirname(PRERENDERED_NOT_FOUND.file)), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>app shell</title>');
  writeFileSync(
    path.join(dir, PRERENDERED_NOT_FOUND.file),
    '<!doctype html><title>not found</title>',
  );
  return dir;
}

export async function createOperatorTestApp(db: TestDatabase) {
  const t = createTestApp(
    db,
    { OPERATOR_EMAILS: `${OPERATOR_EMAIL}, ${OPERATOR_WITHOUT_2FA_EMAIL}` },
    { webDistDir: standInWebDist() },
  );
  const signedIn = async (
    email?: string,
  ): Promise<{ browser: Browser; id: string; email: string }> => {
    const made = await createSignedInUser(t.auth, email ? { email } : {});
    const browser = createBrowser(t);
    browser.setCookie(made.cookie.name, made.cookie.value);
    return { browser, id: made.user.id, email: made.email };
  };
  const operator = await signedIn(OPERATOR_EMAIL);
  // Two-factor is turned on as its own flow does (tests/auth-two-factor.db.test.ts); here the
  // flag alone, which is what the operator check reads.
  await db.handle.db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, operator.id));
  const operatorWithout2fa = await signedIn(OPERATOR_WITHOUT_2FA_EMAIL);
  const seller = await signedIn();
  const signedOut = createBrowser(t);
  return { t, operator, operatorWithout2fa, seller, signedOut, signedIn };
}
