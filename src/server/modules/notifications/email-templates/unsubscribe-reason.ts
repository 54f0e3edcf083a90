import type { Language } from '../../../../core/language.js';
import { SWITCH_LABELS, type NotificationSwitch } from '../../../../core/notifications.js';

type EmailSwitch = Exclude<NotificationSwitch, 'marketingUpdates'>;

/** The switches' names as the Hindi Settings page shows them. */
const HINDI_SWITCH_LABELS: Record<EmailSwitch, string> = {
  emailNotifications: 'ईमेल सूचनाएँ',
  usageAlerts: 'इस्तेमाल की चेतावनियाँ',
};

/** Why a switched email came, in the footer above its unsubscribe link. */
export function unsubscribeReason(switchName: EmailSwitch, language: Language): string {
  return language === 'hi'
    ? `आपको यह ईमेल इसलिए मिला क्योंकि सेटिंग्स में ${HINDI_SWITCH_LABELS[switchName]} चालू है।`
    : `You get this email because ${SWITCH_LABELS[switchName]} is on in Settings.`;
}
