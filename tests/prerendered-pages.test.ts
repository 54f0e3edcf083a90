import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../src/web/prerender/render-page';
import { writePrerenderedPages } from '../src/web/prerender/write-pages';
import type { AppEnv } from '../src/server/http/context';
import { APP_HYDRATED_EVENT, APP_LOADER_SCRIPT } from '../src/core/app-loader';
import { APP_LOADER_HASH } from '../src/server/http/security-headers';
import { mountWebApp } from '../src/server/http/web-app';

/*
 * The public pages as the build writes them (decision 195), through the same renderer and
 * writer as vite.config.ts, into a stand-in of dist/web, then asked of the server.
 */
const head = `<meta charset="UTF-8" />
    <title>Vastra Studio · AI catalogues for apparel sellers</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-abc123.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc123.css">`;
const usedCss =
  '@font-face{font-family:Inter Variable;src:url(/assets/inter-latin-wght-normal-abc123.woff2)}body{color:#1c1917}';
/** The app's stylesheet: what every page uses, and a rule for markup no built page has. */
const css = `${usedCss}.not-on-any-page{color:red}`;
const index = `<!doctype html>\n<html lang="en-IN">\n  <head>\n    ${head}\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n`;
const landing = index.replace(
  '</head>',
  '<link rel="preload" as="image" href="/hero.webp" /></head>',
);

let dist: string;
let app: Hono<AppEnv>;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'vastra-prerender-'));
  writeFileSync(path.join(dist, 'index.html'), index);
  writeFileSync(path.join(dist, 'landing.html'), landing);
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets/index-abc123.css'), css);
  await writePrerenderedPages(dist, renderPage);
  app = new Hono<AppEnv>();
  mountWebApp(app, dist);
}, 60_000);

afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** The root's markup: what paints before the app's script has run. */
const rootOf = (html: string) => {
  const start = html.search(/<div id="root"[^>]*>/);
  expect(start, 'a root').toBeGreaterThan(0);
  // Up to the page's inline script (decisions 204, 208), which follows the root.
  const end = html.search(/<script(?: data-entry[^>]*)?>\(\(\) => \{/);
  return html.slice(start, end > start ? end : html.lastIndexOf('</body>'));
};
const h1Of = (root: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(root)?.[1]?.replace(/<!--.*?-->/g, '');

const PAGES = [
  {
    path: '/',
    title: 'Vastra Studio · AI catalogues for apparel sellers',
    h1: 'From a flat product photo to a catalogue shoot.',
    texts: ['Free', 'Pro', 'Premium', '₹2,999'],
  },
  {
    path: '/pricing',
    title: 'Pricing · Vastra Studio',
    h1: 'Plans and pricing',
    texts: ['Free', 'Pro', 'Premium', 'Need a Custom Solution?'],
  },
  { path: '/sign-in', title: 'Sign in · Vastra Studio', h1: 'Welcome back', texts: ['Password'] },
  {
    path: '/sign-up',
    title: 'Create account · Vastra Studio',
    h1: 'Create your account',
    texts: ['Confirm password'],
  },
  { path: '/terms', title: 'Terms of Service · Vastra Studio', h1: 'Terms of Service', texts: [] },
  { path: '/privacy', title: 'Privacy Policy · Vastra Studio', h1: 'Privacy Policy', texts: [] },
  {
    path: '/return-policy',
    title: 'Return and Refund Policy · Vastra Studio',
    h1: 'Return and Refund Policy',
    texts: [],
  },
];

describe('prerendered public pages', () => {
  it.each(PAGES)('sends $path built, its heading in the HTML', async (page) => {
    const res = await app.request(page.path);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(res.headers.get('Vary')).toMatch(/Cookie/);
    const html = await res.text();
    expect(html).toContain(`<title>${page.title}</title>`);
    const root = rootOf(html);
    // No script in the root: the text is there before the app's script runs.
    expect(root).not.toContain('<script');
    expect(h1Of(root)).toBe(page.h1);
    for (const text of page.texts) expect(root).toContain(text);
  });

  it('paints before the app loads: used rules inlined, fonts preloaded, script after paint', async () => {
    for (const url of ['/', '/pricing', '/no-such-page']) {
      const html = await (await app.request(url)).text();
      // Only the rules its markup uses, and the font faces (decision 211).
      expect(html, url).toContain(`<style data-used-rules>${usedCss}</style>`);
      expect(html, url).not.toContain('rel="stylesheet"');
      expect(html, url).toContain(
        '<link rel="preload" as="font" type="font/woff2" href="/assets/inter-latin-wght-normal-abc123.woff2" crossorigin>',
      );
      // Nothing fetches the app's code from the head: the loader does, once the page has painted.
      expect(html, url).not.toMatch(/<script type="module"|rel="modulepreload"/);
      const loader =
        /<script data-entry="([^"]*)" data-preloads="([^"]*)" data-hindi(?:="[^"]*")? data-stylesheet="([^"]*)">(.*?)<\/script>/s.exec(
          html,
        );
      expect(loader, url).not.toBeNull();
      expect(loader![1]).toBe('/assets/index-abc123.js');
      expect(loader![2]!.split(' ')).toContain('/assets/react-abc123.js');
      // The whole stylesheet comes with the app.
      expect(loader![3]).toBe('/assets/index-abc123.css');
      // The CSP allows it by its hash.
      const hash = createHash('sha256').update(loader![4]!).digest('base64');
      expect(APP_LOADER_HASH).toBe(`'sha256-${hash}'`);
      expect(loader![4]).toContain(`'${APP_HYDRATED_EVENT}'`);
    }
    // Sign-in holds a form, and fetches the app on the first move too (decision 215): focusing
    // a field is one, and what is typed before the app is there is kept.
    const signIn = await (await app.request('/sign-in')).text();
    expect(signIn).toContain(`<style data-used-rules>${usedCss}</style>`);
    expect(signIn).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(signIn).toContain('<script data-entry="/assets/index-abc123.js"');
  });

  it('keeps the hero preload of landing.html on `/` only', async () => {
    expect(await (await app.request('/')).text()).toContain('href="/hero.webp"');
    expect(await (await app.request('/pricing')).text()).not.toContain('href="/hero.webp"');
  });

  it('sends the built not-found page with a 404 for a path the app has no page for', async () => {
    for (const url of ['/no-such-page', '/dashboard/nowhere', '/prerendered/home.html']) {
      const res = await app.request(url);
      expect(res.status, url).toBe(404);
      const root = rootOf(await res.text());
      expect(h1Of(root), url).toBe('Oops! Page not found');
    }
  });

  it('answers a revalidation of a built page with 304', async () => {
    const first = await app.request('/pricing');
    const etag = first.headers.get('ETag')!;
    const again = await app.request('/pricing', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('sends the empty shell to a visitor who chose Hindi, so no English shows first', async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/pricing', 200],
      ['/no-such-page', 404],
    ] as const) {
      const res = await app.request(url, { headers: { Cookie: 'a=1; vastra_lang=hi' } });
      expect(res.status, url).toBe(status);
      expect(res.headers.get('Vary')).toMatch(/Cookie/);
      expect(await res.text(), url).toContain('<div id="root"></div>');
    }
    const english = await app.request('/pricing', { headers: { Cookie: 'vastra_lang=en' } });
    expect(h1Of(rootOf(await english.text()))).toBe('Plans and pricing');
  });

  it('sends the shell to a signed-in visitor, whose header and buttons the build cannot draw', async () => {
    for (const cookie of [
      'vastra.session_token=abc.def',
      '__Secure-vastra.session_token=abc.def',
    ]) {
      const res = await app.request('/pricing', { headers: { Cookie: `a=1; ${cookie}` } });
      expect(res.status, cookie).toBe(200);
      expect(await res.text(), cookie).toContain('<div id="root"></div>');
    }
    // Another site's cookie of the same name is not a session here.
    const other = await app.request('/pricing', { headers: { Cookie: 'other.session_token=x' } });
    expect(h1Of(rootOf(await other.text()))).toBe('Plans and pricing');
  });

  it('sends the shell for app pages that are not built, as before', async () => {
    for (const [url, cookie] of [
      ['/dashboard', ''],
      ['/dashboard/catalogues', 'vastra.session_token=abc.def'],
    ] as const) {
      const res = await app.request(url, { headers: { Cookie: cookie } });
      expect(res.status, url).toBe(200);
      expect(await res.text(), url).toContain('<div id="root"></div>');
    }
  });
});

describe('the dashboard built for a signed-in seller (decision 213)', () => {
  const session = 'vastra.session_token=abc.def';
  const dashboard = async (cookie: string) =>
    (await app.request('/dashboard', { headers: { Cookie: cookie } })).text();

  it('sends the create page, drawn before the session and data, to a browser with a session', async () => {
    const res = await app.request('/dashboard', { headers: { Cookie: `a=1; ${session}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Vary')).toMatch(/Cookie/);
    const html = await res.text();
    expect(html).toContain('<title>Create Your Catalogue · Vastra Studio</title>');
    expect(html).toContain('<div id="root" data-session="expected">');
    const root = rootOf(html);
    expect(h1Of(root)).toBe('Create Your Catalogue');
    // The studio, not the spinner: the sidebar, the steps and Generate.
    for (const text of [
      'My Catalogues',
      'Upload your product',
      'Choose a background',
      'Generate Catalogue',
    ])
      expect(root).toContain(text);
    // The spec's 'Loading' while the session is restored, beside the studio, not instead of it.
    expect(root).toContain('<span>Loading</span>');
    // Nobody's data: the build knows no seller.
    expect(root).not.toMatch(/@|Premium Plan|images used/);
  });

  it('fetches the app as soon as it has painted, with only the loader as inline script', async () => {
    const html = await dashboard(session);
    expect(html).toContain(`<style data-used-rules>${usedCss}</style>`);
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    // React would move a large part to the end with a script of its own, which the CSP refuses.
    expect(html.match(/<script/g)).toHaveLength(1);
    const loader = /<script data-entry="([^"]*)" data-start="paint"[^>]*>(.*?)<\/script>/s.exec(
      html,
    );
    expect(loader).not.toBeNull();
    expect(loader![2]).toBe(APP_LOADER_SCRIPT);
  });

  it('is not sent to a Hindi reader, with the sidebar collapsed, or signed out', async () => {
    for (const cookie of [`${session}; vastra_lang=hi`, `${session}; sidebar:state=false`, '']) {
      expect(await dashboard(cookie), cookie).toContain('<div id="root"></div>');
    }
    expect(await dashboard(`${session}; sidebar:state=true`)).toContain('data-session="expected"');
  });
});
