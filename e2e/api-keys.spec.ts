import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { e2eBaseUrl, expect, test } from './support/auth';
import { upgradeToPro } from './support/plans';
import { DESKTOP_ONLY } from './support/widths';

/**
 * The public API in the browser (decisions 130 and 134): Settings' API keys card (a Free account
 * is told the plan it needs; a Pro account creates a key shown once, sees its last use and
 * revokes it) and the /docs/api page, whose reference sends a real request with the key.
 */

const keysCard = (page: Page) => page.locator('#api-keys');

async function apiStatus(page: Page, key: string, path = '/usage') {
  const answer = await page.request.get(`${e2eBaseUrl}/api/v1${path}`, {
    headers: { authorization: `Bearer ${key}` },
  });
  return answer.status();
}

test.describe('API keys in Settings', () => {
  test(
    'a Free account is told that keys come with Pro and Premium',
    DESKTOP_ONLY,
    async ({ signedInPage: page }) => {
      await page.goto('/dashboard/settings#api-keys');
      const card = keysCard(page);
      await expect(card.getByRole('heading', { name: 'API keys' })).toBeVisible();
      await expect(card.getByText('API keys are part of the Pro and Premium plans.')).toBeVisible();
      await expect(card.getByRole('link', { name: 'See plans' })).toHaveAttribute(
        'href',
        '/pricing',
      );
      await expect(card.getByRole('button', { name: 'Create key' })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    },
  );

  test('a Pro account creates a key shown once, sees its last use, and revokes it', async ({
    signedInPage: page,
  }) => {
    await upgradeToPro(page);
    await page.goto('/dashboard/settings#api-keys');
    const card = keysCard(page);
    await card.getByRole('button', { name: 'Create key' }).click();
    await expect(card.getByText('Give the key a name.')).toBeVisible();
    await card.getByLabel('Key name').fill('Shopify sync');
    await card.getByRole('button', { name: 'Create key' }).click();

    const dialog = page.getByRole('dialog', { name: 'Copy your new API key' });
    await expect(dialog).toBeVisible();
    const secret = await dialog.getByRole('textbox', { name: 'API key', exact: true }).inputValue();
    expect(secret).toMatch(/^vs_live_/);
    await expect(dialog.getByRole('textbox', { name: 'Webhook signing secret' })).toHaveValue(
      /^whsec_/,
    );
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'I have copied it' }).click();
    await expect(dialog).toBeHidden();

    const keys = card.getByRole('list', { name: 'Your API keys' });
    await expect(keys.getByText('Shopify sync')).toBeVisible();
    await expect(keys.getByText(`${secret.slice(0, 14)}…`)).toBeVisible();
    await expect(keys.getByText('Never used')).toBeVisible();
    await expect(page.getByText(secret)).toHaveCount(0);

    expect(await apiStatus(page, secret)).toBe(200);
    await page.reload();
    await expect(keys.getByText(/Last used/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Webhook deliveries' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await keys.getByRole('button', { name: 'Revoke Shopify sync' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revoke “Shopify sync”?' });
    await confirm.getByRole('button', { name: 'Revoke key' }).click();
    await expect(confirm).toBeHidden();
    await expect(keys.getByText('Revoked')).toBeVisible();
    await expect(keys.getByRole('button', { name: 'Revoke Shopify sync' })).toHaveCount(0);
    expect(await apiStatus(page, secret)).toBe(401);
  });
});

test.describe('/docs/api', DESKTOP_ONLY, () => {
  // A long page: the reference of every route, and axe over all of it.
  test.setTimeout(90_000);
  test('has a quick start, webhook guide and a reference that sends a real request', async ({
    signedInPage: page,
  }) => {
    await upgradeToPro(page);
    const created = await page.request.post(`${e2eBaseUrl}/api/api-keys`, {
      headers: { origin: e2eBaseUrl },
      data: { name: 'docs' },
    });
    const { secret } = (await created.json()) as { secret: string };

    await page.goto('/docs/api');
    await expect(page.getByRole('heading', { level: 1, name: 'Vastra Studio API' })).toBeVisible();
    await expect(page.getByText(/in development/)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Quick start' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Webhooks' })).toBeVisible();
    const createRun = page.getByRole('article', { name: 'POST /runs', exact: true });
    await expect(createRun.getByText('Create a catalogue run')).toBeVisible();
    await expect(createRun.getByLabel('curl example: POST /runs', { exact: true })).toContainText(
      '-F front=@front.jpg',
    );
    await createRun.getByRole('tab', { name: 'TypeScript' }).click();
    await expect(
      createRun.getByLabel('TypeScript example: POST /runs', { exact: true }),
    ).toContainText('fetch(');
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('API key for Try it').fill(secret);
    const usage = page.getByRole('article', { name: 'GET /usage', exact: true });
    await usage.getByRole('button', { name: 'Send GET request' }).click();
    await expect(usage.getByRole('status')).toContainText('Answered 200');
    await expect(usage.getByRole('status')).toContainText('"plan": "pro"');
  });
});
