import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { LANDING_JS_BUDGET_KB } from '../src/core/web-budget';

/**
 * `/` fetches only what it renders (decision 112): a size, not a time. Every script a signed-out
 * visitor's browser fetches for the landing page, gzipped as a server would send it, stays under
 * the budget. The dashboard, forms and payment flow load with the pages that show them.
 */
test('the landing page loads at most its budget of gzipped JavaScript', async ({ page }) => {
  const scripts = new Map<string, number>();
  const reading: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    reading.push(
      response.body().then((body) => {
        scripts.set(new URL(response.url()).pathname, gzipSync(body).length);
      }),
    );
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await Promise.all(reading);

  const totalKb = [...scripts.values()].reduce((sum, size) => sum + size, 0) / 1024;
  const list = [...scripts].map(([name, size]) => `${name} ${(size / 1024).toFixed(1)} KB`);
  expect(scripts.size, 'scripts fetched').toBeGreaterThan(0);
  expect(totalKb, `gzipped JS of /: ${list.join(', ')}`).toBeLessThan(LANDING_JS_BUDGET_KB);
});
