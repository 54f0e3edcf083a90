import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { APP_HYDRATED_EVENT } from '../src/core/app-loader';
import { DASHBOARD_JS_BUDGET_KB, LANDING_JS_BUDGET_KB } from '../src/core/web-budget';
import { expect, test } from './support/auth';
import { engage } from './support/engage';

/**
 * A page fetches only what its first screen renders (decisions 112 and 196): a size, not a time.
 * Every script the browser fetches for a page, gzipped as a server would send it, stays under
 * the page's budget; the failure lists the scripts and their sizes.
 */
async function gzippedScripts(page: Page, open: () => Promise<void>) {
  const scripts = new Map<string, number>();
  const reading: Promise<void>[] = [];
  // The built pages fetch the app after their first paint (decision 204): the count waits for
  // the app to say it has hydrated or drawn, then for the network to settle.
  await page.addInitScript((event) => {
    addEventListener(event, () => document.documentElement.setAttribute('data-e2e-hydrated', ''));
  }, APP_HYDRATED_EVENT);
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    reading.push(
      response.body().then((body) => {
        scripts.set(new URL(response.url()).pathname, gzipSync(body).length);
      }),
    );
  });
  await open();
  await page.locator('html[data-e2e-hydrated]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  await Promise.all(reading);
  const totalKb = [...scripts.values()].reduce((sum, size) => sum + size, 0) / 1024;
  const list = [...scripts]
    .sort(([, a], [, b]) => b - a)
    .map(([name, size]) => `${name} ${(size / 1024).toFixed(1)} KB`);
  return { count: scripts.size, totalKb, list: list.join(', ') };
}

/** The dashboard, forms and payment flow load with the pages that show them. */
test('the landing page loads at most its budget of gzipped JavaScript', async ({ page }) => {
  const { count, totalKb, list } = await gzippedScripts(page, async () => {
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The built page fetches the app once the visitor moves (decision 211).
    await engage(page);
  });
  expect(count, 'scripts fetched').toBeGreaterThan(0);
  expect(totalKb, `gzipped JS of /: ${list}`).toBeLessThan(LANDING_JS_BUDGET_KB);
});

/**
 * A seller's create page: the dialogs, the run's modal, the other dashboard pages and what
 * only they use load when first opened.
 */
test('the dashboard loads at most its budget of gzipped JavaScript', async ({
  signedInPage: page,
}) => {
  const { count, totalKb, list } = await gzippedScripts(page, async () => {
    await page.goto('/dashboard', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { name: 'Create Your Catalogue' })).toBeVisible();
    await expect(page.getByTestId('usage-count')).toContainText('0/5');
  });
  expect(count, 'scripts fetched').toBeGreaterThan(0);
  expect(totalKb, `gzipped JS of /dashboard: ${list}`).toBeLessThan(DASHBOARD_JS_BUDGET_KB);
});
