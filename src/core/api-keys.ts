/**
 * API keys and webhook deliveries as Settings shows them (decision 130), shared by server and
 * web. Endpoints (session required; another user's ids answer 404 like missing ones):
 *   GET    /api/api-keys                     -> ApiKeyView[]
 *   POST   /api/api-keys  { name }           -> 201 CreatedApiKey (the secrets, shown once)
 *   DELETE /api/api-keys/:id                 -> 204 (revoked: its requests answer 401)
 *   GET    /api/api-keys/deliveries          -> WebhookDeliveryView[] (the latest 50)
 */
import { z } from 'zod';
import { keyedIssue } from './keyed-issue.js';

/** Every key starts with it, so a leaked key is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = 'vs_live_';
/** How many characters of a key Settings shows, the prefix included. */
export const API_KEY_SHOWN_CHARS = API_KEY_PREFIX.length + 6;
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** Requests each key may make per minute unless the server sets API_RATE_LIMIT_PER_MINUTE. */
export const DEFAULT_API_RATE_LIMIT_PER_MINUTE = 120;
/** Keys an account may hold at once (revoked ones do not count). */
export const MAX_ACTIVE_API_KEYS = 10;

export const createApiKeySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, keyedIssue('apiKeyNameMissing', 'Give the key a name.'))
    .max(60, keyedIssue('apiKeyNameTooLong', 'Use at most 60 characters.')),
});
export type CreateApiKeyInput = z.infer<typeof createApiKeySchema>;

export interface ApiKeyView {
  id: string;
  name: string;
  /** The first characters of the key, e.g. 'vs_live_3fa9c1…'. */
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export interface CreatedApiKey extends ApiKeyView {
  /** The whole key: shown once, never stored. */
  secret: string;
  /** Verifies this key's webhooks (HMAC-SHA256). */
  webhookSecret: string;
}

export const WEBHOOK_EVENTS = [
  'run.completed',
  'run.failed',
  'batch.completed',
  'image.reported',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export interface WebhookDeliveryView {
  id: string;
  event: WebhookEvent;
  /** What the event is about: a run, or a batch (batch.completed); image.reported: the image's run. */
  runId: string | null;
  batchId: string | null;
  url: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  createdAt: string;
  lastAttemptAt: string | null;
  deliveredAt: string | null;
}

/** The headers of every webhook request; docs/api explains how a receiver checks them. */
export const WEBHOOK_HEADERS = {
  id: 'Vastra-Webhook-Id',
  timestamp: 'Vastra-Webhook-Timestamp',
  signature: 'Vastra-Webhook-Signature',
} as const;
/** A receiver refuses a delivery whose timestamp is further than this from its clock. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export const API_KEY_TEXTS = {
  planRequired: 'API keys are part of the Pro and Premium plans. Upgrade to create one.',
  missingKey: 'Send your API key as "Authorization: Bearer <key>".',
  invalidKey: 'This API key is not valid or has been revoked.',
  tooMany: `You can have at most ${MAX_ACTIVE_API_KEYS} active API keys. Revoke one first.`,
  notFound: 'API key not found',
  rateLimited: 'Too many requests with this API key. Please wait and try again.',
} as const;
