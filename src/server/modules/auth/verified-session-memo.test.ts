import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionRead } from './session-types.js';
import { createVerifiedSessionMemo } from './verified-session-memo.js';

const names = Promise.resolve({ token: 'vastra.session_token', data: 'vastra.session_data' });
const dataCookie = (expiresAt: number) =>
  Buffer.from(JSON.stringify({ session: {}, expiresAt, signature: 'x' })).toString('base64url');
const headersWith = (token: string, data?: string) =>
  new Headers({
    cookie: `vastra.session_token=${token}${data ? `; vastra.session_data=${data}` : ''}`,
  });
const read = (sessionExpiresAt = Date.now() + 86_400_000): SessionRead => ({
  user: { id: 'u1', email: 'a@example.com', name: 'A', emailVerified: true, createdAt: new Date() },
  session: { id: 's1', userId: 'u1', expiresAt: new Date(sessionExpiresAt), createdAt: new Date() },
  setCookies: [],
});

afterEach(() => vi.useRealTimers());

describe('verified session memo', () => {
  it('answers a repeat of the same cookie pair until the cache cookie expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const memo = createVerifiedSessionMemo(names);
    const headers = headersWith('tok', dataCookie(Date.now() + 60_000));
    await memo.keep(headers, read());
    expect((await memo.get(headers))?.user.id).toBe('u1');
    expect(await memo.get(headersWith('other', dataCookie(Date.now() + 60_000)))).toBeNull();
    vi.setSystemTime(Date.now() + 60_001);
    expect(await memo.get(headers)).toBeNull();
  });

  it('keeps nothing read from the database, without a cache cookie, or past the session', async () => {
    const memo = createVerifiedSessionMemo(names);
    const fresh = headersWith('tok', dataCookie(Date.now() + 60_000));
    await memo.keep(fresh, { ...read(), setCookies: ['vastra.session_data=new'] });
    expect(await memo.get(fresh)).toBeNull();

    const tokenOnly = headersWith('tok');
    await memo.keep(tokenOnly, read());
    expect(await memo.get(tokenOnly)).toBeNull();

    const ending = headersWith('tok2', dataCookie(Date.now() + 60_000));
    await memo.keep(ending, read(Date.now() - 1));
    expect(await memo.get(ending)).toBeNull();
  });
});
