import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
import type { RenderedPage } from './src/web/prerender/render-page';
import { writePrerenderedPages } from './src/web/prerender/write-pages';
import {
  HERO_SAMPLE,
  HERO_SIZES,
  samplePath,
  sampleSrcSet,
} from './src/web/features/marketing/sample-files';

const apiPort = Number(process.env.API_PORT ?? 3001);
const outDir = path.resolve(import.meta.dirname, 'dist/web');
const publicDir = path.resolve(import.meta.dirname, 'src/web/public');
const webRoot = path.resolve(import.meta.dirname, 'src/web');
/** The server build of the page renderer, run once by the build (not served). */
const prerenderDir = path.resolve(import.meta.dirname, 'dist/prerender');
const alias = {
  '@': webRoot,
  '@core': path.resolve(import.meta.dirname, 'src/core'),
};
/** The footer's year on the prerendered pages (hooks/use-current-year.ts). */
const buildDefines = { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) };

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(path.join(dir, entry.name))
      : entry.isFile()
        ? [path.join(dir, entry.name)]
        : [],
  );

/** Text files worth a compressed copy (source maps are left out: only devtools fetch them). */
const COMPRESSIBLE_FILE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes a Brotli (quality 11) and a gzip (level 9) copy beside every built text file of at
 * least 1 KB, once, at build: the server sends them as they are (src/server/http/web-app.ts).
 */
function precompress(): Plugin {
  return {
    name: 'vastra:precompress',
    apply: 'build',
    closeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        for (const file of filesUnder(outDir)) {
          if (!COMPRESSIBLE_FILE.test(file) || statSync(file).size < 1024) continue;
          const bytes = readFileSync(file);
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
          );
          writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
        }
      },
    },
  };
}

/**
 * Every file of src/web/public by its URL path, with the first 10 hex digits of its SHA-256:
 * the same digest the server computes (contentVersion in src/server/http/web-app.ts), so a
 * `?v=` URL is cached for a year and a changed file gets a new URL.
 */
function publicVersions(): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const file of filesUnder(publicDir)) {
    const url = `/${path.relative(publicDir, file).split(path.sep).join('/')}`;
    versions[url] = createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 10);
  }
  return versions;
}

/**
 * Versions the public files: `__PUBLIC_VERSIONS__` for the app (lib/public-url.ts) and a
 * `?v=` on the public files index.html links to (the icon).
 */
function versionPublicFiles(): Plugin {
  let versions: Record<string, string> = {};
  const versioned = (url: string) => (versions[url] ? `${url}?v=${versions[url]}` : url);
  return {
    name: 'vastra:public-versions',
    config() {
      versions = publicVersions();
      return { define: { __PUBLIC_VERSIONS__: JSON.stringify(versions) } };
    },
    transformIndexHtml(html) {
      return html.replace(/(href|src)="(\/[^"?]+)"/g, (whole, attr: string, url: string) =>
        versions[url] ? `${attr}="${versioned(url)}"` : whole,
      );
    },
    /**
     * landing.html: index.html with a preload of the landing page's largest image, which
     * the server sends for `/` alone (other pages would fetch an image they do not show). The
     * browser starts on it at once instead of after the JavaScript has drawn the page.
     */
    writeBundle: {
      sequential: true,
      handler() {
        const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
        const preload = `<link rel="preload" as="image" href="${versioned(samplePath(HERO_SAMPLE))}" imagesrcset="${sampleSrcSet(HERO_SAMPLE, versioned)}" imagesizes="${HERO_SIZES}" fetchpriority="high" />`;
        writeFileSync(
          path.join(outDir, 'landing.html'),
          html.replace('</head>', `  ${preload}\n  </head>`),
        );
      },
    },
  };
}

/** The chunks built from these modules (under src/web) and every chunk they import. */
function chunkFilesOf(bundle: OutputBundle, modules: readonly string[]): string[] {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const files = new Set<string>();
  const add = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    const chunk = chunks.find((c) => c.fileName === fileName);
    for (const imported of chunk?.imports ?? []) add(imported);
  };
  for (const module of modules) {
    const id = path.join(webRoot, module);
    // Its own chunk, or the chunk it was bundled into.
    const chunk =
      chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
    if (!chunk) throw new Error(`no chunk for ${module}: update LAZY_PAGE_MODULES`);
    add(chunk.fileName);
  }
  return [...files];
}

/**
 * The public pages as HTML (decision 195): a server build of prerender/render-page.tsx renders
 * each page of PRERENDERED_PAGES, and the not-found page, into the built index.html (`/` into
 * landing.html, which preloads its hero image), so text and images paint before the
 * JavaScript runs; main.tsx hydrates them. Runs after landing.html is written and before
 * precompress, which compresses these files too.
 */
function prerenderPublicPages(defines: Record<string, string>): Plugin {
  return {
    name: 'vastra:prerender',
    apply: 'build',
    writeBundle: {
      sequential: true,
      async handler(_options, bundle) {
        await build({
          configFile: false,
          root: webRoot,
          publicDir: false,
          logLevel: 'warn',
          resolve: { alias },
          define: defines,
          plugins: [react()],
          build: {
            ssr: 'prerender/render-page.tsx',
            outDir: prerenderDir,
            emptyOutDir: true,
          },
        });
        const { renderPage } = (await import(
          pathToFileURL(path.join(prerenderDir, 'render-page.js')).href
        )) as { renderPage: (pathname: string) => Promise<RenderedPage> };
        await writePrerenderedPages(outDir, renderPage, (modules) => chunkFilesOf(bundle, modules));
      },
    },
  };
}

export default defineConfig({
  root: webRoot,
  publicDir,
  plugins: [
    react(),
    tailwindcss(),
    versionPublicFiles(),
    prerenderPublicPages({
      ...buildDefines,
      __PUBLIC_VERSIONS__: JSON.stringify(publicVersions()),
    }),
    precompress(),
  ],
  define: buildDefines,
  resolve: { alias },
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, ws: true, changeOrigin: false },
    },
  },
});
