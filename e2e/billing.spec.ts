import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, openSidebar, test } from './support/auth';

/**
 * Plans and payments through the sandbox provider (decision 050): a free user upgrades to
 * Pro, sees the outcome from the server, the new quota everywhere, the payment and its invoice;
 * cancelling the checkout shows the cancelled toast.
 */

async function openSandboxCheckout(page: Page) {
  await page.goto('/pricing');
  const pro = page.getByRole('article', { name: 'Pro' });
  await pro.getByRole('button', { name: 'Upgrade to Pro' }).click();
  await expect(page).toHaveURL(/\/checkout\/sandbox\?session=[0-9a-f-]{36}$/);
  await expect(page.getByText('Test payment', { exact: true })).toBeVisible();
  await expect(page.getByTestId('sandbox-amount')).toHaveText('₹2,999');
}

test.describe('plans and payments (sandbox)', () => {
  test('a free user upgrades to Pro, sees it everywhere and downloads the invoice', async ({
    signedInPage: page,
  }) => {
    await openSandboxCheckout(page);
    await page.getByRole('button', { name: 'Pay ₹2,999' }).click();

    await expect(page).toHaveURL(/\/payment-success\?checkout=/);
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await expect(page.getByText('Pro Plan', { exact: true })).toBeVisible();
    for (const feature of ['500 AI images per month', 'Custom backgrounds', 'Custom models']) {
      await expect(page.getByText(feature)).toBeVisible();
    }

    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const sidebar = await openSidebar(page);
    await expect(sidebar.getByTestId('sidebar-usage')).toContainText('Pro Plan');
    await expect(sidebar.getByTestId('sidebar-usage')).toContainText('0/500');

    await page.goto('/dashboard/settings#billing');
    await expect(page.getByTestId('plan-limit')).toHaveText('500');
    await expect(page.getByTestId('plan-remaining')).toHaveText('500 of 500');
    const billing = page.locator('#billing');
    const payments = billing.getByRole('list', { name: 'Payments' });
    await expect(payments.getByRole('listitem')).toHaveCount(1);
    await expect(payments).toContainText('Pro Plan');
    await expect(payments).toContainText('₹2,999');
    await expect(payments).toContainText('Completed');

    await billing.getByRole('button', { name: 'Download Invoices' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: /^VS-\d{4}-\d{6}/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^VS-\d{4}-\d{6}\.pdf$/);
    const file = await readFile((await download.path())!);
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('cancelling the test checkout returns to pricing with the cancelled toast', async ({
    signedInPage: page,
  }) => {
    await openSandboxCheckout(page);
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(page).toHaveURL(/\/pricing\?payment=cancelled$/);
    await expect(
      page.getByText('Payment was cancelled. You can try again when ready.'),
    ).toBeVisible();
    // Nothing was bought.
    await expect(
      page.getByRole('article', { name: 'Pro' }).getByRole('button', { name: 'Upgrade to Pro' }),
    ).toBeVisible();
  });

  test('a paid user cancels: the plan shows the date it ends and stays until then', async ({
    signedInPage: page,
  }) => {
    await openSandboxCheckout(page);
    await page.getByRole('button', { name: 'Pay ₹2,999' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();

    await page.goto('/dashboard/settings');
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel subscription' });
    await expect(dialog).toContainText(/stay available until [A-Z][a-z]{2} \d{2}, \d{4}/);
    await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(page.getByText('Ends on')).toBeVisible();
    await expect(
      page.getByText(/Cancelled: your plan moves to Free on [A-Z][a-z]{2} \d{2}, \d{4}/),
    ).toBeVisible();
    await expect(page.getByTestId('plan-limit')).toHaveText('500');
  });
});
