import { describe, expect, it } from 'vitest';
import { createUnsubscribeTokens } from './unsubscribe-token.js';

const tokens = createUnsubscribeTokens('a-secret-that-is-long-enough-0123456789');

describe('unsubscribe tokens', () => {
  it('carry the user and the switch they were signed for', () => {
    const token = tokens.sign({ userId: 'user-1', switch: 'usageAlerts' });
    expect(tokens.verify(token)).toEqual({ userId: 'user-1', switch: 'usageAlerts' });
  });

  it('refuse a changed user, switch or signature', () => {
    const token = tokens.sign({ userId: 'user-1', switch: 'usageAlerts' });
    const [, signature] = token.split('.');
    const forged = (claim: object) =>
      `${Buffer.from(JSON.stringify(claim)).toString('base64url')}.${signature}`;
    expect(tokens.verify(forged({ u: 'user-2', s: 'usageAlerts' }))).toBeNull();
    expect(tokens.verify(forged({ u: 'user-1', s: 'emailNotifications' }))).toBeNull();
    // The signature's first character carries six whole bits: changing it changes the bytes.
    const [payload] = token.split('.');
    const flipped = `${signature![0] === 'A' ? 'B' : 'A'}${signature!.slice(1)}`;
    expect(tokens.verify(`${payload}.${flipped}`)).toBeNull();
  });

  it('refuse a token signed with another secret, and anything malformed', () => {
    const other = createUnsubscribeTokens('another-secret-that-is-long-enough-9876');
    expect(tokens.verify(other.sign({ userId: 'user-1', switch: 'usageAlerts' }))).toBeNull();
    for (const bad of ['', '.', 'abc', 'a.b.c', 'not-base64!.x']) {
      expect(tokens.verify(bad)).toBeNull();
    }
  });

  it('refuse a validly signed claim for a switch that does not exist', () => {
    // Signed the way sign() does, but for a made-up switch name.
    const token = tokens.sign({ userId: 'user-1', switch: 'smsAlerts' as never });
    expect(tokens.verify(token)).toBeNull();
  });
});
