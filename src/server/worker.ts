/**
 * `npm run worker`: generation workers alone, for scale-out on PostgreSQL. Server processes
 * (started with RUN_WORKERS=0 or not) and workers share runs, jobs and progress through the
 * database; nothing lives only in one process.
 */
import './thread-pool.js';
import './engines/sharp-settings.js';
import { ConfigError, loadEnv } from './config/env.js';
import { migrateDatabase, openDatabase } from './db/client.js';
import { surviveConnectionLoss } from './db/connection-loss.js';
import { EngineConfigError } from './engines/create-image-engine.js';
import { createLogger } from './lib/logger.js';
import { serveWorkerMetrics } from './modules/metrics/worker-metrics.js';
import { startGenerationRuntime } from './runtime.js';

async function main() {
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(env.LOG_LEVEL).child({ process: 'worker' });
  if (!env.DATABASE_URL) {
    logger.warn(
      'no DATABASE_URL: an embedded PGlite database cannot be shared with a server process',
    );
  }
  surviveConnectionLoss(logger);
  const database = await openDatabase({
    url: env.DATABASE_URL,
    ownerUrl: env.DATABASE_OWNER_URL,
    pgliteDir: env.paths.pglite,
    transactionDeadlineMs: env.DATABASE_TRANSACTION_DEADLINE_MS,
  });
  await migrateDatabase(database);
  const generation = await startGenerationRuntime(
    env,
    database,
    logger,
    Math.max(1, env.RUN_WORKERS),
  ).catch((error: unknown) => {
    // The auth secret signs the emails' unsubscribe links; production requires it here too.
    if (error instanceof EngineConfigError || error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  });

  // Its own process metrics, behind the server's token (env.ts refuses a port without one).
  const metrics =
    env.WORKER_METRICS_PORT !== undefined && env.METRICS_TOKEN
      ? await serveWorkerMetrics({
          hostname: env.HOST,
          port: env.WORKER_METRICS_PORT,
          token: env.METRICS_TOKEN,
        })
      : null;
  if (metrics) logger.info({ port: metrics.port }, 'worker metrics at /metrics');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'worker shutting down; runs in progress resume on the next start');
    await metrics?.close().catch(() => {});
    await generation
      .stop()
      .catch((error: unknown) => logger.error({ err: error }, 'stopping workers failed'));
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
