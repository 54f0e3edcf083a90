import { drawGarmentPhoto } from '../tests/support/garments';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/auth';
import { DESKTOP_ONLY, PHONE_ONLY } from './support/widths';

/**
 * Hindi (decision 194): a visitor switches to हिन्दी, signs in, makes a catalogue and saves it,
 * every step read in Hindi; the choice survives a reload and lands on the account. Each main
 * page is photographed at the phone's width, where Hindi's longer words are tightest (decision
 * 207), for a person to look at: Devanagari needs its font (Noto Sans Devanagari), or the
 * letters come out as boxes.
 */
const shot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: testInfo.outputPath(`hindi-${name}.png`), fullPage: true });

test.describe('the app in Hindi', () => {
  test.setTimeout(300_000);

  test(
    'switch, sign in, create and save a catalogue in Hindi',
    PHONE_ONLY,
    async ({ page, user }, testInfo) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
      const switcher = page.getByRole('group', { name: 'Language' }).last();
      await switcher.getByRole('button', { name: 'हिन्दी' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
      await expect(
        page.getByRole('group', { name: 'भाषा' }).last().getByRole('button', { name: 'हिन्दी' }),
      ).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('contentinfo')).toContainText('सेवा की शर्तें');
      // The Devanagari face is fetched once Hindi is on the page.
      await expect
        .poll(() =>
          page.evaluate(() =>
            document.fonts.check('16px "Noto Sans Devanagari Variable"', 'हिन्दी'),
          ),
        )
        .toBe(true);
      await shot(page, testInfo, 'landing');

      // The choice is remembered by the browser across a reload, before any sign-in.
      await page.goto('/sign-in');
      await expect(page.getByRole('heading', { name: 'फिर से स्वागत है' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
      await shot(page, testInfo, 'sign-in');
      await page.getByLabel('ईमेल').fill(user.email);
      await page.getByLabel('पासवर्ड').fill(user.password);
      await page.getByRole('button', { name: 'साइन इन करें' }).click();
      await expect(page.getByText('फिर से स्वागत है!')).toBeVisible();

      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { name: 'अपना कैटलॉग बनाएँ' })).toBeVisible();
      await expect(page.getByTestId('usage-count')).toContainText('0/5');
      await expect(page.getByText('शुरू करने के लिए सामने की फ़ोटो अपलोड करें।')).toBeVisible();
      const { photo } = await drawGarmentPhoto(
        { kind: 'kurta', color: '#1f5f8b', pattern: 'buti', accent: '#e9a21b', border: true },
        { color: '#ece7df', shadow: 0.3 },
        { width: 600, height: 750 },
      );
      await page
        .getByLabel('सामने की फ़ोटो', { exact: true })
        .setInputFiles({ name: 'kurta.jpg', mimeType: 'image/jpeg', buffer: photo });
      await expect(page.getByRole('combobox', { name: 'बैकग्राउंड' })).toBeVisible();
      await shot(page, testInfo, 'dashboard');

      const generate = page.getByRole('button', { name: 'कैटलॉग बनाएँ', exact: true });
      await expect(generate).toBeEnabled();
      await generate.click();
      const modal = page.getByRole('dialog', { name: /आपका AI कैटलॉग बन रहा है|आपका तैयार कैटलॉग/ });
      await expect(modal).toBeVisible();
      await expect(page.getByRole('heading', { name: 'आपका तैयार कैटलॉग' })).toBeVisible({
        timeout: 200_000,
      });
      await expect(modal.getByTestId('run-progress')).toContainText('5 में से 5 तस्वीरें तैयार');
      await shot(page, testInfo, 'generated');
      await modal.getByRole('button', { name: 'मेरे कैटलॉग में सेव करें' }).click();
      await expect(page.getByText('कैटलॉग सेव हो गया')).toBeVisible();
      await expect(modal.getByRole('link', { name: 'मेरे कैटलॉग में देखें' })).toBeVisible();

      // The account took the browser's choice on the first dashboard visit.
      const profile = await page.request.get('/api/account/profile');
      expect(((await profile.json()) as { language: string | null }).language).toBe('hi');

      await modal.getByRole('link', { name: 'मेरे कैटलॉग में देखें' }).click();
      await expect(page).toHaveURL(/\/dashboard\/catalogues/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
      await shot(page, testInfo, 'my-catalogues');
    },
  );

  test(
    'an English page loads no Devanagari font, no i18next and no Hindi texts',
    DESKTOP_ONLY,
    async ({ page }) => {
      const fetched: string[] = [];
      const scripts: Promise<string>[] = [];
      page.on('response', (response) => {
        fetched.push(new URL(response.url()).pathname);
        if (response.request().resourceType() === 'script') scripts.push(response.text());
      });
      await page.goto('/', { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'हिन्दी' }).last()).toBeVisible();
      expect(fetched.filter((path) => /devanagari|i18next/i.test(path))).toEqual([]);
      // A Hindi text of the footer, which the landing shows in English.
      for (const body of await Promise.all(scripts)) expect(body).not.toContain('सेवा की शर्तें');
    },
  );
});
