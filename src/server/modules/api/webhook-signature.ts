/**
 * Webhook signatures (decision 132): HMAC-SHA256 with the key's webhook secret over
 * `{timestamp}.{raw body}`, sent as `v1={hex}` beside the timestamp, so a receiver can check
 * that the body is ours and unchanged and refuse an old delivery replayed later.
 */
import { createHmac } from 'node:crypto';
import { WEBHOOK_HEADERS } from '../../../core/api-keys.js';

export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** The headers of one delivery attempt. */
export function webhookHeaders(
  secret: string,
  deliveryId: string,
  timestamp: number,
  body: string,
): Record<string, string> {
  return {
    'content-type': 'application/json',
    [WEBHOOK_HEADERS.id]: deliveryId,
    [WEBHOOK_HEADERS.timestamp]: String(timestamp),
    [WEBHOOK_HEADERS.signature]: webhookSignature(secret, timestamp, body),
  };
}
