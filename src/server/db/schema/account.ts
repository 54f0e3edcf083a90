/**
 * The account settings a user edits (docs/decisions/030): profile fields the auth library does
 * not know, and notification switches. One row per user, made on first save.
 */
import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { LANGUAGES } from '../../../core/language.js';
import { user } from './auth.js';
import { ownRows } from './tenant-policies.js';

export const userProfile = pgTable(
  'user_profile',
  {
    userId: text()
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    company: text().notNull().default(''),
    /**
     * The language the seller reads the app in (decision 194); null until they
     * choose one, when the browser's choice is kept and English is the default.
     */
    language: text({ enum: LANGUAGES }),
    /** When the stored avatar was last replaced; null when there is none. */
    avatarUpdatedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [ownRows(table.userId)],
);

export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: text()
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    emailNotifications: boolean().notNull().default(true),
    marketingUpdates: boolean().notNull().default(false),
    usageAlerts: boolean().notNull().default(true),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [ownRows(table.userId)],
);
