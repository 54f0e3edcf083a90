/**
 * The job queue: pg-boss on the app's own database. On PostgreSQL it opens its own pool;
 * on PGlite it goes through the one embedded connection via pg-boss's `db` adapter.
 */
import type { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client.js';
import type { Logger } from '../lib/logger.js';

/** pg-boss's adapter for PGlite: parameterised statements go to query(), scripts to exec(). */
export function pgliteExecutor(pglite: PGlite) {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      if (values.length > 0) return pglite.query(text, values);
      // pg-boss sends its schema migrations as multi-statement scripts without parameters.
      const results = await pglite.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}

export interface QueueOptions {
  /** How often idle workers look for new jobs. */
  pollingIntervalSeconds?: number;
  /** Run maintenance and cron scheduling in this process (one process is enough). */
  supervise?: boolean;
}

export async function startQueue(
  database: DatabaseHandle,
  logger: Logger,
  options: QueueOptions = {},
): Promise<PgBoss> {
  const common = {
    schema: 'pgboss',
    supervise: options.supervise ?? true,
    schedule: options.supervise ?? true,
    migrate: true,
  } as const;
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ ...common, db: pgliteExecutor(database.pglite) })
      : new PgBoss({
          ...common,
          // The owner's connection: the queue is system work (decision 171).
          connectionString: database.ownerUrl,
          max: 4,
          application_name: 'vastra-queue',
        });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  return boss;
}
