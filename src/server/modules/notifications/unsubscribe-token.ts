/**
 * The token of an email's unsubscribe link (decision 150): the user and the switch, signed with
 * an HMAC-SHA256 key derived from the app's secret, so the link turns that one switch off
 * without signing in. It does not expire: what it does is harmless and undone in Settings.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_SWITCHES, type NotificationSwitch } from '../../../core/notifications.js';

export interface UnsubscribeClaim {
  userId: string;
  switch: NotificationSwitch;
}

/** A key of its own, so an unsubscribe signature can never stand in for a session's. */
function signingKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('vastra-studio/unsubscribe/v1').digest();
}

export function createUnsubscribeTokens(secret: string) {
  const key = signingKey(secret);
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest();

  return {
    sign(claim: UnsubscribeClaim): string {
      const payload = Buffer.from(JSON.stringify({ u: claim.userId, s: claim.switch })).toString(
        'base64url',
      );
      return `${payload}.${sign(payload).toString('base64url')}`;
    },

    /** The claim of a token signed with this secret; null for anything else. */
    verify(token: string): UnsubscribeClaim | null {
      const [payload, signature, ...rest] = token.split('.');
      if (!payload || !signature || rest.length > 0) return null;
      const given = Buffer.from(signature, 'base64url');
      const expected = sign(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        const claim = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
          u?: unknown;
          s?: unknown;
        };
        const switchName = NOTIFICATION_SWITCHES.find((name) => name === claim.s);
        if (typeof claim.u !== 'string' || claim.u === '' || !switchName) return null;
        return { userId: claim.u, switch: switchName };
      } catch {
        return null;
      }
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
