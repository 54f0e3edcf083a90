/**
 * Idempotent creates (decision 131): a create sent with an Idempotency-Key is made once; a retry
 * with the same key and the same request gets the first answer again, the same key with another
 * request 422, and a retry while the first is still running 409. A create that fails gives the
 * key back, so the retry of an error is tried again rather than answered with the error.
 */
import { createHash } from 'node:crypto';
import { AppError } from '../../lib/errors.js';
import type { IdempotencyRepo } from './idempotency-repo.js';
import { keyed } from '../../../core/server-messages.js';

export interface CreateAnswer<T = unknown> {
  status: number;
  body: T;
}

/** A stable fingerprint of a request: its route and its parsed content, not its bytes. */
export function requestFingerprint(route: string, content: unknown): string {
  return createHash('sha256')
    .update(route)
    .update('\n')
    .update(JSON.stringify(content))
    .digest('hex');
}

export function createIdempotencyService(repo: IdempotencyRepo) {
  return {
    async run<T>(
      userId: string,
      key: string | undefined,
      fingerprint: string,
      create: () => Promise<CreateAnswer<T>>,
    ): Promise<CreateAnswer<T>> {
      if (key === undefined) return create();
      if (!(await repo.claim(userId, key, fingerprint))) {
        const first = await repo.find(userId, key);
        if (first && first.requestHash !== fingerprint)
          throw new AppError('IDEMPOTENCY_KEY_REUSED', keyed('idempotencyKeyReused'));
        if (!first || first.responseStatus === null)
          throw new AppError('CONFLICT', keyed('idempotencyKeyBusy'));
        return { status: first.responseStatus, body: first.responseBody as T };
      }
      try {
        const answer = await create();
        await repo.complete(userId, key, answer.status, answer.body);
        return answer;
      } catch (error) {
        await repo.release(userId, key);
        throw error;
      }
    },
  };
}

export type IdempotencyService = ReturnType<typeof createIdempotencyService>;
