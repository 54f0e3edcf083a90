/**
 * Accounts in the browser tests: unique addresses, the server's mail outbox, users made over
 * HTTP, and the `user` / `signedInPage` fixtures.
 *
 *   import { test, expect } from './support/auth';
 *   test('…', async ({ signedInPage: page, user }) => { await page.goto('/dashboard'); … });
 *
 * `user` is a new verified account (its own unique email) per test; `signedInPage` is the test's
 * page with that user's session cookies already in its browser context.
 */
import { readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { createVerifiedUserOverHttp } from '../../tests/support/verified-user-over-http';

export { expect };

export interface TestUser {
  email: string;
  password: string;
}

/** The app's address and data folder, as playwright.config.ts starts it. */
export const e2eBaseUrl = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100)}`;
export const e2eDataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), 'vastra-e2e-data');
export const outboxDir = path.join(e2eDataDir, 'outbox');

export const DEFAULT_PASSWORD = 'correct-horse-42';

/** A fresh address for one test: only characters the outbox keeps in its file names. */
export function uniqueEmail(label = 'e2e'): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`.toLowerCase();
}

// ---------------------------------------------------------------------------------------------
// The outbox: `$DATA_DIR/outbox/<timestamp>-<to>.eml`, one RFC 822 file per message.

/** The readable text of an .eml: quoted-printable undone and base64 parts decoded. */
export function decodeEml(raw: string): string {
  const quotedPrintable = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const base64Blocks = [...raw.matchAll(/\r?\n\r?\n((?:[A-Za-z0-9+/=]{16,}\r?\n?)+)/g)]
    .map((match) => Buffer.from((match[1] ?? '').replace(/\s/g, ''), 'base64').toString('utf8'))
    .filter((text) => /https?:\/\//.test(text));
  return [quotedPrintable, ...base64Blocks].join('\n');
}

/** The messages sent to an address, oldest first, as file names in the outbox. */
async function emailFilesFor(address: string): Promise<string[]> {
  const safeTo = address.replace(/[^\w.@+-]/g, '_');
  const names = await readdir(outboxDir).catch(() => [] as string[]);
  return names.filter((name) => name.endsWith(`-${safeTo}.eml`)).sort();
}

/** How many messages an address has received so far (to wait for the next one). */
export async function emailCount(address: string): Promise<number> {
  return (await emailFilesFor(address)).length;
}

/**
 * The decoded text of the newest message to an address. With `after`, waits for a message
 * beyond the first `after` ones (see emailCount). Polls for up to `timeout` ms.
 */
export async function readLatestEmail(
  address: string,
  options: { after?: number; timeout?: number } = {},
): Promise<string> {
  const after = options.after ?? 0;
  let newest: string | undefined;
  await expect
    .poll(
      async () => {
        const files = await emailFilesFor(address);
        newest = files.length > after ? files.at(-1) : undefined;
        return newest !== undefined;
      },
      { message: `an email to ${address} in ${outboxDir}`, timeout: options.timeout ?? 10_000 },
    )
    .toBe(true);
  return decodeEml(await readFile(path.join(outboxDir, newest as string), 'utf8'));
}

export type EmailLinkKind = 'verify' | 'reset';

const linkPatterns: Record<EmailLinkKind, RegExp> = {
  verify: /https?:\/\/[^\s"'<>]+\/api\/auth\/verify-email\?token=[^\s"'<>]+/,
  reset: /https?:\/\/[^\s"'<>]+\/reset-password\?token=[^\s"'<>]+/,
};

/** The first link of a kind in a decoded message, or undefined. */
export function extractLink(text: string, kind: EmailLinkKind): string | undefined {
  return text.match(linkPatterns[kind])?.[0]?.replace(/&amp;/g, '&');
}

/**
 * Waits for the newest message to an address that carries a link of this kind and returns it:
 * the verification link (`/api/auth/verify-email?token=…`) or the reset link
 * (`/reset-password?token=…`). With `after`, only messages beyond the first `after` count.
 */
export async function waitForEmailLink(
  address: string,
  kind: EmailLinkKind,
  options: { after?: number; timeout?: number } = {},
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const files = (await emailFilesFor(address)).slice(options.after ?? 0).reverse();
        for (const file of files) {
          link = extractLink(decodeEml(await readFile(path.join(outboxDir, file), 'utf8')), kind);
          if (link) return true;
        }
        return false;
      },
      { message: `a ${kind} link in an email to ${address}`, timeout: options.timeout ?? 10_000 },
    )
    .toBe(true);
  return link as string;
}

// ---------------------------------------------------------------------------------------------
// Users over HTTP (no browser): fast setup for the tests that are about something else.

function requestOf(target: Page | APIRequestContext): APIRequestContext {
  return typeof (target as Page).goto === 'function'
    ? (target as Page).request
    : (target as APIRequestContext);
}

/** better-auth checks the Origin of cookie-carrying POSTs: send the app's own. */
const originHeader = { origin: e2eBaseUrl };

/** Signs an address up over HTTP; the account stays unverified until its link is opened. */
export async function signUpOverHttp(
  target: Page | APIRequestContext,
  user: Partial<TestUser> = {},
): Promise<TestUser> {
  const email = user.email ?? uniqueEmail();
  const password = user.password ?? DEFAULT_PASSWORD;
  const response = await requestOf(target).post(`${e2eBaseUrl}/api/auth/sign-up/email`, {
    headers: originHeader,
    data: { email, password, callbackURL: '/sign-in?verified=1' },
  });
  expect(response.status(), `sign-up of ${email}: ${await response.text()}`).toBe(200);
  return { email, password };
}

/**
 * Signs a new user up over HTTP and opens the verification link from the outbox; the user is
 * then verified but not signed in. With a Page, the requests share its context's cookie jar.
 */
export async function signUpAndVerify(
  target: Page | APIRequestContext,
  user: Partial<TestUser> = {},
): Promise<TestUser> {
  const created = await signUpOverHttp(target, user);
  const link = await waitForEmailLink(created.email, 'verify');
  const response = await requestOf(target).get(link, { maxRedirects: 0 });
  expect(response.status(), `verification of ${created.email}`).toBe(302);
  expect(response.headers()['location'] ?? '').not.toContain('error=');
  return created;
}

/** Signs in over HTTP; with a Page (or its context's request), the session cookie lands in its context. */
export async function signInOverHttp(target: Page | APIRequestContext, user: TestUser) {
  const response = await requestOf(target).post(`${e2eBaseUrl}/api/auth/sign-in/email`, {
    headers: originHeader,
    data: { email: user.email, password: user.password },
  });
  expect(response.status(), `sign-in of ${user.email}: ${await response.text()}`).toBe(200);
  return (await response.json()) as { twoFactorRedirect?: boolean };
}

/**
 * Turns two-factor authentication on for the signed-in user of a page's context, over HTTP:
 * returns the TOTP secret (base32) and the backup codes.
 */
export async function enableTwoFactorOverHttp(
  page: Page,
  password: string,
  totpCode: (secret: string) => string | Promise<string>,
) {
  const enable = await page.request.post(`${e2eBaseUrl}/api/auth/two-factor/enable`, {
    headers: originHeader,
    data: { password },
  });
  expect(enable.status(), `two-factor enable: ${await enable.text()}`).toBe(200);
  const { totpURI, backupCodes } = (await enable.json()) as {
    totpURI: string;
    backupCodes: string[];
  };
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  const verify = await page.request.post(`${e2eBaseUrl}/api/auth/two-factor/verify-totp`, {
    headers: originHeader,
    data: { code: await totpCode(secret) },
  });
  expect(verify.status(), `two-factor verify: ${await verify.text()}`).toBe(200);
  return { secret, backupCodes };
}

// ---------------------------------------------------------------------------------------------
// The UI steps several tests share.

/** Fills the sign-in form of the current page (/sign-in) and submits it. */
export async function submitSignIn(page: Page, user: TestUser) {
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Phones show the dashboard sidebar as a sheet behind the menu button. */
export function isMobileLayout(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

/** The visible dashboard sidebar: the desktop column, or the mobile sheet (opened here). */
export async function openSidebar(page: Page) {
  if (isMobileLayout(page)) {
    await page.getByRole('button', { name: 'Open dashboard menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Dashboard menu' });
    await expect(sheet).toBeVisible();
    return sheet;
  }
  const aside = page.getByRole('complementary', { name: 'Dashboard sidebar' });
  await expect(aside).toBeVisible();
  return aside;
}

export const SIGN_OUT_TEXT =
  "Are you sure you want to sign out? You'll need to sign in again to access your catalogues.";

/** From a dashboard page: user menu, Sign out, confirm; ends on the home page. */
export async function signOutThroughUserMenu(page: Page) {
  const sidebar = await openSidebar(page);
  await sidebar.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Sign Out' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(SIGN_OUT_TEXT)).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(`${e2eBaseUrl}/`);
}

// ---------------------------------------------------------------------------------------------
// Fixtures.

const sessionCookies = new WeakMap<TestUser, { name: string; value: string; url: string }[]>();

export const test = base.extend<{ user: TestUser; signedInPage: Page }>({
  /** A new verified account with a unique email (signed in over HTTP, not in the page). */
  user: async ({ baseURL }, use) => {
    const created = await createVerifiedUserOverHttp({
      baseUrl: baseURL ?? e2eBaseUrl,
      outboxDir,
      email: uniqueEmail('user'),
      password: DEFAULT_PASSWORD,
    });
    const user: TestUser = { email: created.email, password: created.password };
    sessionCookies.set(user, created.cookies);
    await use(user);
  },
  /** The test's page, its context carrying the `user`'s session. Navigate it where you need. */
  signedInPage: async ({ page, user }, use) => {
    await page.context().addCookies(sessionCookies.get(user) ?? []);
    await use(page);
  },
});
