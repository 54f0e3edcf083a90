/**
 * A TOTP code is accepted once (decision 044). better-auth checks a code against the time
 * window alone, so a code seen over a shoulder or phished could be replayed for about a
 * minute. Before /two-factor/verify-totp runs, the code is claimed for its user in one
 * statement (the first of two racing requests wins); if the code turns out wrong, the claim
 * is given back after the endpoint answers, so a typo does not burn the right code.
 */
import { and, eq, lt } from 'drizzle-orm';
import type { createAuthMiddleware } from 'better-auth/api';
import { APIError, getSessionFromCtx } from 'better-auth/api';
import type { Database } from '../../db/client.js';
import { twoFactorCodeUse } from '../../db/schema/two-factor-codes.js';

export const TOTP_VERIFY_PATH = '/two-factor/verify-totp';
export const TOTP_CODE_ALREADY_USED = 'TOTP_CODE_ALREADY_USED';
/** Longer than any code stays valid (30 s steps, one step either side). */
export const TOTP_CODE_MEMORY_MS = 5 * 60_000;

type AuthHookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** Who is entering the code: the signed-in user (turning 2FA on), or the one signing in. */
async function verifyingUserId(ctx: AuthHookContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie('two_factor');
  const pending = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!pending) return null;
  const found = await ctx.context.internalAdapter.findVerificationValue(pending);
  return found?.value ?? null;
}

function codeOf(ctx: AuthHookContext): string | null {
  const code = (ctx.body as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code.trim() : null;
}

export function createTotpCodeGuard(db: Database, now: () => Date = () => new Date()) {
  /** True when this request may use the code: nobody used it in the last few minutes. */
  async function claim(userId: string, code: string, at: Date): Promise<boolean> {
    const stale = new Date(at.getTime() - TOTP_CODE_MEMORY_MS);
    await db
      .delete(twoFactorCodeUse)
      .where(and(eq(twoFactorCodeUse.userId, userId), lt(twoFactorCodeUse.usedAt, stale)));
    const rows = await db
      .insert(twoFactorCodeUse)
      .values({ userId, code, usedAt: at })
      .onConflictDoNothing()
      .returning({ code: twoFactorCodeUse.code });
    return rows.length > 0;
  }

  return {
    /** Before the endpoint: refuses a code already accepted for this user. */
    async before(ctx: AuthHookContext): Promise<void> {
      if (ctx.path !== TOTP_VERIFY_PATH) return;
      const code = codeOf(ctx);
      const userId = code ? await verifyingUserId(ctx) : null;
      if (!code || !userId) return; // better-auth answers these itself
      if (!(await claim(userId, code, now())))
        throw new APIError('UNAUTHORIZED', {
          code: TOTP_CODE_ALREADY_USED,
          message: 'This code was already used.',
        });
    },

    /** After it: a refused code is given back (the user's next try may be the right one). */
    async after(ctx: AuthHookContext): Promise<void> {
      const refused = ctx.context.returned;
      if (ctx.path !== TOTP_VERIFY_PATH || !(refused instanceof APIError)) return;
      // Refused as already used: the claim is the other request's, not this one's.
      if ((refused.body as { code?: string } | undefined)?.code === TOTP_CODE_ALREADY_USED) return;
      const code = codeOf(ctx);
      const userId = code ? await verifyingUserId(ctx) : null;
      if (!code || !userId) return;
      await db
        .delete(twoFactorCodeUse)
        .where(and(eq(twoFactorCodeUse.userId, userId), eq(twoFactorCodeUse.code, code)));
    },
  };
}
