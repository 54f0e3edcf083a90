/**
 * The steps of making and saving a catalogue that many browser tests take on their way to what
 * they test (a share link, a listing, a report): choose the front photo, generate, save, open
 * the saved catalogue. The generation flow itself is tested step by step in generation.spec.ts.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { waitOutToasts } from './toasts';

/** A studio catalogue takes seconds alone; with the other worker rendering on a busy machine, minutes. */
const FINISHED_WITHIN_MS = 250_000;

/** Puts a photo in the Front slot of the create page, which must be open. */
export async function chooseFrontPhoto(page: Page, photo: Buffer, fileName = 'kurta.jpg') {
  await page.getByLabel('Front photo').setInputFiles({
    name: fileName,
    mimeType: 'image/jpeg',
    buffer: photo,
  });
}

/** Presses Generate Catalogue and answers the modal once the run has finished. */
export async function generateCatalogue(
  page: Page,
  options: { timeout?: number } = {},
): Promise<Locator> {
  await page.getByRole('button', { name: 'Generate Catalogue' }).click();
  const modal = page.getByRole('dialog', { name: 'Your Generated Catalogue' });
  await expect(modal).toBeVisible({ timeout: options.timeout ?? FINISHED_WITHIN_MS });
  return modal;
}

/**
 * Saves the finished run ('Catalogue Saved') and follows the modal's link to My Catalogues.
 * `toastsGoneFirst`: on a phone the toasts can lie over the link; they are waited out first.
 */
export async function saveAndViewInMyCatalogues(
  page: Page,
  modal: Locator,
  options: { toastsGoneFirst?: boolean } = {},
) {
  await modal.getByRole('button', { name: 'Save to My Catalogues' }).click();
  await expect(page.getByText('Catalogue Saved')).toBeVisible();
  if (options.toastsGoneFirst) await waitOutToasts(page);
  await modal.getByRole('link', { name: 'View in My Catalogues' }).click();
}

/** The newest saved catalogue's card in My Catalogues, named 'Catalogue <date>' when saved. */
export function newestCatalogueCard(page: Page): Locator {
  return page
    .getByRole('listitem')
    .filter({ hasText: /Catalogue [A-Z][a-z]{2} \d{1,2}, \d{4}/ })
    .first();
}

/** Opens the newest saved catalogue's detail from My Catalogues, which must be open. */
export async function openNewestCatalogue(page: Page): Promise<Locator> {
  await newestCatalogueCard(page)
    .getByRole('button', { name: /^View / })
    .first()
    .click();
  const detail = page.getByRole('dialog');
  await expect(detail).toBeVisible();
  return detail;
}
