/**
 * API keys (decision 130): made for Pro and Premium accounts, the secret shown once and only its
 * SHA-256 kept, listed with their first characters and last use, revoked for good. Every request
 * with a key is checked here: unknown or revoked 401, a Free account 403, over the key's rate
 * limit 429 (with the seconds to wait).
 */
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import {
  API_KEY_PREFIX,
  API_KEY_SHOWN_CHARS,
  MAX_ACTIVE_API_KEYS,
  WEBHOOK_SECRET_PREFIX,
  type ApiKeyView,
  type CreatedApiKey,
} from '../../../core/api-keys.js';
import { isPaidPlan } from '../../../core/plans.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { QuotaService } from '../quota/quota-service.js';
import type { ApiKeyRepo, ApiKeyRow } from './api-key-repo.js';
import { keyed } from '../../../core/server-messages.js';

export interface ApiKeyServiceDeps {
  repo: Pick<ApiKeyRepo, 'insert' | 'countActive' | 'listForUser' | 'revoke' | 'use'>;
  quota: Pick<QuotaService, 'planOf'>;
  /** Requests each key may make per window. */
  rateLimit: { max: number; windowSeconds: number };
}

/** The key a request was made with. */
export interface ApiCaller {
  userId: string;
  keyId: string;
  /** Requests left in the key's current rate window. */
  remaining: number;
}

/** A request over its key's limit: answered 429 with Retry-After. */
export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', keyed('apiRateLimited'));
  }
}

/** A key's secrets are 32 random bytes each, written in base64url. */
const newSecret = (prefix: string) => `${prefix}${randomBytes(32).toString('base64url')}`;

/** A fast hash is enough for a 256-bit random secret: there is nothing to guess (decision 130). */
export const hashApiKey = (secret: string) => createHash('sha256').update(secret).digest('hex');

export function toApiKeyView(row: ApiKeyRow): ApiKeyView {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

const looksLikeKey = (secret: string) =>
  secret.startsWith(API_KEY_PREFIX) && secret.length > API_KEY_PREFIX.length + 20;

export function createApiKeyService(deps: ApiKeyServiceDeps) {
  const { repo, quota, rateLimit } = deps;

  async function requirePaidPlan(userId: string) {
    if (!isPaidPlan(await quota.planOf(userId)))
      throw new AppError('FORBIDDEN', keyed('apiKeyPlanRequired'));
  }

  return {
    async create(userId: string, name: string): Promise<CreatedApiKey> {
      await requirePaidPlan(userId);
      if ((await repo.countActive(userId)) >= MAX_ACTIVE_API_KEYS)
        throw new AppError('CONFLICT', keyed('apiKeyTooMany'));
      const secret = newSecret(API_KEY_PREFIX);
      const webhookSecret = newSecret(WEBHOOK_SECRET_PREFIX);
      const row = await repo.insert({
        userId,
        name,
        prefix: secret.slice(0, API_KEY_SHOWN_CHARS),
        secretHash: hashApiKey(secret),
        webhookSecret,
      });
      return { ...toApiKeyView(row), secret, webhookSecret };
    },

    async list(userId: string): Promise<ApiKeyView[]> {
      return (await repo.listForUser(userId)).map(toApiKeyView);
    },

    async revoke(userId: string, keyId: string): Promise<void> {
      const revoked = z.uuid().safeParse(keyId).success && (await repo.revoke(userId, keyId));
      if (!revoked) throw notFound('apiKeyNotFound');
    },

    /** Checks the key of one request, in this order: known and not revoked, paid plan, rate. */
    async authenticate(secret: string): Promise<ApiCaller> {
      const used = looksLikeKey(secret)
        ? await repo.use(hashApiKey(secret), rateLimit.windowSeconds)
        : null;
      if (!used) throw new AppError('UNAUTHENTICATED', keyed('apiKeyInvalid'));
      await requirePaidPlan(used.userId);
      if (used.rateCount > rateLimit.max)
        throw new RateLimitedError(Math.max(1, Math.ceil(used.windowEndsIn)));
      return {
        userId: used.userId,
        keyId: used.id,
        remaining: rateLimit.max - used.rateCount,
      };
    },
  };
}

export type ApiKeyService = ReturnType<typeof createApiKeyService>;
