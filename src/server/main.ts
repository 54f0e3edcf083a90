/**
 * Start: env -> database + migrations -> mail, storage, auth -> http. Stops gracefully on
 * SIGINT/SIGTERM: the server stops accepting, in-flight requests finish, then the database
 * closes cleanly (an embedded PGlite directory must never be left half-written).
 */
import './thread-pool.js';
import './engines/sharp-settings.js';
import path from 'node:path';
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { createApp } from './app.js';
import { keepConnectionsAlive } from './http/keep-alive.js';
import { ConfigError, loadEnv } from './config/env.js';
import {
  migrateDatabase,
  openDatabase,
  rowSecurityBinds,
  type DatabaseHandle,
} from './db/client.js';
import { surviveConnectionLoss } from './db/connection-loss.js';
import { keepPgliteStatistics } from './db/pglite-statistics.js';
import { createLogger, type Logger } from './lib/logger.js';
import { projectRoot } from './lib/project-root.js';
import { createAuth } from './modules/auth/auth.js';
import { resolveAuthSecret } from './modules/auth/auth-secret.js';
import { resolveC2paCredential } from './engines/provenance/c2pa-credential.js';
import { googleSettings } from './modules/auth/google-provider.js';
import { createMailProvider } from './providers/mail/create-mail-provider.js';
import { createPaymentProvider } from './providers/payments/create-payment-provider.js';
import { startGenerationRuntime } from './runtime.js';
import { EngineConfigError } from './engines/create-image-engine.js';
import { listingColumns } from '../core/listings/listing-columns.js';
import { createListingFiller } from './engines/listings/create-listing-filler.js';

async function main() {
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    exitOnConfigError(error);
  }
  const logger = createLogger(
    env.LOG_LEVEL,
    env.NODE_ENV === 'development' && process.stdout.isTTY,
  );
  // Checked before the database opens, so a bad setting fails start at once.
  const secret = await resolveAuthSecret(env, logger).catch(exitOnConfigError);
  // The images' signing key too (decision 254): a production without one does not start.
  await resolveC2paCredential(env, logger).catch(exitOnConfigError);
  try {
    googleSettings(env);
  } catch (error) {
    exitOnConfigError(error);
  }
  let payments;
  try {
    payments = createPaymentProvider(env, { fallbackSecret: secret });
  } catch (error) {
    exitOnConfigError(error);
  }

  surviveConnectionLoss(logger);
  const database = await openDatabase({
    url: env.DATABASE_URL,
    ownerUrl: env.DATABASE_OWNER_URL,
    pgliteDir: env.paths.pglite,
    transactionDeadlineMs: env.DATABASE_TRANSACTION_DEADLINE_MS,
  });
  await migrateDatabase(database);
  await warnWithoutRowSecurity(database, logger);
  const statistics = await keepPgliteStatistics(database, logger);
  logger.info(
    {
      database: database.kind,
      location: database.kind === 'pglite' ? env.paths.pglite : 'DATABASE_URL',
    },
    'database ready',
  );

  const mailer = createMailProvider(env, logger);
  const generation = await startGenerationRuntime(env, database, logger, env.RUN_WORKERS, {
    mailer,
    secret,
  }).catch(exitOnConfigError);
  const storage = generation.storage;
  const auth = createAuth({ env, database, mailer, logger, secret });
  logger.info({ mail: mailer.kind, storage: storage.kind }, 'providers ready');

  const webDistDir = path.resolve(projectRoot, env.WEB_DIST_DIR);
  const app = createApp({
    env,
    logger,
    database,
    auth,
    storage,
    payments,
    generation,
    mailer,
    secret,
    // Gemini's vision request when the engine is Gemini with its key, else offline (decision 234).
    listings: { filler: createListingFiller(env), columnsOf: listingColumns },
    core: generation.core,
    webDistDir,
  });
  const server = serve({ fetch: app.fetch, hostname: env.HOST, port: env.PORT }, (info) => {
    logger.info(
      { url: env.PUBLIC_URL, port: info.port },
      `Vastra Studio is running at ${env.PUBLIC_URL}`,
    );
  });
  keepConnectionsAlive(server as Server);
  app.injectWebSocket(server);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    statistics.stop();
    const forceExit = setTimeout(() => {
      logger.error('in-flight requests did not finish in time; closing anyway');
      void database.close().finally(() => process.exit(1));
    }, env.SHUTDOWN_TIMEOUT_MS);
    forceExit.unref();
    app.closeWebSockets();
    server.close(async () => {
      // Runs in progress are left for the next start, which resumes them.
      await generation
        .stop()
        .catch((error: unknown) => logger.error({ err: error }, 'stopping workers failed'));
      await database.close();
      logger.info('stopped cleanly');
      process.exit(0);
    });
    // Idle keep-alive connections would hold close() open; in-flight requests still finish.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

/** A configuration problem ends start with its message; anything else is rethrown. */
function exitOnConfigError(error: unknown): never {
  if (error instanceof ConfigError || error instanceof EngineConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/** PostgreSQL as a superuser or BYPASSRLS role: the policies are skipped (decision 170). */
async function warnWithoutRowSecurity(database: DatabaseHandle, logger: Logger): Promise<void> {
  if (database.kind !== 'postgres' || (await rowSecurityBinds(database))) return;
  logger.warn(
    'row-level security does not bind: DATABASE_URL connects as a superuser or BYPASSRLS role; ' +
      'connect it as the app role and set DATABASE_OWNER_URL to the owner (docs/security.md)',
  );
}
