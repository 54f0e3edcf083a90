import type { Page } from '@playwright/test';
import { drawGarmentPhoto } from '../tests/support/garments';
import { expect, test } from './support/auth';
import { engage } from './support/engage';
import { DESKTOP_ONLY } from './support/widths';

/*
 * The public pages are built to HTML and hydrated (decision 195): their text is there without
 * JavaScript, and hydrating them logs no error and leaves them working.
 */

test.describe('without JavaScript', DESKTOP_ONLY, () => {
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
    // The app comes when the visitor moves (decision 211); the nav's sign-in link shows once
    // the session is known, after hydration.
    await engage(page);
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

  /** Holds back the built files matching `file` until the test lets them load. */
  async function holdBack(page: Page, file: RegExp) {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(file, async (route) => {
      await held;
      await route.continue();
    });
    return release;
  }

  /** The bodies of the POSTs to `path`. */
  function postsTo(page: Page, path: string): unknown[] {
    const bodies: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(path))
        bodies.push(JSON.parse(request.postData() ?? 'null'));
    });
    return bodies;
  }

  // The page's own inline script keeps what is typed and pressed until the app has hydrated
  // (decision 208): the app's code, or the page's, held back as on a slow phone network.
  test(
    'what is typed and pressed before hydration is kept and sent after',
    DESKTOP_ONLY,
    async ({ page }) => {
      const release = await holdBack(page, /\/assets\/index-[\w-]+\.js$/);
      const signIns = postsTo(page, '/api/auth/sign-in/email');
      await page.goto('/sign-in', { waitUntil: 'commit' });
      await page.getByLabel('Email').fill('early@example.com');
      await page.getByLabel('Password', { exact: true }).fill('typed-before-hydration');
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      release();

      // The app loads, hydrates and signs in after the release: slow on a loaded machine.
      await expect(page.getByText('Invalid email or password')).toBeVisible({ timeout: 30_000 });
      expect(signIns).toEqual([{ email: 'early@example.com', password: 'typed-before-hydration' }]);
      // Not sent as a plain form first, which would put the fields in the address.
      expect(new URL(page.url()).search).toBe('');
    },
  );

  test(
    'a press just as the app hydrates waits for the text typed before it',
    DESKTOP_ONLY,
    async ({ page }) => {
      const release = await holdBack(page, /\/assets\/index-[\w-]+\.js$/);
      const signIns = postsTo(page, '/api/auth/sign-in/email');
      await page.goto('/sign-in', { waitUntil: 'commit' });
      await page.getByLabel('Email').fill('late@example.com');
      await page.getByLabel('Password', { exact: true }).fill('pressed-as-it-hydrated');
      // Sign In pressed in the very task the app says it has hydrated, before the loader has
      // given the form its typed text: a phone's tap met that gap (decision 215).
      await page.evaluate(() =>
        addEventListener(
          'vastra:hydrated',
          () =>
            [...document.querySelectorAll('button')]
              .find((button) => button.textContent?.trim() === 'Sign In')!
              .click(),
          { once: true },
        ),
      );
      release();
      await expect(page.getByText('Invalid email or password')).toBeVisible({ timeout: 30_000 });
      expect(signIns).toEqual([{ email: 'late@example.com', password: 'pressed-as-it-hydrated' }]);
    },
  );

  // A tap on हिन्दी answers at once (decision 215): pressed and busy before the app is there, and
  // Hindi's texts fetched beside the app's code, not after it.
  test(
    'हिन्दी pressed before the app shows at once and fetches Hindi with the app',
    DESKTOP_ONLY,
    async ({ page }) => {
      const release = await holdBack(page, /\/assets\/index-[\w-]+\.js$/);
      const hindiFetched = page.waitForRequest(/\/assets\/hindi-engine-[\w-]+\.js$/);
      await page.goto('/pricing');
      const hindi = page.getByRole('button', { name: 'हिन्दी' }).first();
      await hindi.click();
      await expect(hindi).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('group', { name: 'Language' }).first()).toHaveAttribute(
        'aria-busy',
        'true',
      );
      // Asked for while the app's own code is still held back.
      await hindiFetched;
      release();
      await expect(page.getByRole('heading', { level: 1, name: 'प्लान और कीमतें' })).toBeVisible({
        timeout: 30_000,
      });
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    },
  );

  test(
    'a sign-up typed while its page code loads is sent once, as typed',
    DESKTOP_ONLY,
    async ({ page }) => {
      // The app has started; the sign-up page's own code is what is late. Its fields update their
      // state from the event later than sign-in's do, which a replay inside React's effects lost.
      const release = await holdBack(page, /\/assets\/sign-up-[\w-]+\.js$/);
      const signUps = postsTo(page, '/api/auth/sign-up/email');
      const email = `early-${Date.now()}@example.com`;
      await page.goto('/sign-up');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('typed-early');
      await page.getByLabel('Confirm password').fill('typed-early');
      await page.getByRole('button', { name: 'Create Account' }).click();
      release();

      await expect(
        page.getByText('Account created! Please check your email to verify your account.'),
      ).toBeVisible({ timeout: 30_000 });
      expect(signUps).toEqual([expect.objectContaining({ email, password: 'typed-early' })]);
    },
  );

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

  // The create page is built for a signed-in seller too (decision 213): it paints before the
  // app's code has come, and a photo chosen then is the app's once it has.
  test("a seller's dashboard paints before the app and keeps a photo chosen then", async ({
    signedInPage: page,
  }) => {
    const { photo } = await drawGarmentPhoto(
      { kind: 't-shirt', color: '#2f6f4f' },
      { color: '#f6f3ee' },
      { width: 600, height: 750 },
    );
    const errors = collectErrors(page);
    const release = await holdBack(page, /\/assets\/index-[\w-]+\.js$/);
    const response = await page.goto('/dashboard', { waitUntil: 'commit' });
    expect(await response?.text()).toContain('data-session="expected"');
    await expect(page.getByRole('heading', { name: 'Create Your Catalogue' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Upload your product' })).toBeVisible();
    // The spec's 'Loading' while the session is restored, beside the studio.
    const restoring = page.getByRole('status').filter({ hasText: 'Loading' });
    await expect(restoring).toBeVisible();
    await page
      .getByLabel('Front photo')
      .setInputFiles({ name: 'tee.jpg', mimeType: 'image/jpeg', buffer: photo });
    release();

    // Hydrated, the seller's plan shown, and the photo chosen before is the app's.
    await expect(page.getByTestId('usage-count')).toContainText('0/5', { timeout: 30_000 });
    await expect(restoring).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Generate Catalogue' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Remove front photo' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test(
    "the sidebar's Ctrl+B pressed before the app is made once the app is there",
    DESKTOP_ONLY,
    async ({ signedInPage: page }) => {
      const release = await holdBack(page, /\/assets\/index-[\w-]+\.js$/);
      await page.goto('/dashboard', { waitUntil: 'commit' });
      const aside = page.getByRole('complementary', { name: 'Dashboard sidebar' });
      await expect(aside).toHaveAttribute('data-state', 'expanded');
      await page.keyboard.press('Control+b');
      release();

      await expect(page.getByTestId('usage-count')).toBeVisible({ timeout: 30_000 });
      await expect(aside).toHaveAttribute('data-state', 'collapsed');
    },
  );

  test(
    'a visitor who chose Hindi gets no English first',
    DESKTOP_ONLY,
    async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'vastra_lang', value: 'hi', url: baseURL! }]);
      const errors = collectErrors(page);
      const response = await page.goto('/pricing');
      expect(await response?.text()).toContain('<div id="root"></div>');
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(errors).toEqual([]);
    },
  );
});

/** The paths of the scripts the page asks for. */
function scriptsOf(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

const APP_ENTRY = /\/assets\/index-[\w-]+\.js$/;

// A built page without a form fetches the app when the visitor first moves, not before
// (decision 211): what it shows and does before then is its own.
test.describe('before the app', () => {
  test('a visitor who only reads fetches no script; the first move brings the app', async ({
    page,
    isMobile,
  }) => {
    const errors = collectErrors(page);
    const scripts = scriptsOf(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);

    if (isMobile) await page.touchscreen.tap(20, 300);
    else await engage(page);
    await expect.poll(() => scripts.some((path) => APP_ENTRY.test(path))).toBe(true);
    await expectInteractive(page, isMobile);
    // The whole stylesheet has taken the place of the inlined rules: each font face once.
    await expect(page.locator('style[data-used-rules]')).toHaveCount(0);
    const faces = await page.evaluate(() =>
      [...document.fonts].map((face) => `${face.family} ${face.unicodeRange} ${face.weight}`),
    );
    expect(faces.length).toBeGreaterThan(0);
    expect(new Set(faces).size).toBe(faces.length);
    expect(errors).toEqual([]);
  });

  test('photos below the fold come in as they near the viewport, app or not', async ({
    page,
    isMobile,
  }) => {
    // The app never arrives: what the page does here is its own script's.
    await page.route(APP_ENTRY, (route) => route.abort());
    await page.goto('/');
    // The last before/after photo on a phone; on a wider screen the pairs sit in one row near
    // the top, and the gallery's grid is further down.
    const section = isMobile
      ? 'The photo you have, the catalogue you need'
      : 'Made with Vastra Studio';
    const photo = page.getByRole('region', { name: section }).getByRole('img').last();
    // Far below the first screen: not fetched while the visitor is at the top.
    await expect(photo).not.toHaveAttribute('src');

    await photo.scrollIntoViewIfNeeded();
    await expect(photo).toHaveAttribute('src', /^\/samples\//);
    await expect
      .poll(() =>
        photo.evaluate((img: HTMLImageElement) => [
          img.naturalWidth > 0,
          getComputedStyle(img).opacity,
        ]),
      )
      .toEqual([true, '1']);
  });

  test('a built page draws the same with its used rules as with the whole stylesheet', async ({
    page,
  }) => {
    await page.route(/\.js$/, (route) => route.abort());
    // Where every element is and how it is drawn, after the fonts have loaded.
    const drawing = () =>
      page.evaluate(async () => {
        await document.fonts.ready;
        const props = [
          'display',
          'color',
          'background-color',
          'font-family',
          'font-size',
          'font-weight',
          'line-height',
          'padding',
          'border-width',
          'border-radius',
          'gap',
          'grid-template-columns',
          'box-shadow',
          'visibility',
          'text-transform',
        ];
        return [...document.querySelectorAll('#root *')].map((element) => {
          const box = element.getBoundingClientRect();
          const style = getComputedStyle(element);
          const where = [box.x, box.y, box.width, box.height].map(Math.round).join(',');
          return `${element.tagName}.${element.getAttribute('class')} ${where} ${props
            .map((prop) => style.getPropertyValue(prop))
            .join(';')}`;
        });
      });
    for (const path of ['/', '/pricing', '/terms', '/no-such-page']) {
      await page.goto(path);
      const used = await drawing();
      await page.evaluate(
        () =>
          new Promise((resolve, reject) => {
            const loader = document.querySelector<HTMLScriptElement>('script[data-stylesheet]')!;
            const stylesheet = document.createElement('link');
            stylesheet.rel = 'stylesheet';
            stylesheet.href = loader.dataset.stylesheet!;
            stylesheet.onload = resolve;
            stylesheet.onerror = reject;
            document.head.append(stylesheet);
          }),
      );
      const whole = await drawing();
      const differing = used.filter((line, i) => line !== whole[i]);
      expect(differing, `${path}: elements drawn otherwise with the whole stylesheet`).toEqual([]);
    }
  });
});
