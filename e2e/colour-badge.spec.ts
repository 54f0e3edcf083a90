import { expect, test } from '@playwright/test';
import { drawGarmentPhoto } from '../tests/support/garments';
import { aiBaseUrl, signInNewSellerOnAiApp } from './support/ai-app';
import { PHONE_ONLY } from './support/widths';
import {
  chooseFrontPhoto,
  generateCatalogue,
  newestCatalogueCard,
  openNewestCatalogue,
  saveAndViewInMyCatalogues,
} from './support/catalogue-flow';

/**
 * The colour check as a seller meets it (issue 13, decision 120), on the second app of the
 * browser tests: the Gemini engine against a fake that answers every shot with the garment
 * recoloured. Each shot is made once more at no charge, still recoloured, and kept with the
 * 'Colour may differ from your photo' badge: in the generation modal, on the saved catalogue's
 * card and in its detail dialog; five images counted.
 */
const BADGE = 'Colour may differ from your photo';

test(
  'a recoloured AI shot is kept with the colour badge, everywhere the seller sees it',
  PHONE_ONLY,
  async ({ page, context }, testInfo) => {
    test.setTimeout(120_000);
    await signInNewSellerOnAiApp(context);
    const { photo } = await drawGarmentPhoto(
      { kind: 'dress', color: '#c2185b', pattern: 'floral', accent: '#ffd1e0' },
      { color: '#f4f1ec', noise: 2 },
      { width: 600, height: 750 },
    );

    await page.goto(`${aiBaseUrl}/dashboard`);
    await expect(page.getByTestId('usage-count')).toContainText('0/5');
    await chooseFrontPhoto(page, photo, 'dress.jpg');
    const modal = await generateCatalogue(page, { timeout: 90_000 });
    await expect(modal.locator('[data-testid=shot-tile][data-status=complete]')).toHaveCount(5);
    await expect(modal.getByText(BADGE)).toHaveCount(5);
    await expect(page.getByTestId('usage-count')).toContainText('5/5');
    await page.screenshot({ path: testInfo.outputPath('modal-badges.png') });

    await saveAndViewInMyCatalogues(page, modal);
    await expect(newestCatalogueCard(page).getByText(BADGE)).toBeVisible();
    const detail = await openNewestCatalogue(page);
    await expect(detail.getByText(BADGE)).toHaveCount(5);
    await page.screenshot({ path: testInfo.outputPath('detail-badges.png') });
  },
);
