/**
 * What other modules read and change of a user's sign-in account, asked of the auth module
 * rather than of better-auth's tables (decision 272): the account's name, email and state,
 * when it signed up, whether it has a password, its display name kept in step with the
 * profile, and its deletion (every row that references the user goes with it, by cascade).
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { account, user, verification } from '../../db/schema/auth.js';

export interface AuthUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean | null;
  createdAt: Date;
}

export function createAuthUsers(db: Database) {
  return {
    /** The user's account; null when there is no such user. */
    async find(userId: string): Promise<AuthUser | null> {
      const [row] = await db
        .select({
          id: user.id,
          email: user.email,
          name: user.name,
          emailVerified: user.emailVerified,
          twoFactorEnabled: user.twoFactorEnabled,
          createdAt: user.createdAt,
        })
        .from(user)
        .where(eq(user.id, userId));
      return row ?? null;
    },

    /** When the user signed up; null when there is no such user. */
    async signedUpAt(userId: string): Promise<Date | null> {
      const [row] = await db
        .select({ createdAt: user.createdAt })
        .from(user)
        .where(eq(user.id, userId))
        .limit(1);
      return row?.createdAt ?? null;
    },

    /** Whether the user can sign in with a password (a credential account with one). */
    async hasPassword(userId: string): Promise<boolean> {
      const [credential] = await db
        .select({ id: account.id })
        .from(account)
        .where(
          and(
            eq(account.userId, userId),
            eq(account.providerId, 'credential'),
            isNotNull(account.password),
          ),
        )
        .limit(1);
      return Boolean(credential);
    },

    /**
     * Removes the user: their row and, by cascade, every row that references it (sessions,
     * accounts, two-factor, profile, settings, and later modules' tables). Pending tokens in
     * the verification table (password reset, 2FA sign-in) carry the user id as their value.
     */
    async deleteUser(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(verification).where(eq(verification.value, userId));
        await tx.delete(user).where(eq(user.id, userId));
      });
    },
  };
}

export type AuthUsers = ReturnType<typeof createAuthUsers>;

/** Sets the user's display name on `tx`, the caller's transaction (a profile saved with it). */
export async function renameUserIn(tx: Database, userId: string, name: string): Promise<void> {
  await tx.update(user).set({ name }).where(eq(user.id, userId));
}
