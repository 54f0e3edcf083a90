import { expect, test } from '@playwright/test';
import { drawGarmentPhoto } from '../tests/support/garments';
import { aiBaseUrl, signInNewSellerOnAiApp } from './support/ai-app';
import { PHONE_ONLY } from './support/widths';

/**
 * Decision 178 on an AI engine, as a seller meets it: on the browser tests' second app (the
 * Gemini engine against its fake), a saree with a Detail photo and a styling note. Every request
 * the run sends the vendor says how a saree is draped, carries the note and the Detail photo, and
 * the five shots keep the spec's pose names.
 */
const geminiPort = Number(
  process.env.E2E_GEMINI_PORT ?? Number(process.env.E2E_OIDC_PORT ?? 3190) + 2,
);
const askedUrl = `http://127.0.0.1:${geminiPort + 10}`;

test(
  'a saree on an AI engine: each request carries the drape, the note and the Detail photo',
  PHONE_ONLY,
  async ({ page, context }) => {
    test.setTimeout(180_000);
    await signInNewSellerOnAiApp(context);
    const saree = { kind: 'saree', color: '#8a1538', accent: '#e9a21b', border: true } as const;
    const [front, detail] = await Promise.all([
      drawGarmentPhoto(
        { ...saree, pattern: 'buti' },
        { color: '#ece7df' },
        { width: 600, height: 750 },
      ),
      drawGarmentPhoto(
        { ...saree, pattern: 'floral' },
        { color: '#ece7df' },
        { width: 400, height: 500, scale: 2.2 },
      ),
    ]);
    // Unique to this run: the fake serves every AI test of the suite.
    const note = `pallu pleated, gold juttis ${crypto.randomUUID().slice(0, 8)}`;

    await page.goto(`${aiBaseUrl}/dashboard`);
    await page.getByRole('combobox', { name: 'Garment type' }).selectOption({ label: 'Saree' });
    await page
      .getByLabel('Front photo')
      .setInputFiles({ name: 'saree.jpg', mimeType: 'image/jpeg', buffer: front.photo });
    await page.getByRole('switch', { name: 'Add back, side and Detail views' }).click();
    await page
      .getByLabel('Detail photo')
      .setInputFiles({ name: 'pallu.jpg', mimeType: 'image/jpeg', buffer: detail.photo });
    await page.getByRole('textbox', { name: 'Styling note (optional)' }).fill(note);
    await page.getByRole('button', { name: 'Generate Catalogue' }).click();

    const modal = page.getByRole('dialog', { name: 'Your Generated Catalogue' });
    await expect(modal).toBeVisible({ timeout: 150_000 });
    const tiles = modal.locator('[data-testid=shot-tile][data-status=complete]');
    await expect(tiles).toHaveCount(5);
    for (const pose of ['Standing Front', 'Standing Right', 'Smiling', 'Sitting', 'Fun Pose'])
      await expect(modal.getByText(pose, { exact: true }).first()).toBeVisible();

    const asked = (await (await fetch(askedUrl)).json()) as { prompt: string; images: number }[];
    const ours = asked.filter((request) => request.prompt.includes(note));
    // Five shots; the fake recolours every shot, so the colour check makes each once more.
    expect(ours.length).toBeGreaterThanOrEqual(5);
    for (const request of ours) {
      expect(request.prompt).toContain('Nivi');
      expect(request.prompt).toContain('pallu');
      expect(request.prompt).toMatch(/Image 2 is a close-up of the fabric/);
      // The front photo and the Detail photo, and the first shot as the identity anchor after it.
      expect(request.images).toBeGreaterThanOrEqual(2);
    }
  },
);
