/**
 * A seller of the browser tests' second app (Gemini against its fake) with runs behind them, made
 * over HTTP: on Pro through the sandbox checkout, then runs POSTed as the create page sends them
 * and waited for. For the operator's console's test (issue #41).
 */
import { drawGarmentPhoto } from '../../tests/support/garments';
import { createVerifiedUserOverHttp } from '../../tests/support/verified-user-over-http';

export async function sellerOverHttp(options: { baseUrl: string; outboxDir: string }) {
  const made = await createVerifiedUserOverHttp(options);
  const origin = new URL(options.baseUrl).origin;
  const cookie = made.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  const call = async (route: string, init: { json?: unknown; body?: FormData } = {}) => {
    const answer = await fetch(`${options.baseUrl}${route}`, {
      method: init.json !== undefined || init.body ? 'POST' : 'GET',
      headers: {
        origin,
        cookie,
        ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body ?? (init.json !== undefined ? JSON.stringify(init.json) : undefined),
    });
    if (!answer.ok) throw new Error(`${route}: ${answer.status} ${await answer.text()}`);
    return answer.json() as Promise<Record<string, unknown>>;
  };

  const { checkoutId } = await call('/api/billing/checkout', {
    json: { plan: 'pro', period: 'monthly' },
  });
  const paid = await call(`/api/billing/sandbox/checkout/${String(checkoutId)}/pay`, { json: {} });
  await call('/api/billing/verify', { json: paid });

  const { photo } = await drawGarmentPhoto(
    { kind: 'dress', color: '#2e7d32', pattern: 'solid', accent: '#ffffff' },
    { color: '#f4f1ec', noise: 2 },
    { width: 600, height: 750 },
  );

  /** Starts a run with this styling note and answers it once it has ended. */
  async function runToItsEnd(stylingNote: string) {
    const form = new FormData();
    form.append('front', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'dress.jpg');
    form.append('backgroundId', 'clean-white-studio');
    form.append('clientRequestId', crypto.randomUUID());
    form.append('stylingNote', stylingNote);
    const { id } = await call('/api/runs', { body: form });
    for (let waited = 0; waited < 90_000; waited += 500) {
      const run = await call(`/api/runs/${String(id)}`);
      if (/^(completed|failed|stopped)$/.test(String(run.status))) return run;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`run ${String(id)} did not end in 90 s`);
  }

  return { ...made, runToItsEnd };
}
