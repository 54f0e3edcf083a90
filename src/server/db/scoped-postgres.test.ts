import { Hono } from 'hono';
import type postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../http/context.js';
import { toErrorResponse } from '../http/error-handler.js';
import { createLogger } from '../lib/logger.js';
import { isDatabaseUnavailable } from './connection-loss.js';
import { noteDatabaseFault, trackDatabaseFaults } from './request-database-faults.js';
import { scopedPostgres } from './scoped-postgres.js';
import { asUser } from './tenant-scope.js';

/**
 * A client whose every query and transaction never settles, as postgres-js leaves those of a
 * connection that died under them (porsager/postgres#1186, #1199).
 */
function unsettledClient(): postgres.Sql {
  const never = () => new Promise<never>(() => {});
  const query = () => Object.assign(never(), { values: never });
  return Object.assign(query, { unsafe: query, begin: never }) as unknown as postgres.Sql;
}

const deadlineOf = async (work: PromiseLike<unknown>) => {
  try {
    await work;
  } catch (error) {
    return error;
  }
  throw new Error('expected the statement to fail');
};

describe('the transaction deadline (decision 174)', () => {
  const sql = scopedPostgres(unsettledClient(), 'deny', 50);

  it('fails a scoped statement that never settles, as a lost connection', async () => {
    const error = await asUser('user-1', () => deadlineOf(sql.unsafe('select 1')));
    expect(error).toMatchObject({ code: 'TRANSACTION_DEADLINE' });
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('fails an unscoped statement and an explicit transaction the same way', async () => {
    expect(await deadlineOf(sql.unsafe('select 1'))).toMatchObject({
      code: 'TRANSACTION_DEADLINE',
    });
    expect(await deadlineOf(sql.begin(async () => 1))).toMatchObject({
      code: 'TRANSACTION_DEADLINE',
    });
  });
});

describe('a request that met a lost connection, whatever a library made of it', () => {
  const app = new Hono<AppEnv>()
    .use((_c, next) => trackDatabaseFaults(next))
    .use(async (c, next) => {
      c.set('log', createLogger('silent'));
      await next();
    })
    .get('/library-wrapped', () => {
      // As better-auth does: the query's error noted, then replaced by one of its own.
      noteDatabaseFault(Object.assign(new Error('gone'), { code: 'CONNECTION_CLOSED' }));
      throw new Error('Failed to get session');
    })
    .get('/a-bug', () => {
      throw new Error('Failed to get session');
    })
    .onError(toErrorResponse);

  it('answers 503, not the 500 of a bug', async () => {
    expect((await app.request('/library-wrapped')).status).toBe(503);
  });

  it('leaves a request that met no lost connection a 500', async () => {
    expect((await app.request('/a-bug')).status).toBe(500);
  });
});

describe('a statement that scopes itself (decision 119)', () => {
  /** A client that records what it is sent: plain statements, and transactions as 'begin'. */
  function recordingClient() {
    const sent: string[] = [];
    const answer = () => Object.assign(Promise.resolve([]), { values: () => Promise.resolve([]) });
    const unsafe = (query: string) => {
      sent.push(query);
      return answer();
    };
    const begin = async (callback: (tx: unknown) => unknown) => {
      sent.push('begin');
      return callback({ unsafe });
    };
    return { sent, client: Object.assign(answer, { unsafe, begin }) as unknown as postgres.Sql };
  }
  const lookup = 'select catalogue_list_version_of($1) as version';

  it.each([
    lookup,
    'select run_read_of($1, $2::uuid) as read',
    'select usage_inputs_of($1, $2::timestamptz) as inputs',
  ])("runs alone for the current user's own id: %s", async (statement) => {
    const { sent, client } = recordingClient();
    await asUser('user-1', async () => {
      await scopedPostgres(client).unsafe(statement, ['user-1', 'x']);
    });
    expect(sent).toEqual([statement]);
  });

  it('runs a statement that only starts like one in the scope', async () => {
    const { sent, client } = recordingClient();
    await asUser('user-1', async () => {
      await scopedPostgres(client).unsafe('select run_read_of_all($1)', ['user-1']);
    });
    expect(sent[0]).toBe('begin');
  });

  it("runs in the current scope's transaction for any other id, or any other statement", async () => {
    const { sent, client } = recordingClient();
    await asUser('user-1', async () => {
      await scopedPostgres(client).unsafe(lookup, ['user-2']);
      await scopedPostgres(client).unsafe('select 1', ['user-1']);
    });
    expect(sent.filter((query) => query === 'begin')).toHaveLength(2);
  });
});
