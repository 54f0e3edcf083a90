import { expect, test } from '@playwright/test';
import { engage } from './support/engage';
import { DESKTOP_ONLY, PHONE_ONLY } from './support/widths';

test.describe('landing page', () => {
  test('shows the spec sections, claims and plans', DESKTOP_ONLY, async ({ page }) => {
    await page.goto('/');
    for (const name of ['How it works', 'Features', 'AI-Powered Technology', 'FAQ']) {
      await expect(page.getByText(name, { exact: true }).first()).toBeAttached();
    }
    for (const step of ['Upload a product photo', 'AI processing', 'Download the catalogue']) {
      await expect(page.getByRole('heading', { name: step })).toBeAttached();
    }
    // The e2e server runs the studio engine: no person is promised (decision 180).
    await expect(page.getByRole('heading', { name: 'Multiple models' })).toHaveCount(0);
    for (const feature of [
      'Product shots',
      'Background removal',
      'Auto enhancement',
      'Batch processing',
      'HD output',
    ]) {
      await expect(page.getByRole('heading', { name: feature })).toBeAttached();
    }
    for (const claim of ['97%', '95%', '10x'])
      await expect(page.getByText(claim, { exact: true })).toBeAttached();
    await expect(page.getByText('About 2 minutes per catalogue')).toBeVisible();
    await expect(page.getByText('About ₹30 per catalogue')).toBeVisible();
    await expect(page.getByText('₹2,999', { exact: true })).toBeAttached();
    await expect(page.getByText('₹9,999', { exact: true })).toBeAttached();
    await expect(page.getByText('500 AI images per month')).toBeAttached();
    await expect(page.getByText('3000 AI images per month')).toBeAttached();
  });

  test('every call to action goes to the dashboard', async ({ page }) => {
    await page.goto('/');
    for (const name of ['Start Free', 'Try Now']) {
      await expect(page.getByRole('link', { name }).first()).toHaveAttribute('href', '/dashboard');
    }
    const generate = page.getByRole('link', { name: 'Generate Catalogue' });
    expect(await generate.count()).toBeGreaterThan(0);
    for (const link of await generate.all())
      await expect(link).toHaveAttribute('href', '/dashboard');
  });

  test(
    'the FAQ keeps one answer open at a time and can close it',
    DESKTOP_ONLY,
    async ({ page }) => {
      await page.goto('/');
      const refunds = page.getByRole('button', { name: 'Do you offer refunds?' });
      const upgrade = page.getByRole('button', { name: 'Can I upgrade my plan at any time?' });
      await refunds.click();
      await expect(refunds).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByText('All sales are final')).toBeVisible();
      await upgrade.click();
      await expect(upgrade).toHaveAttribute('aria-expanded', 'true');
      await expect(refunds).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByText('take effect immediately')).toBeVisible();
      await upgrade.click();
      await expect(upgrade).toHaveAttribute('aria-expanded', 'false');
    },
  );

  test('the top bar turns solid after 20px of scroll', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header').first();
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  // The desktop bar; the mobile menu has its own test.
  test('Sign In passes the current page as the return address', DESKTOP_ONLY, async ({ page }) => {
    await page.goto('/pricing');
    // The header's Sign In shows once the app knows the session: it comes when the visitor moves.
    await engage(page);
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    const state = await page.evaluate(
      () => (window.history.state as { usr?: { from?: string } }).usr?.from,
    );
    expect(state).toBe('/pricing');
  });

  test(
    'the footer links to the legal pages, the API page and a contact address',
    DESKTOP_ONLY,
    async ({ page }) => {
      await page.goto('/');
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: 'Pricing' })).toHaveAttribute(
        'href',
        '/pricing',
      );
      await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
        'href',
        '/terms',
      );
      await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
        'href',
        '/privacy',
      );
      await expect(footer.getByRole('link', { name: 'Return Policy' })).toHaveAttribute(
        'href',
        '/return-policy',
      );
      await expect(footer.getByRole('link', { name: 'API' })).toHaveAttribute('href', '/docs/api');
      await expect(footer.getByRole('link', { name: /@vastra\.studio/ })).toHaveAttribute(
        'href',
        /^mailto:/,
      );
    },
  );
});

test.describe('landing page on a phone', PHONE_ONLY, () => {
  test('has a slide-out menu, a bottom bar and an 8-photo carousel', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('gallery-grid')).toBeHidden();
    const carousel = page.getByRole('region', { name: 'Sample catalogue photos' });
    await expect(carousel.getByRole('group')).toHaveCount(8);
    await expect(carousel.getByText('1 / 8')).toBeVisible();
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(carousel.getByText('2 / 8')).toBeVisible();

    const bottomBar = page.locator('div.fixed.bottom-0');
    await expect(bottomBar.getByRole('link', { name: 'Generate Catalogue' })).toBeVisible();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(menu).toBeHidden();
  });
});
