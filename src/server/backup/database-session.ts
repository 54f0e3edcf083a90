/**
 * One transaction on either database kind, with what a backup needs: plain queries and COPY in
 * and out of files. PostgreSQL: a single connection of the tables' owner. PGlite: the embedded
 * instance's own transaction, which holds the one connection, so nothing else interleaves.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import postgres from 'postgres';
import type { DatabaseHandle } from '../db/client.js';

export interface DatabaseSession {
  rows<T>(text: string): Promise<T[]>;
  /** Runs a query's COPY … TO into a file (COPY text format). */
  copyOut(query: string, file: string): Promise<void>;
  /** Loads a file written by copyOut into the table's listed columns. */
  copyIn(table: string, columns: string[], file: string): Promise<void>;
}

export type TransactionMode = 'snapshot' | 'restore';

/**
 * 'snapshot': REPEATABLE READ, READ ONLY: every table read from one moment while runs go on.
 * 'restore': one read-write transaction, so a failed restore leaves the target as it was.
 * Both see every tenant's rows (app.system, decision 170).
 */
export async function inTransaction<T>(
  handle: DatabaseHandle,
  mode: TransactionMode,
  work: (session: DatabaseSession) => Promise<T>,
): Promise<T> {
  if (handle.kind === 'pglite') {
    const { pglite } = handle;
    // pglite.transaction holds the instance: the app's own statements wait until it ends.
    return pglite.transaction(async (tx) => {
      if (mode === 'snapshot') {
        await tx.exec('set transaction isolation level repeatable read read only');
      }
      await tx.exec("select set_config('app.system', 'on', true)");
      return work({
        rows: async <R>(text: string) => (await tx.query<R>(text)).rows,
        async copyOut(query, file) {
          const result = await tx.query(`copy (${query}) to '/dev/blob'`);
          await writeFile(file, Buffer.from(await (result.blob ?? new Blob([])).arrayBuffer()));
        },
        async copyIn(table, columns, file) {
          const blob = new Blob([await readFile(file)]);
          await tx.query(`copy ${table} (${columns.join(', ')}) from '/dev/blob'`, [], { blob });
        },
      });
    });
  }
  const sql = postgres(handle.ownerUrl, { max: 1, onnotice: () => {} });
  try {
    const run = async (tx: postgres.TransactionSql) => {
      await tx`select set_config('app.system', 'on', true)`;
      return work({
        rows: async <R>(text: string) => (await tx.unsafe(text)) as unknown as R[],
        async copyOut(query, file) {
          const stream = await tx.unsafe(`copy (${query}) to stdout`).readable();
          await pipeline(stream, createWriteStream(file));
        },
        async copyIn(table, columns, file) {
          const stream = await tx
            .unsafe(`copy ${table} (${columns.join(', ')}) from stdin`)
            .writable();
          await pipeline(createReadStream(file), stream);
        },
      });
    };
    return (await (mode === 'snapshot'
      ? sql.begin('isolation level repeatable read read only', run)
      : sql.begin(run))) as T;
  } finally {
    await sql.end({ timeout: 5 });
  }
}
