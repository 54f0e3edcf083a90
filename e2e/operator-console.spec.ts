import { readdir } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { REFUSE_ONE_SHOT_MARKER } from '../tests/fakes/gemini-fake';
import { totpCode } from '../tests/support/totp';
import { aiBaseUrl, aiOutboxDir } from './support/ai-app';
import { createOperatorOverHttp, operatorEmailFor } from './support/operators';
import { sellerOverHttp } from './support/seller-runs';
import { DESKTOP_ONLY, PHONE_ONLY } from './support/widths';

/**
 * The operator's console as support uses it (issue #41), on the second app (Gemini against its
 * fake), at the phone's width (decision 277: the plan test below walks the console at
 * desktop width): a Pro seller made a catalogue (5 images) and then one whose
 * shot the vendor refused (4 images). The operator signs in with two-factor, finds the seller,
 * reads the vendor's own message beside the failed shot, gives 5 images back with a reason, and
 * the credit shows in the seller's usage history and in the seller's own usage count.
 */

/** Signing in: password, then the authenticator's code. */
async function signInAsOperator(
  page: Page,
  operator: { email: string; password: string; secret: string },
) {
  await page.goto(`${aiBaseUrl}/sign-in`);
  await page.getByLabel('Email').fill(operator.email);
  await page.getByLabel('Password', { exact: true }).fill(operator.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Two-factor authentication' }),
  ).toBeVisible();
  // The code that turned two-factor on cannot sign in: the next period's code.
  await page.getByLabel('Authentication code').fill(totpCode(operator.secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
}

/** Opens a seller's page from the console's search. */
async function openSeller(page: Page, email: string) {
  await page.goto(`${aiBaseUrl}/admin`);
  await page.getByLabel('Email or account id').fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  await page
    .getByRole('list', { name: 'Sellers found' })
    .getByRole('link', { name: email })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: email })).toBeVisible();
}

const mailsTo = async (email: string) =>
  (await readdir(aiOutboxDir)).filter((name) => name.endsWith(`-${email}.eml`)).length;

test(
  'an operator finds a seller with a vendor error and gives 5 images back',
  PHONE_ONLY,
  async ({ page, browser }, testInfo) => {
    test.setTimeout(240_000);
    const seller = await sellerOverHttp({ baseUrl: aiBaseUrl, outboxDir: aiOutboxDir });
    expect((await seller.runToItsEnd('with white sneakers')).status).toBe('completed');
    const token = Math.random().toString(36).slice(2, 10);
    const refused = await seller.runToItsEnd(`${REFUSE_ONE_SHOT_MARKER}-${token}`);
    const shots = refused.shots as { status: string }[];
    expect(shots.map((shot) => shot.status).sort()).toEqual([
      'complete',
      'complete',
      'complete',
      'complete',
      'failed',
    ]);

    const operator = await createOperatorOverHttp({
      baseUrl: aiBaseUrl,
      outboxDir: aiOutboxDir,
      email: operatorEmailFor(testInfo.project.name, testInfo.retry),
    });

    await signInAsOperator(page, operator);

    await page.goto(`${aiBaseUrl}/admin`);
    await expect(page.getByRole('heading', { name: 'Today (UTC)' })).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath(`overview-${testInfo.project.name}.png`),
      fullPage: true,
    });
    await page.getByLabel('Email or account id').fill(seller.email);
    await page.getByRole('button', { name: 'Search' }).click();
    await page
      .getByRole('list', { name: 'Sellers found' })
      .getByRole('link', { name: seller.email })
      .click();

    await expect(page.getByRole('heading', { level: 1, name: seller.email })).toBeVisible();
    await expect(page.getByTestId('seller-used')).toHaveText(/^9 of \d+$/);
    const failedShot = page.getByRole('row').filter({ hasText: '(failed)' });
    await expect(failedShot).toContainText('gemini');
    await expect(failedShot).toContainText('Unable to process input image.');
    await page.screenshot({
      path: testInfo.outputPath(`seller-${testInfo.project.name}.png`),
      fullPage: true,
    });

    await page.getByLabel('Images to give back').fill('5');
    const usageCard = page.locator('section', {
      has: page.getByRole('heading', { name: 'Give images back to this month' }),
    });
    await usageCard
      .getByLabel('Reason (kept in the audit log)')
      .fill('Vendor refused a shot; goodwill');
    await page.getByRole('button', { name: 'Give images back' }).click();
    await expect(page.getByText('5 images given back')).toBeVisible();
    await expect(page.getByTestId('seller-used')).toHaveText(/^4 of \d+$/);
    await expect(page.getByText('Credit +5')).toBeVisible();
    await expect(page.getByText('“Vendor refused a shot; goodwill”')).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath(`credit-${testInfo.project.name}.png`),
      fullPage: true,
    });

    // The seller's own dashboard counts the credit, and Settings lists it (decision 269).
    const sellerContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    await sellerContext.addCookies(seller.cookies);
    const sellerPage = await sellerContext.newPage();
    await sellerPage.goto(`${aiBaseUrl}/dashboard`);
    await expect(sellerPage.getByTestId('usage-count').first()).toContainText('4/');
    await sellerPage.goto(`${aiBaseUrl}/dashboard/settings`);
    const history = sellerPage.getByRole('list', { name: 'Usage History' });
    await expect(history.getByRole('listitem')).toHaveCount(3);
    await expect(history.getByRole('listitem').first()).toContainText('Given back by support');
    await expect(history.getByRole('listitem').first()).toContainText('+5 images');
    await expect(history.getByRole('listitem').nth(1)).toContainText('−4 images');
    // Readable on a phone: no line is wider than the page.
    const overflow = await sellerPage.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await history.scrollIntoViewIfNeeded();
    await sellerPage.screenshot({
      path: testInfo.outputPath(`settings-history-${testInfo.project.name}.png`),
    });
    await sellerContext.close();
  },
);

test(
  'an operator gives a plan for 14 days and resends a verification email',
  DESKTOP_ONLY,
  async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    // A seller who signed up and never found the verification email.
    const seller = `unverified-${Date.now()}@example.com`;
    const signUp = await fetch(`${aiBaseUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: aiBaseUrl },
      body: JSON.stringify({ email: seller, password: 'correct-horse' }),
    });
    expect(signUp.status).toBe(200);
    const operator = await createOperatorOverHttp({
      baseUrl: aiBaseUrl,
      outboxDir: aiOutboxDir,
      email: operatorEmailFor(`${testInfo.project.name}-plan`, testInfo.retry),
    });
    await signInAsOperator(page, operator);
    await openSeller(page, seller);

    const emails = page.locator('section', {
      has: page.getByRole('heading', { name: 'Send an email again' }),
    });
    const sent = await mailsTo(seller);
    await emails
      .getByLabel('Reason (kept in the audit log)')
      .fill('Seller never got the first one');
    await emails.getByRole('button', { name: 'Resend verification email' }).click();
    await expect(page.getByText(`Verification email sent to ${seller}`)).toBeVisible();
    expect(await mailsTo(seller)).toBe(sent + 1);

    const plan = page.locator('section', {
      has: page.getByRole('heading', { name: 'Change or extend the plan' }),
    });
    await plan.getByLabel('Plan').selectOption('premium');
    await plan.getByLabel('Days to add').fill('14');
    await plan.getByLabel('Reason (kept in the audit log)').fill('Trial agreed with sales');
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await plan.screenshot({ path: testInfo.outputPath(`plan-form-${width}.png`) });
      await emails.screenshot({ path: testInfo.outputPath(`emails-form-${width}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await plan.getByRole('button', { name: 'Change plan' }).click();
    await expect(page.getByText(/^Plan is Premium until /)).toBeVisible();
    await expect(page.getByText('premium · monthly')).toBeVisible();
    await expect(page.getByTestId('seller-paid-until')).toContainText('(ends)');
    await expect(page.getByText('“Trial agreed with sales”')).toBeVisible();
    await expect(page.getByText('“Seller never got the first one”')).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath(`plan-changed-${testInfo.project.name}.png`),
      fullPage: true,
    });
  },
);

test('a seller gets the not-found page at /admin', DESKTOP_ONLY, async ({ page }) => {
  const seller = await sellerOverHttp({ baseUrl: aiBaseUrl, outboxDir: aiOutboxDir });
  await page.context().addCookies(seller.cookies);
  const answer = await page.goto(`${aiBaseUrl}/admin`);
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Today (UTC)' })).toHaveCount(0);
});
