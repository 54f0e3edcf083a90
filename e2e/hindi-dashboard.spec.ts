import { drawGarmentPhoto } from '../tests/support/garments';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/auth';

/**
 * The dashboard's screens in Hindi (issue 28, decisions 194 and 198): Backgrounds, Models, Batch
 * and Settings read in Hindi, with no English sentence left in the main content, at the
 * project's width (desktop and phone). Screenshots go to /tmp for a person to look at.
 */

/** Latin words a Hindi page may show: product, plan and format names, as Indian apps do. */
const ALLOWED = new Set(
  'Vastra Studio Free Pro Premium GST API ZIP zip WhatsApp PNG JPG GIF PDF MB SKU AI QR csv'.split(
    ' ',
  ),
);

/** Runs of three or more English words in a row that are not all allowed names. */
function englishRuns(text: string): string[] {
  const runs = text.match(/[A-Za-z][A-Za-z'’-]*(?:[ \t]+[A-Za-z][A-Za-z'’-]*){2,}/g) ?? [];
  return runs.filter((run) => run.split(/\s+/).some((word) => !ALLOWED.has(word)));
}

async function expectNoEnglish(area: Locator) {
  await expect.poll(async () => englishRuns(await area.innerText())).toEqual([]);
}

const shot = (page: Page, name: string) =>
  page.screenshot({
    path: `/tmp/hindi-dash-${name}-${test.info().project.name}.png`,
    fullPage: true,
  });

test.describe('the dashboard in Hindi', () => {
  test.setTimeout(180_000);

  test.beforeEach(async ({ signedInPage: page }) => {
    const saved = await page.request.patch('/api/account/profile', { data: { language: 'hi' } });
    expect(saved.ok()).toBe(true);
  });

  test('Backgrounds and Models', async ({ signedInPage: page }) => {
    await page.goto('/dashboard/backgrounds');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1, name: 'बैकग्राउंड लाइब्रेरी' })).toBeVisible();
    await expect(main.getByText('39 में से 39 बैकग्राउंड')).toBeVisible();
    await expect(main.getByRole('heading', { name: 'साफ़ सफ़ेद स्टूडियो' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'पसंदीदा', exact: true })).toBeVisible();
    await expectNoEnglish(main);
    await shot(page, 'backgrounds');

    await main.getByRole('searchbox', { name: 'बैकग्राउंड खोजें' }).fill('कुछ नहीं');
    await expect(main.getByRole('heading', { name: 'कोई बैकग्राउंड नहीं मिला' })).toBeVisible();
    await expectNoEnglish(main);

    await page.goto('/dashboard/models');
    await expect(page.getByRole('heading', { level: 1, name: 'मॉडल लाइब्रेरी' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'तैयार मॉडल' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'अनन्या' })).toBeVisible();
    await expect(main.getByText('भारतीय').first()).toBeVisible();
    await expectNoEnglish(main);
    await shot(page, 'models');

    await main.getByRole('button', { name: 'नया मॉडल जोड़ें' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'नया मॉडल बनाएँ' });
    await expect(dialog.getByLabel('मॉडल का नाम')).toBeVisible();
    await expectNoEnglish(dialog);
    await shot(page, 'create-model');
  });

  test('Batch and Settings', async ({ signedInPage: page }) => {
    await page.goto('/dashboard/batch');
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1, name: 'बैच' })).toBeVisible();
    await expect(main.getByText('फ़ोटो, फ़ोल्डर या zip यहाँ छोड़ें')).toBeVisible();
    const { photo } = await drawGarmentPhoto(
      { kind: 'kurta', color: '#1f5f8b', pattern: 'buti', accent: '#e9a21b', border: true },
      { color: '#ece7df', shadow: 0.3 },
      { width: 600, height: 750 },
    );
    await main
      .getByLabel('फ़ोटो या zip फ़ाइलें')
      .setInputFiles({ name: 'KURTA-1_front.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(main.getByRole('button', { name: 'बैच शुरू करें (1)' })).toBeVisible();
    await expect(main.getByText('1 प्रोडक्ट, 1 फ़ोटो', { exact: false })).toBeVisible();
    await expectNoEnglish(main);
    await shot(page, 'batch');

    await page.goto('/dashboard/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'सेटिंग्स' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'प्रोफ़ाइल' })).toBeVisible();
    await expect(main.getByText('मौजूदा प्लान')).toBeVisible();
    await expect(main.getByText('Free प्लान')).toBeVisible();
    await expect(main.getByText('बिलिंग और भुगतान')).toBeVisible();
    // The title shares its line with the On/Off badge, so the description is matched whole.
    await expect(main.getByText('पासवर्ड से हर साइन इन पर ऑथेंटिकेटर ऐप का एक कोड।')).toBeVisible();
    for (const card of ['#profile', '#plan', '#billing', '#notifications', '#security'])
      await expectNoEnglish(main.locator(card));
    await shot(page, 'settings');
  });
});
