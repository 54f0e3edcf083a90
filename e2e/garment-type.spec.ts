import { drawGarmentPhoto } from '../tests/support/garments';
import { expect, test } from './support/auth';
import { PHONE_ONLY } from './support/widths';

/**
 * Decision 178: the seller says what the garment is. A seller picks Saree, adds a Detail close-up
 * of the pallu and a styling note, generates with the studio engine, saves, and the catalogue's
 * card and details in My Catalogues say 'Saree'. The next visit starts at Saree.
 */
test.describe('the garment type', () => {
  // On a busy 2-core CI machine a cold HD preset render alone can take 25 s.
  test.setTimeout(300_000);

  test(
    'a saree with a Detail photo and a styling note is saved and shown as Saree',
    PHONE_ONLY,
    async ({ signedInPage: page }, testInfo) => {
      const [front, detail] = await Promise.all([
        drawGarmentPhoto(
          { kind: 'saree', color: '#8a1538', accent: '#e9a21b', pattern: 'buti', border: true },
          { color: '#ece7df', shadow: 0.3 },
          { width: 900, height: 1125 },
        ),
        drawGarmentPhoto(
          { kind: 'saree', color: '#8a1538', accent: '#e9a21b', pattern: 'floral', border: true },
          { color: '#ece7df' },
          { width: 800, height: 1000, scale: 2.2 },
        ),
      ]);

      await page.goto('/dashboard');
      await expect(page.getByTestId('usage-count')).toContainText('0/5');
      const garmentType = page.getByRole('combobox', { name: 'Garment type' });
      // A first visit starts at Other.
      await expect(garmentType).toHaveValue('other');
      await garmentType.selectOption({ label: 'Saree' });
      await expect(garmentType).toHaveValue('saree');

      await page
        .getByLabel('Front photo')
        .setInputFiles({ name: 'saree.jpg', mimeType: 'image/jpeg', buffer: front.photo });
      await page.getByRole('switch', { name: 'Add back, side and Detail views' }).click();
      await page
        .getByLabel('Detail photo')
        .setInputFiles({ name: 'pallu.jpg', mimeType: 'image/jpeg', buffer: detail.photo });
      await expect(page.getByRole('img', { name: 'Detail photo preview' })).toBeVisible();
      await page
        .getByRole('textbox', { name: 'Styling note (optional)' })
        .fill('pallu pleated over the left shoulder');
      await page.screenshot({ path: testInfo.outputPath('create-page.png'), fullPage: true });

      await page.getByRole('button', { name: 'Generate Catalogue' }).click();
      const modal = page.getByRole('dialog', {
        name: /Generating Your AI Catalogue|Your Generated Catalogue/,
      });
      await expect(modal).toBeVisible();
      // The run's summary names the garment once the run exists.
      await expect(modal.getByText('Saree', { exact: true })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('heading', { name: 'Your Generated Catalogue' })).toBeVisible({
        timeout: 200_000,
      });
      // Saree shots, named for what they show; the Detail photo makes the close-up (decision 178).
      for (const shot of [
        'Spread flat',
        'Draped on a stand',
        'Folded, border and pallu',
        'Styled flat lay',
        'Detail close-up',
      ])
        await expect(modal.getByText(shot, { exact: true }).first()).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('generated.png') });

      await modal.getByRole('button', { name: 'Save to My Catalogues' }).click();
      await expect(page.getByText('Catalogue Saved')).toBeVisible();
      await modal.getByRole('link', { name: 'View in My Catalogues' }).click();

      await expect(page).toHaveURL(/\/dashboard\/catalogues/);
      const card = page
        .getByRole('listitem')
        .filter({ hasText: /Catalogue [A-Z][a-z]{2} \d{1,2}, \d{4}/ })
        .first();
      await expect(card.getByText('Saree', { exact: true })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('my-catalogues.png') });

      await card
        .getByRole('button', { name: /^View / })
        .first()
        .click();
      const details = page.getByRole('dialog');
      await expect(details.getByText('Saree', { exact: true })).toBeVisible();
      await page.keyboard.press('Escape');

      // The seller's last choice is where the next catalogue starts.
      await page.goto('/dashboard');
      await expect(page.getByRole('combobox', { name: 'Garment type' })).toHaveValue('saree');
    },
  );
});
