/**
 * The server's configuration: one schema, checked once at start (Epic Stack style).
 * Empty strings count as missing, and every bad key is listed in one message.
 * `.env.example` documents each key with its default.
 */
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_API_RATE_LIMIT_PER_MINUTE } from '../../core/api-keys.js';
import { authEnvShape } from './auth-env.js';
import { billingEnvShape } from './billing-env.js';
import { engineEnvShape } from './engine-env.js';
import { checkOperationsEnv, operationsEnvShape } from './operations-env.js';
import { provenanceEnvShape } from './provenance-env.js';
import { checkStorageEnv, checkStorageEnvWhen, storageEnvShape } from './storage-env.js';

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** The address users reach the app at; used in emailed links and OAuth callbacks. */
    PUBLIC_URL: z.url().optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** Where the embedded database, stored images and the mail outbox live. */
    DATA_DIR: z.string().default('data'),
    /** postgres://… switches from the embedded PGlite to a PostgreSQL server. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    /**
     * The tables' owner, for migrations and the job queue, when DATABASE_URL is the app's own
     * role (neither superuser nor owner) so that row-level security binds it (decision 170).
     */
    DATABASE_OWNER_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    /**
     * PostgreSQL: how long one scoped transaction may take before the request answers 503. A
     * connection that dies inside a transaction can leave its queries unsettled for good
     * (postgres-js #1186, decision 174); this frees the request.
     */
    DATABASE_TRANSACTION_DEADLINE_MS: z.coerce.number().int().positive().default(30_000),
    /** The built web app served beside the API (relative to the project folder). */
    WEB_DIST_DIR: z.string().default('dist/web'),
    /** How long in-flight requests may take to finish on shutdown. */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    /**
     * Generation runs worked on at once by this process; 0 leaves them to `npm run worker`.
     * Default by engine: see DEFAULT_RUN_WORKERS.
     */
    RUN_WORKERS: z.coerce.number().int().min(0).max(16).optional(),
    /** How long a worker's claim on a run lasts unrenewed (renewed every third): a crashed worker's run resumes after it. */
    RUN_LEASE_SECONDS: z.coerce.number().int().min(3).max(3600).default(30),
    /** How often each worker process looks for runs whose lease ran out. */
    RUN_SWEEP_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
    /** How often each worker process asks the vendor about economy runs (decision 203). */
    ECONOMY_POLL_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
    /** Requests each public API key may make per minute (decision 130). */
    API_RATE_LIMIT_PER_MINUTE: z.coerce
      .number()
      .int()
      .min(1)
      .max(100_000)
      .default(DEFAULT_API_RATE_LIMIT_PER_MINUTE),
    /** Requests per minute each client address may make to share links' pages and files (decision 185). */
    SHARE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
    ...authEnvShape,
    ...engineEnvShape,
    ...billingEnvShape,
    ...storageEnvShape,
    ...operationsEnvShape,
    ...provenanceEnvShape,
  })
  .superRefine(checkStorageEnv, checkStorageEnvWhen)
  .superRefine(checkOperationsEnv);

/**
 * Runs worked on at once when RUN_WORKERS is unset. The studio engine is bound by the CPU, so
 * two runs keep two cores busy; a remote engine mostly waits on its vendor, so more runs
 * share the process (each with ENGINE_CONCURRENCY shots in flight) before sellers queue.
 */
export const DEFAULT_RUN_WORKERS = { studio: 2, remote: 4 } as const;

/** Every configuration key the app reads (documented in README.md and .env.example). */
export const CONFIG_KEYS = Object.keys(envSchema.shape);

export type Env = Omit<z.infer<typeof envSchema>, 'RUN_WORKERS'> & {
  RUN_WORKERS: number;
  PUBLIC_URL: string;
  /**
   * The origins a browser may send requests from: PUBLIC_URL's, or, when it is not set, every
   * loopback name of the port (a seller opens 127.0.0.1:3000 as readily as localhost:3000).
   */
  ALLOWED_ORIGINS: string[];
  /** Absolute paths derived from DATA_DIR. */
  paths: { data: string; pglite: string; storage: string; outbox: string };
};

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Treats '' as unset, as a blank line in a .env file means "use the default". */
function withoutEmptyStrings(source: NodeJS.ProcessEnv): Record<string, string> {
  const cleaned: Record<string, string> = {};
  for (const [key, value] of Object.entries(source)) {
    if (value !== undefined && value.trim() !== '') cleaned[key] = value;
  }
  return cleaned;
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(withoutEmptyStrings(source));
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  }
  const env = parsed.data;
  const data = path.resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    ...env,
    PUBLIC_URL: publicUrl,
    ALLOWED_ORIGINS: env.PUBLIC_URL
      ? [new URL(publicUrl).origin]
      : ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${env.PORT}`),
    RUN_WORKERS:
      env.RUN_WORKERS ??
      (env.IMAGE_ENGINE === 'studio' ? DEFAULT_RUN_WORKERS.studio : DEFAULT_RUN_WORKERS.remote),
    paths: {
      data,
      pglite: path.join(data, 'pg'),
      storage: path.join(data, 'storage'),
      outbox: path.join(data, 'outbox'),
    },
  };
}
