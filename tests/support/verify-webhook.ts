/**
 * A webhook receiver's check written from /docs/api alone: the steps the page lists, nothing
 * else. The API tests use it to prove a delivery is verifiable by a seller's own code.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type http from 'node:http';

export function verifyDelivery(
  secret: string,
  headers: http.IncomingHttpHeaders,
  rawBody: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  const timestamp = String(headers['vastra-webhook-timestamp']);
  const signature = String(headers['vastra-webhook-signature']);
  if (Math.abs(nowSeconds - Number(timestamp)) > 300) return false;
  const expected = `v1=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
  const a = Buffer.from(signature);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
