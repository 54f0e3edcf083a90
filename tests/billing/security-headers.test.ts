import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { APP_LOADER_HASH, securityHeaders } from '../../src/server/http/security-headers.js';

async function csp(options?: Parameters<typeof securityHeaders>[0]) {
  const app = new Hono().use('*', securityHeaders(options)).get('/', (c) => c.text('ok'));
  return (await app.request('/')).headers.get('content-security-policy') ?? '';
}

describe('CSP and Razorpay Checkout', () => {
  it("allows only this origin and the built pages' loader by default", async () => {
    const policy = await csp();
    expect(policy).not.toContain('razorpay');
    expect(APP_LOADER_HASH).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(policy).toContain(`script-src 'self' ${APP_LOADER_HASH};`);
  });

  it("allows Razorpay's script, frames and telemetry when the provider is razorpay", async () => {
    const policy = await csp({ allowRazorpayCheckout: true });
    expect(policy).toContain(`script-src 'self' ${APP_LOADER_HASH} https://checkout.razorpay.com;`);
    expect(policy).toContain('frame-src https://api.razorpay.com https://checkout.razorpay.com;');
    expect(policy).toContain('https://lumberjack.razorpay.com https://api.razorpay.com');
    expect(policy).toContain("frame-ancestors 'none'");
  });
});
