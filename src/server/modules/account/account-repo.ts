/** The account settings queries. Every one takes the user id of the session, never from input. */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { NotificationSettings } from '../../../core/account.js';
import type { Language } from '../../../core/language.js';
import type { Database } from '../../db/client.js';
import { account, user, verification } from '../../db/schema/auth.js';
import { notificationSettings, userProfile } from '../../db/schema/account.js';

export interface AccountRecord {
  email: string;
  name: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  createdAt: Date;
  hasPassword: boolean;
  profile: {
    firstName: string;
    lastName: string;
    company: string;
    avatarUpdatedAt: Date | null;
    language: Language | null;
  } | null;
}

export interface ProfileFields {
  firstName: string;
  lastName: string;
  company: string;
  language: Language | null;
}

export function createAccountRepo(db: Database) {
  return {
    async findAccount(userId: string): Promise<AccountRecord | null> {
      const [row] = await db
        .select({
          email: user.email,
          name: user.name,
          emailVerified: user.emailVerified,
          twoFactorEnabled: user.twoFactorEnabled,
          createdAt: user.createdAt,
          firstName: userProfile.firstName,
          lastName: userProfile.lastName,
          company: userProfile.company,
          avatarUpdatedAt: userProfile.avatarUpdatedAt,
          language: userProfile.language,
          profileUserId: userProfile.userId,
        })
        .from(user)
        .leftJoin(userProfile, eq(userProfile.userId, user.id))
        .where(eq(user.id, userId));
      if (!row) return null;
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
      return {
        email: row.email,
        name: row.name,
        emailVerified: row.emailVerified,
        twoFactorEnabled: row.twoFactorEnabled ?? false,
        createdAt: row.createdAt,
        hasPassword: Boolean(credential),
        profile: row.profileUserId
          ? {
              firstName: row.firstName ?? '',
              lastName: row.lastName ?? '',
              company: row.company ?? '',
              avatarUpdatedAt: row.avatarUpdatedAt,
              language: row.language ?? null,
            }
          : null,
      };
    },

    /** Saves the profile fields and keeps the auth user's display name in step. */
    async saveProfile(userId: string, fields: ProfileFields, displayName: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(userProfile)
          .values({ userId, ...fields })
          .onConflictDoUpdate({ target: userProfile.userId, set: fields });
        await tx.update(user).set({ name: displayName }).where(eq(user.id, userId));
      });
    },

    async setAvatarUpdatedAt(userId: string, at: Date | null): Promise<void> {
      await db
        .insert(userProfile)
        .values({ userId, avatarUpdatedAt: at })
        .onConflictDoUpdate({ target: userProfile.userId, set: { avatarUpdatedAt: at } });
    },

    async findNotifications(userId: string): Promise<NotificationSettings | null> {
      const [row] = await db
        .select({
          emailNotifications: notificationSettings.emailNotifications,
          marketingUpdates: notificationSettings.marketingUpdates,
          usageAlerts: notificationSettings.usageAlerts,
        })
        .from(notificationSettings)
        .where(eq(notificationSettings.userId, userId));
      return row ?? null;
    },

    async saveNotifications(userId: string, settings: NotificationSettings): Promise<void> {
      await db
        .insert(notificationSettings)
        .values({ userId, ...settings })
        .onConflictDoUpdate({ target: notificationSettings.userId, set: settings });
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

export type AccountRepo = ReturnType<typeof createAccountRepo>;
