/**
 * Row-level security needs `app.user_id` (or `app.system`) set for each statement, and a
 * transaction-local setting is the only kind that cannot leak to the pool's next borrower.
 * This wraps postgres-js as Drizzle uses it: a statement outside a transaction runs in a short
 * transaction that first sets the scope; a transaction sets it as its first statement
 * (decision 170). Everything else (LISTEN/NOTIFY, end) goes to the client as it is.
 */
import type postgres from 'postgres';
import { noteDatabaseFault } from './request-database-faults.js';
import { currentScope, scopeSettings, type TenantScope } from './tenant-scope.js';

const SET_SCOPE = "select set_config('app.user_id', $1, true), set_config('app.system', $2, true)";

/**
 * Statements that set the scope themselves, for themselves alone, checking it against any scope
 * already set (migrations 0021 and 0023, decisions 119 and 187): run as one statement when their
 * user is the current one, a round trip instead of four (or sixteen) on the most polled reads.
 */
const SELF_SCOPED = /^select (catalogue_list_version_of|run_read_of|usage_inputs_of)\(\$1[,)]/;

/** What a statement without a scope does: 'deny' (the app) or 'system' (test fixtures only). */
export type UnscopedWork = 'deny' | 'system';

type Pending = postgres.PendingQuery<postgres.Row[]>;
type Unsafe = (query: string, params?: unknown[], options?: unknown) => Pending;
type Tagged = (...args: unknown[]) => Pending;
type Begin = (...args: unknown[]) => Promise<unknown>;

/** The default longest a scoped transaction may take (DATABASE_TRANSACTION_DEADLINE_MS). */
export const TRANSACTION_DEADLINE_MS = 30_000;

export function scopedPostgres(
  sql: postgres.Sql,
  unscoped: UnscopedWork = 'deny',
  deadlineMs = TRANSACTION_DEADLINE_MS,
): postgres.Sql {
  const scopeNow = (): TenantScope | undefined =>
    currentScope() ?? (unscoped === 'system' ? { kind: 'system', reason: 'unscoped' } : undefined);

  /** One statement, made by `statement` on the client it is given, in the current scope. */
  const inScope = (
    statement: (client: postgres.Sql | postgres.TransactionSql) => Pending,
    scopesItselfFor?: unknown,
  ) => {
    const current = scopeNow();
    const scope =
      current?.kind === 'user' && current.userId === scopesItselfFor ? undefined : current;
    // Unscoped (before anyone is signed in: the auth adapter) runs as it is, under the same
    // deadline: a pool that lost a connection can leave a plain query unsettled too (#1199).
    const run = (values: boolean) =>
      scope ? inTransaction(values, scopeSettings(scope)) : unscopedStatement(values);
    const unscopedStatement = (values: boolean): Promise<unknown> => {
      const pending = statement(sql);
      return withDeadline(values ? pending.values() : Promise.resolve(pending), deadlineMs);
    };
    const inTransaction = (values: boolean, settings: string[]) =>
      withDeadline(
        sql.begin(async (tx) => {
          await tx.unsafe(SET_SCOPE, settings);
          const pending = statement(tx);
          // Boxed: begin() would otherwise unwrap an array answer and lose its count.
          return { rows: values ? await pending.values() : await pending };
        }),
        deadlineMs,
      ).then((box) => (box as { rows: unknown }).rows);
    let answer: Promise<unknown> | undefined;
    // The part of a PendingQuery Drizzle uses: awaited as rows, or `.values()` as arrays.
    return {
      values: () => run(true),
      then: (ok?: (value: unknown) => unknown, fail?: (reason: unknown) => unknown) =>
        (answer ??= run(false)).then(ok, fail),
    } as unknown as Pending;
  };

  const unsafe: Unsafe = (query, params, options) =>
    inScope(
      (client) => (client.unsafe.bind(client) as unknown as Unsafe)(query, params, options),
      SELF_SCOPED.test(query) ? params?.[0] : undefined,
    );

  const begin: Begin = (...args) => {
    const callback = args.pop() as (tx: postgres.TransactionSql) => unknown;
    const scope = scopeNow();
    const scoped = async (tx: postgres.TransactionSql) => {
      if (scope) await tx.unsafe(SET_SCOPE, scopeSettings(scope));
      return callback(tx);
    };
    return withDeadline((sql.begin as unknown as Begin)(...args, scoped), deadlineMs);
  };

  return new Proxy(sql, {
    // sql`…` as a tagged template (a helper call such as sql(values) is not a statement).
    apply(target, _this, args: unknown[]) {
      const isStatement = Array.isArray(args[0]) && 'raw' in (args[0] as object);
      if (!isStatement) return (target as unknown as Tagged)(...args);
      return inScope((client) => (client as unknown as Tagged)(...args));
    },
    get(target, property, receiver) {
      if (property === 'unsafe') return unsafe;
      if (property === 'begin') return begin;
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

/**
 * A transaction whose connection died can leave its queued queries unsettled for good
 * (porsager/postgres#1186, #1215): past the deadline it rejects as a lost connection, so the
 * request answers 503 rather than hang (decision 174). The abandoned work settles unobserved.
 * Every failure is also noted on the request (request-database-faults.ts).
 */
function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TransactionDeadlineError(ms)), ms);
  });
  work.catch(() => {});
  return Promise.race([work, deadline])
    .catch((error: unknown) => {
      // The request learns it met a lost connection, whatever a library makes of the error.
      noteDatabaseFault(error);
      throw error;
    })
    .finally(() => clearTimeout(timer));
}

export class TransactionDeadlineError extends Error {
  readonly code = 'TRANSACTION_DEADLINE';
  constructor(ms: number) {
    super(`the database transaction did not settle within ${ms} ms`);
    this.name = 'TransactionDeadlineError';
  }
}
