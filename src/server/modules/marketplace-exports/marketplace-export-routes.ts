import { Readable } from 'node:stream';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/context.js';
import { currentUser } from '../auth/require-user.js';
import { streamZip } from '../catalogues/catalogue-zip.js';
import type { ExportAnswer, MarketplaceExportService } from './marketplace-export-service.js';

/**
 * Sends an export: a kept zip as it is, or a zip streamed while it is made, one image at a
 * time; a zip that was sent whole is kept for the next download (one that failed or was cut
 * short by the client is not).
 */
function sendExport(c: Context<AppEnv>, answer: ExportAnswer) {
  c.header('Content-Type', 'application/zip');
  c.header('Content-Disposition', `attachment; filename="${answer.fileName}"`);
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Cache-Control', 'no-store');
  if (answer.kind === 'cached') {
    c.header('Content-Length', String(answer.size));
    return c.body(Readable.toWeb(answer.stream) as ReadableStream);
  }
  const zip = streamZip(answer.entries);
  zip.on('error', (error) => c.var.log.error({ err: error }, 'marketplace export failed'));
  const keep = answer.keep;
  if (keep) {
    const chunks: Buffer[] = [];
    zip.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.on('end', () => {
      keep(Buffer.concat(chunks)).catch((error: unknown) =>
        c.var.log.warn({ err: error }, 'marketplace export not kept'),
      );
    });
  }
  return c.body(Readable.toWeb(zip) as ReadableStream);
}

/** GET /api/catalogues/:id/export/:marketplace and /api/runs/:id/export/:marketplace. */
export function marketplaceExportRoutes(
  exports: MarketplaceExportService,
  signedIn: MiddlewareHandler<AppEnv>,
) {
  return new Hono<AppEnv>()
    .get('/catalogues/:id/export/:marketplace', signedIn, async (c) => {
      const { id, marketplace } = c.req.param();
      return sendExport(c, await exports.forCatalogue(currentUser(c).id, id, marketplace));
    })
    .get('/runs/:id/export/:marketplace', signedIn, async (c) => {
      const { id, marketplace } = c.req.param();
      return sendExport(c, await exports.forRun(currentUser(c).id, id, marketplace));
    });
}
