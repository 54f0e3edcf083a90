/**
 * The request bodies of the account settings API (account.ts), apart from account.ts so the
 * web's first load, which reads the profile, holds no zod (decision 196).
 */
import { z } from 'zod';
import { keyedIssue } from './keyed-issue.js';
import { LANGUAGES } from './language.js';

const nameField = z.string().trim().max(80, keyedIssue('nameTooLong', 'At most 80 characters.'));

export const updateProfileSchema = z.object({
  firstName: nameField.optional(),
  lastName: nameField.optional(),
  company: z
    .string()
    .trim()
    .max(120, keyedIssue('companyTooLong', 'At most 120 characters.'))
    .optional(),
  /** A new address: a verification link goes to it; the change applies once it is clicked. */
  email: z.email(keyedIssue('emailInvalid', 'Enter a valid email address.')).optional(),
  /** The language the app is shown in (decision 194). */
  language: z.enum(LANGUAGES).optional(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

export const notificationSettingsSchema = z.object({
  emailNotifications: z.boolean(),
  marketingUpdates: z.boolean(),
  usageAlerts: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const deleteAccountSchema = z.object({
  confirmEmail: z
    .string()
    .trim()
    .min(1, keyedIssue('confirmEmailMissing', 'Type your account email to confirm.')),
  /** Required when the account has a password; a Google-only account signs in again instead. */
  password: z.string().max(1024).optional(),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
