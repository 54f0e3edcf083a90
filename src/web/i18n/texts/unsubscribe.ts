import { SWITCH_LABELS, UNSUBSCRIBE_TEXTS } from '@core/notifications';
import { defineTexts } from '../define-texts';

/** The page an email's unsubscribe link opens (decision 150); the English is core's. */
export const unsubscribeTexts = defineTexts('unsubscribe', {
  pageTitle: UNSUBSCRIBE_TEXTS.pageTitle,
  working: UNSUBSCRIBE_TEXTS.working,
  done: UNSUBSCRIBE_TEXTS.done('{{label}}'),
  doneDetail: UNSUBSCRIBE_TEXTS.doneDetail('{{label}}'),
  invalid: UNSUBSCRIBE_TEXTS.invalid,
  invalidDetail: UNSUBSCRIBE_TEXTS.invalidDetail,
  missing: UNSUBSCRIBE_TEXTS.missing,
  openSettings: UNSUBSCRIBE_TEXTS.openSettings,
  home: UNSUBSCRIBE_TEXTS.home,
  'switch-emailNotifications': SWITCH_LABELS.emailNotifications,
  'switch-marketingUpdates': SWITCH_LABELS.marketingUpdates,
  'switch-usageAlerts': SWITCH_LABELS.usageAlerts,
});
