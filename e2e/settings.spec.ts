import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { readZip } from '../tests/support/read-zip';
import { e2eBaseUrl, expect, submitSignIn, test } from './support/auth';
import { DESKTOP_ONLY, PHONE_ONLY } from './support/widths';

/** A PNG of random noise: it does not compress, so 1400x1400 RGB is about 5.9 MB. */
async function noisePng(size: number): Promise<Buffer> {
  const pixels = Buffer.alloc(size * size * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

async function smallPng(): Promise<Buffer> {
  return sharp({
    create: { width: 96, height: 96, channels: 3, background: { r: 180, g: 90, b: 60 } },
  })
    .png()
    .toBuffer();
}

test.describe('Settings', () => {
  test('an avatar over 2 MB is refused; a small one is saved and shown', async ({
    signedInPage: page,
  }) => {
    await page.goto('/dashboard/settings');
    const profile = page.locator('#profile');
    await expect(profile.getByRole('button', { name: 'Upload avatar' })).toBeVisible();
    await expect(profile.getByText('JPG, PNG or GIF. Max size 2MB.')).toBeVisible();

    const big = await noisePng(1400);
    expect(big.byteLength).toBeGreaterThan(2 * 1024 * 1024);
    await page
      .getByTestId('avatar-input')
      .setInputFiles({ name: 'too-big.png', mimeType: 'image/png', buffer: big });
    const refusals = page
      .getByRole('listitem')
      .filter({ hasText: 'Avatar must be 2 MB or smaller.' });
    await expect(refusals.filter({ hasText: 'Avatar not saved' })).toBeVisible();
    await expect(profile.getByRole('img', { name: 'Your avatar' })).toHaveCount(0);
    // One refusal, one toast. Both toasts of a double report appear in the same render, so the
    // count is read at once (before they time out); soft, so the rest of the test still runs.
    expect.soft(await refusals.count(), 'error toasts for one refused avatar').toBe(1);

    await page
      .getByTestId('avatar-input')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await smallPng() });
    await expect(page.getByText('Avatar updated')).toBeVisible();
    const avatar = profile.getByRole('img', { name: 'Your avatar' });
    await expect(avatar).toBeVisible();
    await expect
      .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(profile.getByRole('button', { name: 'Change avatar' })).toBeVisible();

    await page.reload();
    await expect(page.locator('#profile').getByRole('img', { name: 'Your avatar' })).toBeVisible();
  });

  test(
    'profile changes are saved and survive a reload',
    PHONE_ONLY,
    async ({ signedInPage: page, user }) => {
      await page.goto('/dashboard/settings');
      const profile = page.locator('#profile');
      await expect(profile.getByLabel('Email')).toHaveValue(user.email);
      await profile.getByLabel('First name').fill('Asha');
      await profile.getByLabel('Last name').fill('Verma');
      await profile.getByLabel('Company (optional)').fill('Loom & Thread');
      await profile.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Profile saved')).toBeVisible();

      await page.reload();
      const reloaded = page.locator('#profile');
      await expect(reloaded.getByLabel('First name')).toHaveValue('Asha');
      await expect(reloaded.getByLabel('Last name')).toHaveValue('Verma');
      await expect(reloaded.getByLabel('Company (optional)')).toHaveValue('Loom & Thread');
      await expect(reloaded.getByLabel('Email')).toHaveValue(user.email);
    },
  );

  test(
    'a notification switch is saved and survives a reload',
    PHONE_ONLY,
    async ({ signedInPage: page }) => {
      await page.goto('/dashboard/settings');
      const marketing = page.getByRole('switch', { name: 'Marketing Updates' });
      // The spec's defaults.
      await expect(page.getByRole('switch', { name: 'Email Notifications' })).toBeChecked();
      await expect(marketing).not.toBeChecked();
      await expect(page.getByRole('switch', { name: 'Usage Alerts' })).toBeChecked();

      await marketing.click();
      await expect(marketing).toBeChecked();
      await expect(page.getByText('Notification settings saved')).toBeVisible();

      await page.reload();
      await expect(page.getByRole('switch', { name: 'Marketing Updates' })).toBeChecked();
      await expect(page.getByRole('switch', { name: 'Email Notifications' })).toBeChecked();
    },
  );

  test(
    'Download Account Data gives a zip with the profile',
    DESKTOP_ONLY,
    async ({ signedInPage: page, user }) => {
      await page.goto('/dashboard/settings');
      const downloading = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Download Account Data' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^vastra-studio-data-.*\.zip$/);
      const file = await download.path();
      const entries = readZip(await readFile(file));
      expect([...entries.keys()]).toContain('profile.json');
      const profile = JSON.parse(entries.get('profile.json')?.toString('utf8') ?? '{}') as {
        email?: string;
      };
      expect(profile.email).toBe(user.email);
    },
  );

  test(
    'deleting the account needs the email typed and the password, then signs out for good',
    PHONE_ONLY,
    async ({ signedInPage: page, user }) => {
      await page.goto('/dashboard/settings');
      await page.getByRole('button', { name: 'Delete account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await expect(dialog).toBeVisible();
      const confirm = dialog.getByRole('button', { name: 'Delete my account' });
      const typed = dialog.getByLabel(/to confirm/);
      await expect(confirm).toBeDisabled();
      await typed.fill('someone-else@example.com');
      await expect(confirm).toBeDisabled();
      await typed.fill(user.email);
      await expect(confirm).toBeDisabled();
      const password = dialog.getByLabel('Password');
      await password.fill('not-my-password');
      await confirm.click();
      // Said under the field, in the dialog the seller is looking at.
      await expect(dialog.getByRole('alert')).toHaveText('That password is not correct.');
      await expect(password).toHaveAttribute('aria-invalid', 'true');
      await expect(dialog).toBeVisible();
      await password.fill(user.password);
      await expect(confirm).toBeEnabled();
      await confirm.click();

      await expect(page.getByText('Your account has been deleted')).toBeVisible();
      await expect(page).toHaveURL(`${e2eBaseUrl}/`);
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();

      await page.goto('/sign-in');
      await submitSignIn(page, user);
      await expect(page.getByText('Invalid email or password')).toBeVisible();
      await expect(page).toHaveURL(/\/sign-in$/);
    },
  );
});
