import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import { expect, test } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';
import { PHONE_ONLY } from './support/widths';

/**
 * GST billing details (decision 184): a buyer fills them in Settings, a wrong GSTIN is refused
 * by its field, and the next sandbox payment's invoice is made out to the business, with IGST
 * as the buyer is in another state than the seller (Karnataka in the e2e server's env).
 */

/** The text lines of a pdfkit PDF: its Flate streams inflated, each TJ array decoded. */
function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const streams = [...source.matchAll(/stream\r?\n/g)].map((match) => {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    const bytes = pdf.subarray(start, end);
    try {
      return inflateSync(bytes).toString('latin1');
    } catch {
      return bytes.toString('latin1');
    }
  });
  return streams
    .flatMap((content) =>
      [...content.matchAll(/\[((?:<[0-9a-f]*>\s*-?[\d.]*\s*)+)\]\s*TJ/g)].map((match) =>
        [...match[1]!.matchAll(/<([0-9a-f]*)>/g)]
          .map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1'))
          .join(''),
      ),
    )
    .join('\n');
}

test(
  'billing details from Settings are printed on the next invoice',
  PHONE_ONLY,
  async ({ signedInPage: page }) => {
    await page.goto('/dashboard/settings#billing-details');
    const card = page.locator('#billing-details');
    await expect(card.getByRole('heading', { name: 'Billing details' })).toBeVisible();

    await card.getByLabel('Legal name').fill('Rao Textiles LLP');
    await card.getByLabel('GSTIN (optional)').fill('27AAPFU0939F1ZW');
    await card.getByLabel('Address line 1').fill('4 Linking Road');
    await card.getByLabel('Address line 2 (optional)').fill('Bandra West');
    await card.getByLabel('City').fill('Mumbai');
    await card.getByLabel('PIN code').fill('400050');
    await card.getByLabel('State or union territory').selectOption('27');
    await card.getByRole('button', { name: 'Save Billing Details' }).click();
    const gstin = card.getByLabel('GSTIN (optional)');
    await expect(gstin).toHaveAttribute('aria-invalid', 'true');
    await expect(gstin).toHaveAccessibleDescription(/its last character does not match/);
    await expectNoSeriousA11yViolations(page);

    await gstin.fill('27aapfu0939f1zv');
    await card.getByRole('button', { name: 'Save Billing Details' }).click();
    await expect(page.getByText('Billing details saved')).toBeVisible();
    await expect(gstin).not.toHaveAttribute('aria-invalid');

    // Saved on the server: a reload shows them.
    await page.reload();
    await expect(card.getByLabel('GSTIN (optional)')).toHaveValue('27AAPFU0939F1ZV');
    await expect(card.getByLabel('State or union territory')).toHaveValue('27');

    // A sandbox payment.
    await page.goto('/pricing');
    await page
      .getByRole('article', { name: 'Pro' })
      .getByRole('button', { name: 'Upgrade to Pro' })
      .click();
    await page.getByRole('button', { name: 'Pay ₹2,999' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();

    await page.goto('/dashboard/settings#billing');
    const billing = page.locator('#billing');
    await billing.getByRole('button', { name: 'Download Invoices' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: /^VS-\d{4}-\d{6}/ }).click();
    const download = await downloading;
    const text = pdfText(await readFile((await download.path())!));
    for (const expected of [
      'Tax Invoice',
      'Place of supply: Maharashtra (27)',
      'Rao Textiles LLP',
      '4 Linking Road',
      'Bandra West',
      'Mumbai 400050',
      'GSTIN: 27AAPFU0939F1ZV',
      'IGST @ 18%',
      'INR 2,999.00',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('CGST');
  },
);
