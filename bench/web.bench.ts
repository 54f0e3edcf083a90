/**
 * `npm run bench:web`: what a browser fetches for the main pages, and how soon `/` paints.
 * Builds the web app (BENCH_SKIP_BUILD=1 reuses dist/web), starts src/server/main.ts as
 * production does on a fresh embedded database with a signed-in user (bench/api/seed.ts), and
 * loads `/`, `/pricing`, `/sign-in` (signed out) and `/dashboard` (signed in) in Chromium, each in a
 * fresh context (empty cache): the gzipped JavaScript of every script fetched until the network is
 * idle after the pointer's first move (the public pages fetch the app then, decision 211). Then
 * the first contentful paint of `/`, median of BENCH_RUNS (5) fresh loads. Writes the web-bench
 * section of docs/benchmarks.md (BENCH_NO_WRITE=1 to print only).
 *
 * Then Lighthouse (mobile, its default: simulated slow 4G and a 4x slower CPU) on the same four
 * pages, BENCH_LIGHTHOUSE_RUNS (3) times each, the median of each figure written to the
 * web-lighthouse section (BENCH_NO_LIGHTHOUSE=1 skips it). BENCH_LIGHTHOUSE_JSON=<dir> also keeps
 * each run's whole report there (`<page>-<run>.json`), to read its audits one by one.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { APP_HYDRATED_EVENT } from '../src/core/app-loader.js';
import { LANDING_JS_BUDGET_KB } from '../src/core/web-budget.js';
import { projectRoot } from '../src/server/lib/project-root.js';
import { seed, startServer } from './api/server.js';
import { machineLine, median, writeBenchSection } from './support/report.js';
import { BENCH_SIGNING_ENV } from './support/signing-env.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ROUTES: { path: string; signedIn: boolean }[] = [
  { path: '/', signedIn: false },
  { path: '/pricing', signedIn: false },
  { path: '/sign-in', signedIn: false },
  { path: '/sign-up', signedIn: false },
  { path: '/dashboard', signedIn: true },
];

/** The seeded `name=value` session cookie as its two parts (the value may hold `=`). */
function cookieParts(cookie: string): { name: string; value: string } {
  const [name = '', ...value] = cookie.split('=');
  return { name, value: value.join('=') };
}

interface RouteLoad {
  path: string;
  scripts: number;
  gzipKb: number;
}

async function loadRoute(
  browser: Browser,
  base: string,
  route: { path: string; signedIn: boolean },
  cookie: string,
): Promise<RouteLoad> {
  const context = await browser.newContext();
  if (route.signedIn) {
    await context.addCookies([{ ...cookieParts(cookie), url: base }]);
  }
  const page = await context.newPage();
  await page.addInitScript((event) => {
    addEventListener(event, () => document.documentElement.setAttribute('data-hydrated', ''));
  }, APP_HYDRATED_EVENT);
  const sizes: Promise<number>[] = [];
  let lastScriptAt = Date.now();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    lastScriptAt = Date.now();
    sizes.push(response.body().then((body) => gzipSync(body).length));
  });
  await page.goto(`${base}${route.path}`, { waitUntil: 'networkidle' });
  // A built public page fetches the app when the visitor first moves (decision 211): counted
  // as it comes then, until the app has drawn and no script has come for a second.
  await page.mouse.move(12, 12);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  while (Date.now() - lastScriptAt < 1000) await page.waitForTimeout(250);
  const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  await context.close();
  return { path: route.path, scripts: sizes.length, gzipKb: total / 1024 };
}

async function firstContentfulPaint(browser: Browser, base: string): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/`, { waitUntil: 'load' });
  // A string, not a function: tsx would wrap a function's inner helpers in its own __name().
  const fcp = (await page.evaluate(`new Promise((resolve) => {
    const read = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    if (read() !== undefined) return resolve(read());
    // The observer also hears 'first-paint', which can come before the contentful one: wait
    // for the contentful paint itself, and give up (-1) if it never comes.
    new PerformanceObserver(() => { if (read() !== undefined) resolve(read()); })
      .observe({ type: 'paint', buffered: true });
    setTimeout(() => resolve(-1), 10000);
  })`)) as number;
  await context.close();
  return fcp;
}

const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

interface LighthouseRow {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  bytes: number;
}

/**
 * Puts the seller's session cookie in the browser's jar, as after signing in: every request the
 * browser makes carries it with the cookies the app sets (Lighthouse's `extraHeaders` would send
 * a second Cookie header beside them, which the server does not read as one). Lighthouse's
 * storage reset between runs leaves cookies alone.
 */
async function addSessionCookie(port: number, base: string, cookie: string): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    await browser.setCookie({ ...cookieParts(cookie), domain: new URL(base).hostname, path: '/' });
  } finally {
    await browser.disconnect();
  }
}

/** Lighthouse's mobile run of every route, LIGHTHOUSE_RUNS times: the median of each figure. */
async function lighthouseRoutes(base: string, cookie: string): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const rows: LighthouseRow[] = [];
    let signedIn = false;
    for (const route of ROUTES) {
      // The public pages first, signed out; then the seller's.
      if (route.signedIn && !signedIn) {
        await addSessionCookie(chrome.port, base, cookie);
        signedIn = true;
      }
      if (!route.signedIn && signedIn) throw new Error('the signed-out pages come first');
      const runs: LighthouseRow[] = [];
      let failedTraces = 0;
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
        const result = await lighthouse(`${base}${route.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse gave no result for ${route.path}`);
        // A trace Lighthouse could not read (NO_NAVSTART on a busy machine) scores 0: it is
        // Lighthouse's failure, not the page's, so the load is measured again.
        if (lhr.runtimeError) {
          console.log(`  lighthouse ${route.path}: ${lhr.runtimeError.code}, measured again`);
          if (++failedTraces > LIGHTHOUSE_RUNS) throw new Error(lhr.runtimeError.message);
          i--;
          continue;
        }
        const jsonDir = process.env.BENCH_LIGHTHOUSE_JSON;
        if (jsonDir) {
          await mkdir(jsonDir, { recursive: true });
          const name = route.path === '/' ? 'home' : route.path.slice(1).replace(/\//g, '-');
          await writeFile(path.join(jsonDir, `${name}-${i + 1}.json`), JSON.stringify(lhr));
        }
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        runs.push({
          path: route.path,
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? 0,
          lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
          bytes: lhr.audits['total-byte-weight']?.numericValue ?? 0,
        });
      }
      const mid = (pick: (row: LighthouseRow) => number) => median(runs.map(pick));
      const row: LighthouseRow = {
        path: route.path,
        performance: mid((r) => r.performance),
        accessibility: mid((r) => r.accessibility),
        bestPractices: mid((r) => r.bestPractices),
        seo: mid((r) => r.seo),
        fcpMs: mid((r) => r.fcpMs),
        lcpMs: mid((r) => r.lcpMs),
        bytes: mid((r) => r.bytes),
      };
      console.log(`  lighthouse ${formatRow(row)}`);
      rows.push(row);
    }
    return rows;
  } finally {
    chrome.kill();
  }
}

const formatRow = (r: LighthouseRow) =>
  `| \`${r.path}\` | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${(r.fcpMs / 1000).toFixed(1)} s | ${(r.lcpMs / 1000).toFixed(1)} s | ${Math.round(r.bytes / 1024)} KiB |`;

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    const built = spawnSync('npx', ['vite', 'build'], { cwd: projectRoot, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('vite build failed');
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vastra-bench-web-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    ...BENCH_SIGNING_ENV,
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://127.0.0.1:3000',
    BETTER_AUTH_SECRET: 'bench-secret-that-is-long-enough-0123456789',
    PAYMENT_PROVIDER: 'sandbox',
    DATABASE_URL: '',
    BENCH_CATALOGUES: '12',
  };
  const seeded = await seed(env);
  const server = await startServer(env, path.join(dataDir, 'server.log'));
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const loads: RouteLoad[] = [];
    for (const route of ROUTES) {
      const load = await loadRoute(browser, server.base, route, seeded.cookie);
      console.log(`  ${load.path}: ${load.scripts} scripts, ${load.gzipKb.toFixed(1)} KB gzipped`);
      loads.push(load);
    }
    const paints: number[] = [];
    // A load whose paint entry never shows (-1) is retried, at most RUNS times in all.
    for (let i = 0; i < RUNS * 2 && paints.length < RUNS; i++) {
      const paint = await firstContentfulPaint(browser, server.base);
      if (paint >= 0) paints.push(paint);
    }
    const fcp = median(paints);
    console.log(`  FCP of /: median ${Math.round(fcp)} ms (${paints.map(Math.round).join(', ')})`);

    const cpu = os.cpus()[0]?.model.replace(/\s+/g, ' ').trim() ?? 'unknown';
    const lines = [
      '## Web: first load',
      '',
      '`npm run bench:web`: the production build served by src/server/main.ts; each page opened in a',
      'fresh Chromium context (empty cache), the pointer moved once (the public pages fetch the app',
      'on the first move, decision 211) and followed until the network is idle; `/dashboard`',
      `signed in. JavaScript is counted gzipped. Goal: \`/\` under ${LANDING_JS_BUDGET_KB} KB (kept by`,
      'e2e/first-load.spec.ts). First contentful paint of `/`: median of fresh loads on the same',
      'machine, no network throttling (a figure to compare runs, not a field measurement).',
      '',
      `Machine: ${cpu}, ${os.cpus().length} cores, load avg ${os.loadavg()[0]!.toFixed(1)}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}.`,
      '',
      '| page | scripts | gzipped JS |',
      '|---|---|---|',
      ...loads.map((l) => `| \`${l.path}\` | ${l.scripts} | ${l.gzipKb.toFixed(1)} KB |`),
      '',
      `First contentful paint of \`/\`: ${Math.round(fcp)} ms (median of ${paints.length}: ${paints.map(Math.round).join(', ')} ms).`,
    ];
    console.log(lines.join('\n'));
    if (process.env.BENCH_NO_WRITE !== '1') await writeBenchSection('web-bench', lines);

    if (process.env.BENCH_NO_LIGHTHOUSE !== '1') {
      const rows = await lighthouseRoutes(server.base, seeded.cookie);
      const lighthouseLines = [
        '## Web: Lighthouse, mobile',
        '',
        '`npm run bench:web`: Lighthouse 12 with its mobile defaults (a mid-range phone: simulated',
        'slow 4G, 4x CPU slowdown) against the production build, Chromium headless; `/dashboard`',
        `signed in. Each figure is the median of ${LIGHTHOUSE_RUNS} runs; bytes are what the page`,
        'transferred (total byte weight). Scores move a few points between runs on a busy machine.',
        '',
        `${machineLine()}, load avg ${os.loadavg()[0]!.toFixed(1)}.`,
        '',
        '| page | performance | accessibility | best practices | SEO | FCP | LCP | bytes |',
        '|---|---|---|---|---|---|---|---|',
        ...rows.map(formatRow),
      ];
      console.log(lighthouseLines.join('\n'));
      if (process.env.BENCH_NO_WRITE !== '1')
        await writeBenchSection('web-lighthouse', lighthouseLines, { after: 'web-bench' });
    }
  } finally {
    await browser.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

await main();
