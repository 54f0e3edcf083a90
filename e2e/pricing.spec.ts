import { expect, test } from '@playwright/test';
import { DESKTOP_ONLY } from './support/widths';

test.describe('pricing page', DESKTOP_ONLY, () => {
  test('shows the plans with the spec buttons for a signed-out visitor', async ({ page }) => {
    await page.goto('/pricing');
    const free = page.getByRole('article', { name: 'Free' });
    await expect(free.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    for (const plan of ['Pro', 'Premium']) {
      const card = page.getByRole('article', { name: plan });
      await expect(card.getByRole('link', { name: 'Sign In to Subscribe' })).toHaveAttribute(
        'href',
        '/sign-in',
      );
    }
    await expect(page.getByRole('article', { name: 'Pro' })).toHaveAttribute(
      'data-highlighted',
      'true',
    );
    await expect(page.getByText('Most Popular')).toBeVisible();
    await expect(page.getByText('Enterprise')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Need a Custom Solution?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute(
      'href',
      /^mailto:sales@/,
    );
  });

  test('yearly billing shows ten months of the monthly price', async ({ page }) => {
    await page.goto('/pricing');
    const pro = page.getByRole('article', { name: 'Pro' });
    await expect(pro.getByText('₹2,999')).toBeVisible();
    await page.getByRole('switch', { name: 'Bill yearly' }).click();
    await expect(pro.getByText('₹29,990')).toBeVisible();
    await expect(pro.getByText('/year')).toBeVisible();
  });

  test('?payment=cancelled shows the cancelled toast', async ({ page }) => {
    await page.goto('/pricing?payment=cancelled');
    await expect(
      page.getByText('Payment was cancelled. You can try again when ready.'),
    ).toBeVisible();
  });

  test('?retry=premium highlights the Premium plan', async ({ page }) => {
    await page.goto('/pricing?retry=premium');
    await expect(page.getByRole('article', { name: 'Premium' })).toHaveAttribute(
      'data-highlighted',
      'true',
    );
    await expect(page.getByRole('article', { name: 'Pro' })).toHaveAttribute(
      'data-highlighted',
      'false',
    );
  });
});
