/**
 * What other modules read of an account's settings, asked of the account module rather than of
 * its tables (decision 272): the profile (an invoice's buyer, an email's greeting and language),
 * the notification switches (and the one an unsubscribe link turns off), and the billing details
 * an invoice copies when it is numbered, on the caller's transaction when it has one.
 */
import { eq } from 'drizzle-orm';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '../../../core/account.js';
import type { BillingDetails } from '../../../core/billing-details.js';
import type { Language } from '../../../core/language.js';
import type { NotificationSwitch } from '../../../core/notifications.js';
import type { Database } from '../../db/client.js';
import { notificationSettings, userProfile } from '../../db/schema/account.js';
import { createAccountRepo } from './account-repo.js';
import { createBillingDetailsRepo } from './billing-details-repo.js';

export interface ProfileRead {
  firstName: string;
  lastName: string;
  company: string;
  language: Language | null;
}

export function createAccountReads(db: Database) {
  const billingDetails = createBillingDetailsRepo(db);
  const account = createAccountRepo(db);
  return {
    /** The user's profile; null before they saved one. */
    async profileOf(userId: string): Promise<ProfileRead | null> {
      const [row] = await db
        .select({
          firstName: userProfile.firstName,
          lastName: userProfile.lastName,
          company: userProfile.company,
          language: userProfile.language,
        })
        .from(userProfile)
        .where(eq(userProfile.userId, userId));
      return row ? { ...row, language: row.language ?? null } : null;
    },

    /** The user's notification switches; null before they changed one (the defaults hold). */
    notificationSettingsOf(userId: string): Promise<NotificationSettings | null> {
      return account.findNotifications(userId);
    },

    /** Turns one switch off (the row is made with the defaults if missing). */
    async turnOff(userId: string, name: NotificationSwitch): Promise<void> {
      await db
        .insert(notificationSettings)
        .values({ userId, ...DEFAULT_NOTIFICATION_SETTINGS, [name]: false })
        .onConflictDoUpdate({ target: notificationSettings.userId, set: { [name]: false } });
    },

    /** The buyer's billing details as they are now (decision 184); null when none were saved. */
    billingDetailsOf(userId: string): Promise<BillingDetails | null> {
      return billingDetails.find(userId);
    },
  };
}

export type AccountReads = ReturnType<typeof createAccountReads>;
