/**
 * Remembers, per pair of session cookies, the session better-auth answered from its signed cookie
 * cache, until that cookie's own expiry (decision 110). Verifying the cookie is a pure function
 * of its value and the clock, so answering a repeat of the same pair from here changes nothing but
 * the cost: two HMACs and better-auth's endpoint machinery per signed-in read.
 */
import { parse } from 'hono/utils/cookie';
import type { SessionRead } from './session-types.js';

const MAX_ENTRIES = 10_000;

interface Entry {
  read: SessionRead;
  until: number;
}

export interface SessionCookieNames {
  token: string;
  data: string;
}

/** The expiry written inside a compact cache cookie (base64url JSON `{ session, expiresAt, signature }`). */
function cacheExpiry(dataCookie: string): number | null {
  try {
    const payload = JSON.parse(Buffer.from(dataCookie, 'base64url').toString('utf8')) as {
      expiresAt?: unknown;
    };
    return typeof payload.expiresAt === 'number' ? payload.expiresAt : null;
  } catch {
    return null;
  }
}

export function createVerifiedSessionMemo(names: Promise<SessionCookieNames>) {
  const entries = new Map<string, Entry>();

  async function keyOf(headers: Headers): Promise<{ key: string; data: string } | null> {
    const header = headers.get('cookie');
    if (!header) return null;
    const { token, data } = await names;
    const cookies = parse(header);
    const tokenValue = cookies[token];
    const dataValue = cookies[data];
    if (!tokenValue || !dataValue) return null;
    return { key: `${tokenValue}\n${dataValue}`, data: dataValue };
  }

  return {
    async get(headers: Headers): Promise<SessionRead | null> {
      const found = await keyOf(headers);
      const entry = found && entries.get(found.key);
      if (!entry) return null;
      if (entry.until > Date.now()) return entry.read;
      entries.delete(found.key);
      return null;
    },
    /**
     * Keeps `read` if better-auth answered it from a cache cookie the request carried: a session,
     * and no cookie to set (a read from the database always sets a new cache cookie).
     */
    async keep(headers: Headers, read: SessionRead | null): Promise<void> {
      if (!read || (read.setCookies?.length ?? 0) > 0) return;
      const found = await keyOf(headers);
      const expiry = found && cacheExpiry(found.data);
      if (!found || expiry === null) return;
      const until = Math.min(expiry, new Date(read.session.expiresAt).getTime());
      if (until <= Date.now()) return;
      if (entries.size >= MAX_ENTRIES) {
        for (const [key, entry] of entries) {
          if (entry.until <= Date.now() || entries.size >= MAX_ENTRIES) entries.delete(key);
          if (entries.size < MAX_ENTRIES * 0.9) break;
        }
      }
      entries.set(found.key, { read, until });
    },
  };
}
