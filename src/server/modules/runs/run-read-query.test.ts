import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { readRunOf } from './run-read-query.js';

const USER = 'user-1';
const RUN = '0b9b6a43-3c0e-4c61-9a0e-4f1b4f0c2b11';

/** A database whose one statement answers these rows, as postgres-js does (an array). */
const answering = (rows: unknown) =>
  ({ execute: () => Promise.resolve(rows) }) as unknown as Database;

const readOf = (run: Record<string, unknown>) => ({
  read: { run, shots: [], savedCatalogueId: null, regenerations: [] },
});

describe('readRunOf', () => {
  it('is null when the statement says the run is not the user’s', async () => {
    expect(await readRunOf(answering([{ read: null }]), USER, RUN)).toBeNull();
  });

  it.each([
    ['no rows', []],
    ['two rows', [{ read: null }, { read: null }]],
    ['a row of another statement', [{ id: RUN }]],
    ['no result at all', undefined],
  ])('answers a database fault, never "not found", for %s', async (_, rows) => {
    const error = await readRunOf(answering(rows), USER, RUN).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('UNAVAILABLE');
  });

  it('answers a database fault for another run or another user’s', async () => {
    for (const run of [
      { id: '11111111-1111-4111-8111-111111111111', user_id: USER },
      { id: RUN, user_id: 'user-2' },
    ]) {
      const error = await readRunOf(answering([readOf(run)]), USER, RUN).catch((e: unknown) => e);
      expect((error as AppError).code).toBe('UNAVAILABLE');
    }
  });
});
