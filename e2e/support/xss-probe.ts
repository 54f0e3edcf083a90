/**
 * What the XSS probe asserts on a page: nothing a payload would do has happened (no
 * `window.__xss`, no alert, no element or attribute a payload would create), and a payload is on
 * the page as literal text, so a page that stopped showing the text fails too.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './auth';

/** Records every dialog of a page from now on; call before the first navigation. */
export function watchForXss(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });

  /** Nothing ran and nothing was injected, in the page as it is now. */
  async function expectNothingRan(where: string) {
    const flag = await page.evaluate(() => (window as { __xss?: unknown }).__xss);
    expect(flag, `window.__xss on ${where}`).toBeUndefined();
    expect(dialogs, `dialogs on ${where}`).toEqual([]);
    const injected = {
      'img[src="x"]': await page.locator('img[src="x"]').count(),
      'svg[onload]': await page.locator('svg[onload]').count(),
      'an onerror or onload attribute': await page.locator('[onerror], [onload]').count(),
      'a script naming __xss': await page.locator('script', { hasText: '__xss' }).count(),
      'a javascript: link': await page.locator('a[href^="javascript:" i]').count(),
    };
    expect(injected, `elements a payload would create, on ${where}`).toEqual({
      'img[src="x"]': 0,
      'svg[onload]': 0,
      'an onerror or onload attribute': 0,
      'a script naming __xss': 0,
      'a javascript: link': 0,
    });
  }

  return { expectNothingRan };
}

/** A payload shown as literal, visible text inside `scope`. */
export async function expectLiteral(scope: Page | Locator, text: string) {
  await expect(scope.getByText(text).filter({ visible: true }).first()).toBeVisible();
}
