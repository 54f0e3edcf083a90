import type { TestApp } from './test-app.js';

/** A client of /api/v1 as a seller's system would be: a Bearer key, no cookies, no Origin. */
export function createApiClient(t: Pick<TestApp, 'request'>, key: string) {
  return async function api(
    path: string,
    init: {
      method?: string;
      json?: unknown;
      body?: BodyInit;
      headers?: Record<string, string>;
    } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { authorization: `Bearer ${key}`, ...init.headers };
    let body = init.body;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    const method = init.method ?? (body === undefined ? 'GET' : 'POST');
    return t.request(`/api/v1${path}`, { method, headers, body });
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;
