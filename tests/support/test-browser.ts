import { randomInt } from 'node:crypto';
import type { TestApp } from './test-app.js';

/**
 * A browser of sorts over app.request(): keeps cookies, sends the app's Origin on
 * state-changing requests as browsers do, and has its own client address.
 */
export function createBrowser(t: TestApp, options: { ip?: string; origin?: string } = {}) {
  const cookies = new Map<string, string>();
  const ip = options.ip ?? `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  const origin = options.origin ?? t.env.PUBLIC_URL;

  function keepCookies(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) cookies.delete(name);
      else cookies.set(name, value);
    }
  }

  async function request(
    pathOrUrl: string,
    init: {
      method?: string;
      json?: unknown;
      body?: BodyInit;
      headers?: Record<string, string>;
    } = {},
  ): Promise<Response> {
    const url = new URL(pathOrUrl, t.env.PUBLIC_URL);
    const method =
      init.method ?? (init.json !== undefined || init.body !== undefined ? 'POST' : 'GET');
    const headers: Record<string, string> = { 'x-forwarded-for': ip, ...init.headers };
    if (method !== 'GET' && method !== 'HEAD' && !('origin' in headers)) headers.origin = origin;
    if (cookies.size) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let body = init.body;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    const response = await t.app.request(url.pathname + url.search, { method, headers, body });
    keepCookies(response);
    return response;
  }

  return {
    ip,
    cookies,
    request,
    get: (path: string) => request(path),
    post: (path: string, json: unknown = {}) => request(path, { method: 'POST', json }),
    setCookie: (name: string, value: string) => cookies.set(name, value),
    async signIn(email: string, password: string) {
      return request('/api/auth/sign-in/email', { json: { email, password } });
    },
  };
}

export type Browser = ReturnType<typeof createBrowser>;
