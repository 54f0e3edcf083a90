import { expect, test, type Page } from '@playwright/test';

/*
 * The public pages are built to HTML and hydrated (decision 195): their text is there without
 * JavaScript, and hydrating them logs no error and leaves them working.
 */

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing, pricing and sign-in pages show their heading and text', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'From a flat product photo to a catalogue shoot.',
      }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Premium' })).toBeAttached();

    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'Plans and pricing' })).toBeVisible();
    for (const plan of ['Free', 'Pro', 'Premium'])
      await expect(page.getByRole('heading', { level: 2, name: plan, exact: true })).toBeVisible();
    await expect(page).toHaveTitle('Pricing · Vastra Studio');

    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  });

  test('an unknown path shows the not-found page with a 404', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  });
});

/** Errors the page logs or throws; a document's own 404 is not one. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (message.text().startsWith('Failed to load resource')) return;
    errors.push(message.text());
  });
  return errors;
}

/** Hydrated and working: the session has loaded, or the phone menu opens. */
async function expectInteractive(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  } else {
    // The nav's sign-in link shows once the session is known, after hydration.
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true }),
    ).toBeVisible();
  }
}

test.describe('hydration', () => {
  for (const path of ['/', '/pricing', '/terms', '/sign-up', '/no-such-page']) {
    test(`${path} hydrates without an error and works`, async ({ page, isMobile }) => {
      const errors = collectErrors(page);
      await page.goto(path);
      await expectInteractive(page, isMobile);
      expect(errors).toEqual([]);
    });
  }

  test('the sign-in form validates after hydration', async ({ page, isMobile }) => {
    const errors = collectErrors(page);
    await page.goto('/sign-in');
    await expectInteractive(page, isMobile);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Please fill in all fields')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a query the build did not see draws the page afresh', async ({ page, isMobile }) => {
    const errors = collectErrors(page);
    await page.goto('/pricing?retry=premium');
    await expect(page.locator('article[data-highlighted="true"]')).toHaveAttribute(
      'aria-labelledby',
      'plan-premium',
    );
    await expectInteractive(page, isMobile);
    expect(errors).toEqual([]);
  });

  test('a visitor who chose Hindi gets no English first', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'vastra_lang', value: 'hi', url: baseURL! }]);
    const errors = collectErrors(page);
    const response = await page.goto('/pricing');
    expect(await response?.text()).toContain('<div id="root"></div>');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
