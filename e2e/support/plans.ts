import type { Page } from '@playwright/test';
import { e2eBaseUrl, expect } from './auth';

const originHeader = { origin: e2eBaseUrl };

/** Upgrades the signed-in user of a page to Pro through the sandbox provider, over HTTP. */
export async function upgradeToPro(page: Page) {
  const request = page.request;
  const launch = await request.post(`${e2eBaseUrl}/api/billing/checkout`, {
    headers: originHeader,
    data: { plan: 'pro', period: 'monthly' },
  });
  expect(launch.status(), await launch.text()).toBe(201);
  const { checkoutId } = (await launch.json()) as { checkoutId: string };
  const paid = await request.post(`${e2eBaseUrl}/api/billing/sandbox/checkout/${checkoutId}/pay`, {
    headers: originHeader,
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const verified = await request.post(`${e2eBaseUrl}/api/billing/verify`, {
    headers: originHeader,
    data: await paid.json(),
  });
  expect(verified.status(), await verified.text()).toBe(200);
}
