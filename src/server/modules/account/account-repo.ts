/** The account settings queries. Every one takes the user id of the session, never from input. */
import { eq } from 'drizzle-orm';
import type { NotificationSettings } from '../../../core/account.js';
import type { Language } from '../../../core/language.js';
import type { Database } from '../../db/client.js';
import { notificationSettings, userProfile } from '../../db/schema/account.js';
import { createAuthUsers, renameUserIn } from '../auth/auth-users.js';

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
  // The sign-in account (name, email, password, the user row itself) is the auth module's
  // (decision 272).
  const users = createAuthUsers(db);
  return {
    async findAccount(userId: string): Promise<AccountRecord | null> {
      const found = await users.find(userId);
      if (!found) return null;
      const [profile] = await db
        .select({
          firstName: userProfile.firstName,
          lastName: userProfile.lastName,
          company: userProfile.company,
          avatarUpdatedAt: userProfile.avatarUpdatedAt,
          language: userProfile.language,
        })
        .from(userProfile)
        .where(eq(userProfile.userId, userId));
      return {
        email: found.email,
        name: found.name,
        emailVerified: found.emailVerified,
        twoFactorEnabled: found.twoFactorEnabled ?? false,
        createdAt: found.createdAt,
        hasPassword: await users.hasPassword(userId),
        profile: profile ? { ...profile, language: profile.language ?? null } : null,
      };
    },

    /** Saves the profile fields and keeps the auth user's display name in step. */
    async saveProfile(userId: string, fields: ProfileFields, displayName: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(userProfile)
          .values({ userId, ...fields })
          .onConflictDoUpdate({ target: userProfile.userId, set: fields });
        await renameUserIn(tx, userId, displayName);
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

    /** Removes the user, and with them every row that references it (the auth module's). */
    deleteUser(userId: string): Promise<void> {
      return users.deleteUser(userId);
    },
  };
}

export type AccountRepo = ReturnType<typeof createAccountRepo>;
