import { expect, type Page } from '@playwright/test';

/**
 * Waits until every toast has gone. On a phone they sit at the bottom, over the page's lower
 * buttons, and sonner holds one open while the (emulated) pointer rests on it, which a finger
 * does not: the pointer is moved off first. Only success and info toasts leave by themselves; an
 * error toast left on screen fails here, as it should.
 */
export async function waitOutToasts(page: Page) {
  await page.mouse.move(0, 0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
}
