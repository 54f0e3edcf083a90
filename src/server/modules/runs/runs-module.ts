/**
 * Builds the runs module: its service (starting, reading, stopping runs) and its routes
 * (/api/runs, the progress WebSocket). Its worker (run-worker.ts) is registered by the
 * 'generate-run' job with the same shared services (compose.ts).
 */
import type { UpgradeWebSocket } from 'hono/ws';
import type { MiddlewareHandler } from 'hono';
import type { Database } from '../../db/client.js';
import type { AppEnv } from '../../http/context.js';
import type { RunProgressBus } from './run-progress-bus.js';
import type { Logger } from '../../lib/logger.js';
import type { StorageProvider } from '../../providers/storage/storage-provider.js';
import { normaliseGarmentPhoto } from '../generation/garment-photo.js';
import type { RunEndListeners } from './end-run.js';
import { runsRoutes, type RunWatchRecorder } from './runs-routes.js';
import { createRunsRepo } from './runs-repo.js';
import { createRunsService, type RunsServiceDeps } from './runs-service.js';
import type { ImageMarker } from '../../engines/provenance/image-marker.js';

export function createRunsModule(deps: {
  db: Database;
  storage: StorageProvider;
  quota: RunsServiceDeps['quota'];
  engine: RunsServiceDeps['engine'];
  backgrounds: RunsServiceDeps['backgrounds'];
  models: RunsServiceDeps['models'];
  bus: RunProgressBus;
  enqueue(runId: string, attempt: number): Promise<void>;
  /** Who hears a run stopped before it started end (a worker's endings tell the same ones). */
  listeners: RunEndListeners;
  logger: Logger;
  http: {
    signedIn: MiddlewareHandler<AppEnv>;
    upgradeWebSocket: UpgradeWebSocket;
    publicUrl: string;
    allowedOrigins: readonly string[];
    watch?: RunWatchRecorder;
    /** Marks a downloaded shot with its provenance (decisions 253 and 254). */
    marker: ImageMarker;
  };
}) {
  const { bus } = deps;
  const service = createRunsService({
    repo: createRunsRepo(deps.db),
    quota: deps.quota,
    storage: deps.storage,
    engine: deps.engine,
    backgrounds: deps.backgrounds,
    models: deps.models,
    normalisePhoto: normaliseGarmentPhoto,
    enqueue: deps.enqueue,
    publish: (runId, message) => bus.publish(runId, message),
    listeners: deps.listeners,
    logger: deps.logger,
  });
  const routes = runsRoutes({
    runs: service,
    storage: deps.storage,
    bus,
    logger: deps.logger,
    ...deps.http,
  });
  return { service, routes };
}
