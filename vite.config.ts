import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiPort = Number(process.env.API_PORT ?? 3001);
const outDir = path.resolve(import.meta.dirname, 'dist/web');

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

export default defineConfig({
  root: path.resolve(import.meta.dirname, 'src/web'),
  publicDir: path.resolve(import.meta.dirname, 'src/web/public'),
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src/web'),
      '@core': path.resolve(import.meta.dirname, 'src/core'),
    },
  },
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
