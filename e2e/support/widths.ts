/**
 * The widths a browser test runs at (decision 207). Every test runs in both projects, desktop
 * and mobile, unless it is tagged with one of these: a test that checks what the width does not
 * change (texts, translations, server output, escaping) runs once, at the phone width when the
 * layout is part of what it checks (an accessibility scan, a photograph, Hindi's longer words),
 * else at desktop. Tests for one layout (the desktop top bar, the phone's sheet) carry their
 * width's tag too. A long flow whose steps are the same at both widths runs at the phone's, where
 * most sellers work; the desktop keeps the core flow (make, save, download, delete) (decisions
 * 260, 277). playwright.config.ts leaves each project the tests of the other width out.
 *
 *   test('…', DESKTOP_ONLY, async ({ page }) => { … });
 *   test.describe('…', PHONE_ONLY, () => { … });
 */
export const DESKTOP_ONLY = { tag: '@desktop-only' };
export const PHONE_ONLY = { tag: '@phone-only' };
