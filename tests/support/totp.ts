import { createHmac } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function decodeBase32(input: string): Buffer {
  const clean = input.replace(/=+$/, '').replace(/\s/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 6238 TOTP (SHA-1, 30 s, 6 digits) from the base32 secret of an otpauth:// URI. */
export function totpCode(base32Secret: string, at = Date.now(), period = 30, digits = 6): string {
  const key = decodeBase32(base32Secret);
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / period)));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = (hmac[hmac.length - 1] ?? 0) & 0x0f;
  const binary = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

export function secretFromTotpUri(uri: string): string {
  const secret = new URL(uri).searchParams.get('secret');
  if (!secret) throw new Error(`no secret in ${uri}`);
  return secret;
}

/**
 * The previous 30-s window's code, for a step that keeps this window's code for a later step (a
 * code is accepted once). The server takes it only while it is still in this window; near the
 * window's end this waits for the next one, so a request slowed by a loaded machine does not
 * arrive two windows late (it failed so in CI, with 'That code is not correct').
 */
export async function previousTotpCode(base32Secret: string, roomMs = 10_000): Promise<string> {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < roomMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
  return totpCode(base32Secret, Date.now() - 30_000);
}
