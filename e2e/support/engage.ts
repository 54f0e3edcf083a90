import type { Page } from '@playwright/test';

/**
 * What a visitor's first move does on a built public page: its loader fetches the app's code
 * when the pointer moves, a finger touches, a key is pressed or the page scrolls (decision 211),
 * not before. A test that needs the app there without pressing anything moves the pointer.
 */
export async function engage(page: Page): Promise<void> {
  await page.mouse.move(12, 12);
  await page.mouse.move(24, 24);
}
