import { drawGarmentPhoto } from '../tests/support/garments';
import { emailCount, expect, readLatestEmail, test } from './support/auth';
import { DESKTOP_ONLY } from './support/widths';

/**
 * The emails Settings promises (decision 150), as a seller meets them: a Free account's
 * catalogue uses its month's images, the usage alert arrives in the outbox, and its
 * unsubscribe link, opened without signing in, turns Usage Alerts off in Settings. Once, at the
 * desktop width, with the link opened at a phone's (decision 207): the emails are the server's.
 */
test(
  'the usage alert arrives, and its unsubscribe link turns Usage Alerts off',
  DESKTOP_ONLY,
  async ({ signedInPage: page, user, browser }) => {
    test.slow();
    const before = await emailCount(user.email);
    const garment = await drawGarmentPhoto(
      { kind: 'kurta', color: '#1f6f8b', pattern: 'buti', accent: '#e9a21b' },
      { color: '#f4f1ec' },
      { width: 480, height: 600 },
    );
    const started = await page.request.post('/api/runs', {
      multipart: {
        front: { name: 'kurta.jpg', mimeType: 'image/jpeg', buffer: garment.photo },
        backgroundId: 'clean-white-studio',
        clientRequestId: crypto.randomUUID(),
      },
    });
    expect(started.status()).toBe(201);
    const { id } = (await started.json()) as { id: string };
    await expect
      .poll(
        async () =>
          ((await (await page.request.get(`/api/runs/${id}`)).json()) as { status: string }).status,
        {
          timeout: 90_000,
        },
      )
      .toBe('completed');

    const alert = await readLatestEmail(user.email, { after: before, timeout: 30_000 });
    expect(alert).toContain("You've used 100% of this month's images");
    const link = alert.match(/https?:\/\/[^/\s"'<>]+\/unsubscribe\?token=[^\s"'<>]+/)?.[0];
    expect(link, 'the unsubscribe link in the usage alert').toBeTruthy();

    // A visitor with no session, on a phone as most emails are read: the link alone is enough.
    const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const linkPage = await visitor.newPage();
    await linkPage.goto(link!);
    await expect(
      linkPage.getByRole('heading', { name: "You're unsubscribed from Usage Alerts." }),
    ).toBeVisible();
    await expect(linkPage.getByRole('link', { name: 'Open Settings' })).toBeVisible();

    // A link that was changed is refused, and says where to go instead.
    await linkPage.goto(
      link!.replace(/token=(.)/, (_m, c: string) => `token=${c === 'e' ? 'f' : 'e'}`),
    );
    await expect(
      linkPage.getByRole('heading', { name: 'This unsubscribe link is not valid.' }),
    ).toBeVisible();
    await visitor.close();

    await page.goto('/dashboard/settings');
    const notifications = page.locator('#notifications');
    await expect(notifications.getByRole('switch', { name: 'Usage Alerts' })).not.toBeChecked();
    await expect(notifications.getByRole('switch', { name: 'Email Notifications' })).toBeChecked();
  },
);
