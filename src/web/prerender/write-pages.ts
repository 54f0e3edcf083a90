import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
// Relative, not @core: vite.config.ts loads this file without the app's aliases.
import { APP_LOADER_SCRIPT } from '../../core/app-loader';
import { paths } from '../../core/paths';
import {
  PRERENDERED_DASHBOARD,
  PRERENDERED_NOT_FOUND,
  PRERENDERED_PAGES,
} from '../../core/prerendered-pages';
import { SESSION_EXPECTED_ATTRIBUTE } from '../features/auth/session-expected';
import type { RenderedPage } from './render-page';
import { keepUsedCss } from './used-css';

const ROOT = '<div id="root"></div>';
const PAGE_ROOT = '<div id="root">';
/** The dashboard's root says it was built for a signed-in seller (decision 213). */
const SIGNED_IN_ROOT = `<div id="root" ${SESSION_EXPECTED_ATTRIBUTE}="expected">`;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A built page: the template with the page's markup in its root and the page's title. React
 * puts a preload of the hero image before the markup; it is left out, as landing.html already
 * preloads it from the head and it would sit in the root React hydrates.
 */
export function pageHtml(
  template: string,
  page: RenderedPage,
  preloads: string[] = [],
  root = PAGE_ROOT,
): string {
  if (!template.includes(ROOT)) throw new Error('the page template has no empty root');
  const markup = page.html.replace(/^(?:<link rel="preload"[^>]*\/>)+/, '');
  const links = preloads
    .filter((file) => !template.includes(`"/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">\n  `)
    .join('');
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', () => `${links}</head>`)
    .replace(ROOT, () => `${root}${markup}</div>`);
}

const STYLESHEET = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g;
const MODULE_SCRIPT = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"[^>]*><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*href="(\/assets\/[^"]+\.js)"[^>]*>\s*/g;
/** The Latin faces of Inter (body) and Fraunces (headings): the ones above the fold. */
const FIRST_FONTS = /\/assets\/(?:inter|fraunces)-latin-wght-normal-[\w-]+\.woff2/g;

/**
 * When a built page fetches the app's code: on the visitor's first move (the public pages,
 * decision 211; sign-in and sign-up too, whose typed text and presses the loader keeps until the
 * app has hydrated, decisions 208 and 215), or as soon as it has painted (the signed-in
 * dashboard, whose seller needs their data, decision 213).
 */
export type AppStart = 'first-move' | 'paint';

/**
 * A built page made to paint from its first response (decision 204): the app's stylesheet
 * (read from `outDir`) inlined in a `<style>`, the two Latin fonts it draws the first screen
 * with preloaded, and the app's script, with the modules it preloads and the whole stylesheet,
 * fetched by a small inline script (core/app-loader.ts) when `start` says: on the visitor's
 * first move, so a reader's phone neither downloads nor runs it (decision 211), or once the page
 * has painted (decision 213). On every page the inline script keeps what is typed and pressed
 * before the app has hydrated (decision 208).
 */
export function paintFirst(
  html: string,
  readAsset: (url: string) => string,
  start: AppStart,
  /** The Hindi texts' files: fetched with the app when हिन्दी is pressed first (decision 215). */
  hindiFiles: readonly string[] = [],
): string {
  const fonts = new Set<string>();
  const stylesheets: string[] = [];
  let out = html.replace(STYLESHEET, (_tag, url: string) => {
    stylesheets.push(url);
    const css = readAsset(url);
    if (/<\/style/i.test(css)) throw new Error(`${url} cannot be inlined: it holds </style`);
    for (const font of css.match(FIRST_FONTS) ?? []) fonts.add(font);
    return `<style>${css}</style>`;
  });
  const fontLinks = [...fonts]
    .map(
      (font) => `<link rel="preload" as="font" type="font/woff2" href="${font}" crossorigin>\n    `,
    )
    .join('');
  out = out.replace(/<meta charset="UTF-8" \/>\s*/, (meta) => `${meta}${fontLinks}`);
  const scripts: string[] = [];
  const preloads: string[] = [];
  out = out
    .replace(MODULE_SCRIPT, (_tag, url: string) => (scripts.push(url), ''))
    .replace(MODULE_PRELOAD, (_tag, url: string) => (preloads.push(url), ''));
  if (scripts.length !== 1)
    throw new Error(`a page needs one module script, not ${scripts.length}`);
  if (stylesheets.length !== 1)
    throw new Error(`a page needs one stylesheet, not ${stylesheets.length}`);
  const when = start === 'paint' ? ' data-start="paint"' : '';
  const hindi = hindiFiles.map((file) => `/${file}`).join(' ');
  const loader = `<script data-entry="${scripts[0]}"${when} data-preloads="${preloads.join(' ')}" data-hindi="${hindi}" data-stylesheet="${stylesheets[0]}">${APP_LOADER_SCRIPT}</script>`;
  return out.replace('</body>', () => `  ${loader}\n  </body>`);
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

/** What the app loads to speak Hindi (i18n/language-store.ts): i18next and the Hindi texts. */
const HINDI_MODULES = ['i18n/hindi-engine.ts'];

/** The modules the signed-in dashboard's lazy routes load: its layout and the create page. */
const DASHBOARD_MODULES = [
  'app/layout/dashboard-layout.tsx',
  'app/routes/create-catalogue.tsx',
  'lib/query-client.tsx',
];

/**
 * Renders every page of PRERENDERED_PAGES, the not-found page and the signed-in dashboard into
 * the built index.html of `outDir` (`/` into landing.html, which preloads its hero image) and
 * writes each to its file (decisions 195, 213).
 */
export async function writePrerenderedPages(
  outDir: string,
  renderPage: (pathname: string, options?: { sessionExpected?: boolean }) => Promise<RenderedPage>,
  /** The built files (chunk and the chunks it imports) of modules under src/web. */
  filesOf: (modules: readonly string[]) => string[] = () => [],
): Promise<void> {
  const index = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const landing = readFileSync(path.join(outDir, 'landing.html'), 'utf8');
  const readAsset = (url: string) => readFileSync(path.join(outDir, url), 'utf8');
  const write = async (file: string, html: string) => {
    // A page keeps only the rules it uses; the loader brings the whole stylesheet with the app.
    const page = await keepUsedCss(html);
    mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
    writeFileSync(path.join(outDir, file), page);
  };
  const hindi = filesOf(HINDI_MODULES);
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
    await write(file, paintFirst(html, readAsset, 'first-move', hindi));
  }
  const dashboard = pageHtml(
    index,
    await renderPage(PRERENDERED_DASHBOARD.path, { sessionExpected: true }),
    filesOf(DASHBOARD_MODULES),
    SIGNED_IN_ROOT,
  );
  await write(PRERENDERED_DASHBOARD.file, paintFirst(dashboard, readAsset, 'paint', hindi));
}
