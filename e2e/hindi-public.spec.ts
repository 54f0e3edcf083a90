import { mkdirSync } from 'node:fs';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { englishRuns } from './support/english-runs';
import { PHONE_ONLY } from './support/widths';

/**
 * The public pages in Hindi (issue 28, decision 194): with हिन्दी chosen, each page's main
 * content is Hindi, with no run of three English words left but the product's names. At the
 * phone's width, where Hindi's longer words are tightest (decision 207); each page is
 * photographed into /tmp/hindi-public-shots for a person to look at: Devanagari needs its font,
 * or the letters come out as boxes.
 */
const SHOTS = '/tmp/hindi-public-shots';

async function expectHindiMain(page: Page, testInfo: TestInfo, name: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect
    .poll(() =>
      page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari Variable"', 'हिन्दी')),
    )
    .toBe(true);
  const text = await page.locator('main').innerText();
  expect(text).toMatch(/[\u0900-\u097F]{3}/);
  expect(englishRuns(text), `English left on ${name}`).toEqual([]);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({
    path: `${SHOTS}/${testInfo.project.name}-${name}.png`,
    fullPage: true,
  });
}

test.describe('the public pages in Hindi', PHONE_ONLY, () => {
  // Each page's first heading waits for the page and its Hindi texts, slow on a busy machine.
  test.beforeEach(async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'vastra_lang', value: 'hi', url: baseURL! }]);
  });

  test('the landing page', async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'सादी प्रोडक्ट फ़ोटो से कैटलॉग शूट तक।' }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'अक्सर पूछे जाने वाले सवाल' })).toBeVisible();
    await expect(page.getByText('₹2,999', { exact: true })).toBeVisible();
    // Images load lazily: scroll through so the photograph shows them.
    await page.getByRole('heading', { name: 'अक्सर पूछे जाने वाले सवाल' }).scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'एक कैटलॉग बनने में कितना समय लगता है?' }).click();
    await expect(page.getByText(/^लगभग 2 मिनट।/)).toBeVisible();
    await expectHindiMain(page, testInfo, 'landing');
  });

  test('the pricing page, yearly prices in hi-IN', async ({ page }, testInfo) => {
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'प्लान और कीमतें' })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('switch', { name: 'सालाना बिल करें' }).click();
    await expect(page.getByText('₹29,990', { exact: true })).toBeVisible();
    await expect(page.getByText('/साल').first()).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'सब्सक्राइब करने के लिए साइन इन करें' }).first(),
    ).toBeVisible();
    await expectHindiMain(page, testInfo, 'pricing');
  });

  test('a legal page', async ({ page }, testInfo) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'सेवा की शर्तें' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('navigation', { name: 'विषय-सूची' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '1. इन शर्तों के बारे में' })).toBeVisible();
    await expectHindiMain(page, testInfo, 'terms');
  });

  test('forgot password, its toast closed by a Hindi button', async ({ page }, testInfo) => {
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: 'पासवर्ड भूल गए?' })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('button', { name: 'रीसेट लिंक भेजें' }).click();
    // The toast leaves by itself after a few seconds, so it is closed at once.
    await expect(page.getByText('कृपया अपना ईमेल डालें')).toBeVisible();
    await page.getByRole('button', { name: 'सूचना बंद करें' }).click();
    await expect(page.getByText('कृपया अपना ईमेल डालें')).toBeHidden();
    await expectHindiMain(page, testInfo, 'forgot-password');
  });

  test('the API docs, the reference’s operations included', async ({ page }, testInfo) => {
    await page.goto('/docs/api');
    // The operations come from the server's OpenAPI document; the web says them in Hindi (202).
    await expect(page.getByRole('heading', { name: 'कैटलॉग', exact: true }).first()).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText('कैटलॉग रन बनाएँ').first()).toBeVisible();
    await expect(page.getByText('अनुरोधों की सीमा: Retry-After जितने सेकंड रुकें।').first()).toBeVisible();
    // Code (examples and their language tabs, field names and types, paths) is code in any
    // language: it is left out.
    await page.addStyleTag({
      content: 'main pre, main code, main .font-mono, main [role="tablist"] { display: none }',
    });
    await expectHindiMain(page, testInfo, 'api-docs');
  });

  test('a page that does not exist', async ({ page }, testInfo) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'ओह! पेज नहीं मिला' })).toBeVisible({
      timeout: 30_000,
    });
    await expectHindiMain(page, testInfo, 'not-found');
  });
});
