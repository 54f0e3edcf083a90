/**
 * The emails the Settings switches govern (decisions 038 and 150): which switch each email
 * follows, the unsubscribe request and answer, and the texts of the unsubscribe page.
 */
import { z } from 'zod';
import { keyedIssue } from './keyed-issue.js';
import type { NotificationSettings } from './account.js';
import { USAGE_WARNING_FROM } from './usage.js';

/** A switch an unsubscribe link can turn off: one of the Settings notification switches. */
export type NotificationSwitch = keyof NotificationSettings;
export const NOTIFICATION_SWITCHES = [
  'emailNotifications',
  'marketingUpdates',
  'usageAlerts',
] as const satisfies readonly NotificationSwitch[];

/** Each switch's name as Settings shows it. */
export const SWITCH_LABELS: Record<NotificationSwitch, string> = {
  emailNotifications: 'Email Notifications',
  marketingUpdates: 'Marketing Updates',
  usageAlerts: 'Usage Alerts',
};

export type NotificationKind =
  'run-finished' | 'batch-finished' | 'usage-alert' | 'payment-receipt';

/** The switch an email follows; null for account mail, which is always sent (decision 038). */
export const SWITCH_OF_KIND: Record<NotificationKind, NotificationSwitch | null> = {
  'run-finished': 'emailNotifications',
  'batch-finished': 'emailNotifications',
  'usage-alert': 'usageAlerts',
  'payment-receipt': null,
};

/** A single catalogue is 'long' (worth an email when the page was closed) from this long. */
export const LONG_RUN_SECONDS = 60;

/** The usage alert goes out once a billing month, when this share of the images is used. */
export const USAGE_ALERT_RATIO = USAGE_WARNING_FROM;

export const unsubscribeRequestSchema = z.object({
  token: z
    .string()
    .trim()
    .min(1, keyedIssue('unsubscribeMissing', 'This unsubscribe link is incomplete.'))
    .max(512),
});
export type UnsubscribeRequest = z.infer<typeof unsubscribeRequestSchema>;

export interface UnsubscribeAnswer {
  switch: NotificationSwitch;
  /** The switch's name as Settings shows it. */
  label: string;
}

export const UNSUBSCRIBE_TEXTS = {
  pageTitle: 'Email preferences',
  working: 'Updating your email preferences...',
  done: (label: string) => `You're unsubscribed from ${label}.`,
  doneDetail: (label: string) =>
    `We won't send you these emails any more. You can turn ${label} back on in Settings at any time.`,
  invalid: 'This unsubscribe link is not valid.',
  invalidDetail:
    'It may have been copied incompletely. Open the link from the email again, or change your email preferences in Settings.',
  missing: 'This unsubscribe link is incomplete.',
  openSettings: 'Open Settings',
  home: 'Go to Vastra Studio',
} as const;
