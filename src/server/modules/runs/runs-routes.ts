/**
 * /api/runs: start a run from the photo form, read it, stop it, fetch its images, and follow it
 * live over a WebSocket that first sends the run's whole state, so a reconnect resumes.
 */
import { Readable } from 'node:stream';
import { Hono, type MiddlewareHandler } from 'hono';
import type { UpgradeWebSocket, WSContext } from 'hono/ws';
import { asUser } from '../../db/tenant-scope.js';
import {
  FINISHED_RUN_STATUSES,
  singleImageName,
  type RunStreamMessage,
} from '../../../core/runs.js';
import type { AppEnv } from '../../http/context.js';
import { AppError } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import type { StorageProvider } from '../../providers/storage/storage-provider.js';
import type { RunProgressBus } from './run-progress-bus.js';
import { currentUser } from '../auth/require-user.js';
import { readGarmentUploads } from '../generation/read-garment-uploads.js';
import type { RunsService } from './runs-service.js';
import type { ImageMarker } from '../../engines/provenance/image-marker.js';
import { openShotFile } from './open-shot-file.js';
import { keyed } from '../../../core/server-messages.js';

/**
 * Records that a browser watches a run (its live socket, its polling fallback), so the end of a
 * long run can tell whether the page was closed (decision 150).
 */
export interface RunWatchRecorder {
  heartbeatMs: number;
  opened(runId: string): Promise<void>;
  alive(runId: string): Promise<void>;
  closed(runId: string): Promise<void>;
  polled(runId: string): Promise<void>;
}

export interface RunsRoutesDeps {
  runs: RunsService;
  storage: StorageProvider;
  bus: RunProgressBus;
  signedIn: MiddlewareHandler<AppEnv>;
  upgradeWebSocket: UpgradeWebSocket;
  publicUrl: string;
  /** The origins the app's own pages are open at (env.ALLOWED_ORIGINS). */
  allowedOrigins: readonly string[];
  watch?: RunWatchRecorder;
  logger?: Logger;
  /** Marks a downloaded shot with its provenance (decisions 253 and 254). */
  marker: ImageMarker;
}

const indexParam = (value: string) => {
  const index = Number(value);
  if (!Number.isInteger(index) || index < 0 || index > 20)
    throw new AppError('NOT_FOUND', keyed('imageNotFound'));
  return index;
};

export function runsRoutes(deps: RunsRoutesDeps) {
  const { runs, storage, bus, signedIn, watch } = deps;
  const allowedOrigins = new Set(deps.allowedOrigins);
  /** A watch record that fails is logged; it must never break the page's progress. */
  const record = (what: string, write: Promise<void> | undefined) =>
    void write?.catch((error: unknown) => deps.logger?.warn({ err: error }, `run watch ${what}`));

  const serveShot = (kind: 'image' | 'preview') =>
    (async (c) => {
      const file = await runs.shotFile(
        currentUser(c).id,
        c.req.param('id')!,
        indexParam(c.req.param('index')!),
        kind,
      );
      const stored = await openShotFile(storage, deps.marker, file, kind);
      const headers: Record<string, string> = {
        'Content-Type': file.contentType,
        'Content-Length': String(stored.size),
        'Cache-Control': 'private, max-age=3600',
        'X-Content-Type-Options': 'nosniff',
      };
      if (kind === 'image')
        headers['Content-Disposition'] = `attachment; filename="${singleImageName(file.poseName)}"`;
      return new Response(Readable.toWeb(stored.stream) as ReadableStream, { headers });
    }) satisfies MiddlewareHandler<AppEnv>;

  return new Hono<AppEnv>()
    .use('*', signedIn)
    .post('/', async (c) => {
      const upload = await readGarmentUploads(c.req.raw);
      const { run, created } = await runs.startFromForm(currentUser(c).id, upload);
      return c.json(run, created ? 201 : 200);
    })
    .get('/latest-unsaved', async (c) => c.json(await runs.latestUnsaved(currentUser(c).id)))
    .get('/:id', async (c) => {
      const run = await runs.getRun(currentUser(c).id, c.req.param('id'));
      record('poll', watch?.polled(run.id));
      return c.json(run);
    })
    .post('/:id/stop', async (c) =>
      c.json(await runs.stopRun(currentUser(c).id, c.req.param('id'))),
    )
    .get('/:id/shots/:index/image', serveShot('image'))
    .get('/:id/shots/:index/preview', serveShot('preview'))
    .get(
      '/:id/stream',
      async (c, next) => {
        // A WebSocket is not covered by CORS: only our own pages may open one (no cross-site hijack).
        const origin = c.req.header('origin');
        if (origin && !allowedOrigins.has(origin))
          throw new AppError('FORBIDDEN', keyed('wrongAddress', origin, deps.publicUrl));
        await runs.getRun(currentUser(c).id, c.req.param('id')); // 404 for someone else's run
        await next();
      },
      deps.upgradeWebSocket((c) => {
        const runId = c.req.param('id')!;
        // The socket's events come after the request's scope has ended: each carries it again.
        const userId = currentUser(c).id;
        let unsubscribe: (() => void) | undefined;
        let heartbeat: NodeJS.Timeout | undefined;
        let open = false;
        const stopWatching = () => {
          unsubscribe?.();
          clearInterval(heartbeat);
          if (open) record('close', watch?.closed(runId));
          open = false;
        };
        return {
          onOpen: (_event, ws) => asUser(userId, () => openStream(ws)),
          onClose: () => asUser(userId, stopWatching),
          onError: () => asUser(userId, stopWatching),
        };
        async function openStream(ws: WSContext) {
          if (watch) {
            open = true;
            record('open', watch.opened(runId));
            heartbeat = setInterval(
              () => record('heartbeat', watch.alive(runId)),
              watch.heartbeatMs,
            );
            heartbeat.unref();
          }
          const send = (message: RunStreamMessage) => ws.send(JSON.stringify(message));
          // Subscribe first, then read the state: nothing published in between is lost.
          // What arrives while the state is read waits, so run_state is always first.
          let held: RunStreamMessage[] | null = [];
          unsubscribe = bus.subscribe(runId, (message) => {
            if (message.type === 'stop_requested') return;
            if (held) held.push(message);
            else send(message);
          });
          const run = await runs.view(runId);
          send({ type: 'run_state', run });
          for (const message of held) send(message);
          held = null;
          if (FINISHED_RUN_STATUSES.includes(run.status)) ws.close(1000, 'finished');
        }
      }),
    );
}
