import { expect } from 'vitest';
import type { RunView } from '../../src/core/runs.js';
import { drawGarmentPhoto } from './garments.js';
import type { RunHarness } from './run-harness.js';
import { createSignedInUser } from './signed-in-user.js';
import { createBrowser } from './test-browser.js';

/** A new seller's run started through POST /api/runs, answered 201 and left in the queue. */
export async function queuedRun(h: RunHarness): Promise<RunView> {
  const user = await createSignedInUser(h.auth);
  const browser = createBrowser(h);
  browser.setCookie(user.cookie.name, user.cookie.value);
  const { photo } = await drawGarmentPhoto(
    { kind: 'kurta', color: '#b8185a', pattern: 'buti', accent: '#e9a21b' },
    { color: '#f4f1ec' },
    { width: 600, height: 750 },
  );
  const form = new FormData();
  form.append('front', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'front.jpg');
  form.append('backgroundId', 'clean-white-studio');
  form.append('clientRequestId', crypto.randomUUID());
  const response = await browser.request('/api/runs', { method: 'POST', body: form });
  expect(response.status).toBe(201);
  return (await response.json()) as RunView;
}
