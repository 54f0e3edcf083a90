import { drawGarmentPhoto } from '../tests/support/garments';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/auth';
import { upgradeToPro } from './support/plans';
import { DESKTOP_ONLY, PHONE_ONLY } from './support/widths';

/**
 * The dashboard's screens in Hindi (issue 28, decisions 194 and 198): Backgrounds, Models, Batch
 * and Settings read in Hindi, with no English sentence left in the main content, at the phone's
 * width (decision 207); the developer cards of Settings at desktop, then narrowed to a phone's.
 * Screenshots go to /tmp for a person to look at.
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

  test('Backgrounds and Models', PHONE_ONLY, async ({ signedInPage: page }) => {
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

  test('Batch and Settings', PHONE_ONLY, async ({ signedInPage: page }) => {
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
    // A manifest row without a SKU: its problem is said in Hindi (decision 202).
    await main.getByLabel('फ़ोटो या zip फ़ाइलें').setInputFiles({
      name: 'products.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('sku,garment_type\nKURTA-1,kurta\n,saree\n'),
    });
    await expect(main.getByText('मैनिफ़ेस्ट की यह पंक्ति इस्तेमाल नहीं हुई:')).toBeVisible();
    await expect(
      main.getByText('products.csv, पंक्ति 3: इसमें SKU नहीं है', { exact: false }),
    ).toBeVisible();
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

  test(
    'Settings: billing details, API keys, webhooks and form limits',
    DESKTOP_ONLY,
    async ({ signedInPage: page }) => {
      await upgradeToPro(page);
      await page.goto('/dashboard/settings');
      const main = page.getByRole('main');
      // The page and its Hindi texts load together, slowly on a busy machine.
      await expect(page.getByRole('heading', { level: 1, name: 'सेटिंग्स' })).toBeVisible({
        timeout: 30_000,
      });

      // The profile's 80-character limit, checked in the browser, in Hindi.
      const profile = main.locator('#profile');
      await profile.getByLabel('पहला नाम').fill('क'.repeat(81));
      await profile.getByRole('button', { name: 'बदलाव सेव करें' }).click();
      await expect(profile.getByText('ज़्यादा से ज़्यादा 80 अक्षर।')).toBeVisible();
      await expectNoEnglish(profile);

      // Billing details: labels, the states' names, and each field's check.
      const billing = main.locator('#billing-details');
      await expect(billing.getByRole('heading', { name: 'बिलिंग की जानकारी' })).toBeVisible();
      await expect(billing.getByRole('combobox', { name: 'राज्य या केंद्र शासित प्रदेश' })).toContainText(
        'कर्नाटक (29)',
      );
      await billing.getByRole('button', { name: 'बिलिंग की जानकारी सेव करें' }).click();
      await expect(billing.getByText('अपने व्यवसाय का कानूनी नाम डालें।')).toBeVisible();
      await expect(billing.getByText('6 अंकों का PIN कोड डालें।')).toBeVisible();
      await expectNoEnglish(billing);

      // API keys: the form, its check, the new key's dialog, the list and revoking.
      const keys = main.locator('#api-keys');
      await expect(keys.getByRole('heading', { name: 'API कुंजियाँ' })).toBeVisible();
      await expect(keys.getByText('अभी कोई API कुंजी नहीं है।')).toBeVisible();
      await keys.getByRole('button', { name: 'कुंजी बनाएँ' }).click();
      await expect(keys.getByText('कुंजी को एक नाम दें।')).toBeVisible();
      await expectNoEnglish(keys);
      await keys.getByLabel('कुंजी का नाम').fill('दुकान');
      await keys.getByRole('button', { name: 'कुंजी बनाएँ' }).click();
      const created = page.getByRole('dialog', { name: 'अपनी नई API कुंजी कॉपी करें' });
      await expect(created.getByRole('button', { name: 'API कुंजी कॉपी करें' })).toBeVisible();
      await expectNoEnglish(created);
      await created.getByRole('button', { name: 'मैंने कॉपी कर ली है' }).click();
      await expect(keys.getByText('कभी इस्तेमाल नहीं हुई', { exact: false })).toBeVisible();
      await expectNoEnglish(keys);
      await keys.getByRole('button', { name: 'दुकान रद्द करें' }).click();
      const revoke = page.getByRole('alertdialog', { name: '“दुकान” रद्द करें?' });
      await expectNoEnglish(revoke);
      await revoke.getByRole('button', { name: 'कुंजी रद्द करें' }).click();
      await expect(page.getByText('API कुंजी रद्द हो गई')).toBeVisible();
      await expect(keys.getByText('रद्द की गई', { exact: true })).toBeVisible();

      // Webhook deliveries: the card and its empty state.
      const webhooks = main.locator('#webhooks');
      await expect(webhooks.getByRole('heading', { name: 'Webhook डिलीवरी' })).toBeVisible();
      await expect(webhooks.getByText('अभी कोई डिलीवरी नहीं।', { exact: false })).toBeVisible();
      await expectNoEnglish(webhooks);
      await expectNoEnglish(main);
      await shot(page, 'settings-developer');

      // At a phone's width: Devanagari drawn with its font, and nothing wider than the screen.
      await page.setViewportSize({ width: 390, height: 844 });
      await expect
        .poll(() =>
          page.evaluate(() =>
            document.fonts.check('16px "Noto Sans Devanagari Variable"', 'हिन्दी'),
          ),
        )
        .toBe(true);
      await expect
        .poll(() =>
          page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
        )
        .toBe(0);
      await page.screenshot({ path: '/tmp/hindi-settings-phone.png', fullPage: true });
    },
  );
});
