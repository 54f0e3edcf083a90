import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { isAppPath } from '../../core/paths.js';
import type { AppEnv } from './context.js';

/**
 * Serves the built web app: hashed assets cached for a year, everything else through
 * index.html so client-side routing works. A path the app has no page for still gets the
 * app (it shows the not-found page) but with a real 404 status.
 */
export function mountWebApp(app: Hono<AppEnv>, distDir: string): boolean {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  const indexHtml = readFileSync(indexFile, 'utf8');
  // serveStatic takes a root relative to the working directory.
  const root = path.relative(process.cwd(), distDir) || '.';

  app.use(
    '/assets/*',
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use('*', serveStatic({ root, index: '__no_index__' }));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml, isAppPath(c.req.path) ? 200 : 404);
  });
  return true;
}
