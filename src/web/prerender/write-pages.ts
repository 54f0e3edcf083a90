import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
// Relative, not @core: vite.config.ts loads this file without the app's aliases.
import { paths } from '../../core/paths';
import { PRERENDERED_NOT_FOUND, PRERENDERED_PAGES } from '../../core/prerendered-pages';
import type { RenderedPage } from './render-page';

const ROOT = '<div id="root"></div>';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A built page: the template with the page's markup in its root and the page's title. React
 * puts a preload of the hero image before the markup; it is left out, as landing.html already
 * preloads it from the head and it would sit in the root React hydrates.
 */
export function pageHtml(template: string, page: RenderedPage, preloads: string[] = []): string {
  if (!template.includes(ROOT)) throw new Error('the page template has no empty root');
  const markup = page.html.replace(/^(?:<link rel="preload"[^>]*\/>)+/, '');
  const links = preloads
    .filter((file) => !template.includes(`"/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">\n  `)
    .join('');
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', () => `${links}</head>`)
    .replace(ROOT, () => `<div id="root">${markup}</div>`);
}

/**
 * The modules (under src/web) each built page's lazy route loads (app/router.tsx): the browser
 * fetches them with the page, so hydration (which waits for them) starts as soon as the app's
 * script has run. A module missing from the build fails it (vite.config.ts).
 */
export const LAZY_PAGE_MODULES: Readonly<Record<string, readonly string[]>> = {
  [paths.home]: ['app/routes/home.tsx'],
  [paths.pricing]: ['app/routes/pricing.tsx', 'lib/query-client.tsx'],
  [paths.terms]: ['app/routes/legal.tsx', 'lib/query-client.tsx'],
  [paths.privacy]: ['app/routes/legal.tsx', 'lib/query-client.tsx'],
  [paths.returnPolicy]: ['app/routes/legal.tsx', 'lib/query-client.tsx'],
  [paths.signIn]: ['app/routes/sign-in.tsx', 'lib/query-client.tsx'],
  [paths.signUp]: ['app/routes/sign-up.tsx', 'lib/query-client.tsx'],
};

/**
 * Renders every page of PRERENDERED_PAGES, and the not-found page, into the built index.html
 * of `outDir` (`/` into landing.html, which preloads its hero image) and writes each to its
 * file (decision 195).
 */
export async function writePrerenderedPages(
  outDir: string,
  renderPage: (pathname: string) => Promise<RenderedPage>,
  /** The built files (chunk and the chunks it imports) of modules under src/web. */
  filesOf: (modules: readonly string[]) => string[] = () => [],
): Promise<void> {
  const index = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const landing = readFileSync(path.join(outDir, 'landing.html'), 'utf8');
  const pages: [string, string][] = [
    ...Object.entries(PRERENDERED_PAGES),
    [PRERENDERED_NOT_FOUND.path, PRERENDERED_NOT_FOUND.file],
  ];
  for (const [pathname, file] of pages) {
    const html = pageHtml(
      pathname === '/' ? landing : index,
      await renderPage(pathname),
      filesOf(LAZY_PAGE_MODULES[pathname] ?? []),
    );
    mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
    writeFileSync(path.join(outDir, file), html);
  }
}
