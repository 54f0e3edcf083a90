/** HMAC-SHA256 signatures as payment providers send them: lowercase hex, compared in constant time. */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function hmacSha256Hex(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data, 'utf8').digest('hex');
}

/** True when `given` is the HMAC of `data`; any malformed signature is simply false. */
export function isValidHmac(
  secret: string,
  data: string,
  given: string | undefined | null,
): boolean {
  if (!given || !/^[0-9a-fA-F]{64}$/.test(given)) return false;
  const expected = Buffer.from(hmacSha256Hex(secret, data), 'hex');
  const actual = Buffer.from(given.toLowerCase(), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
