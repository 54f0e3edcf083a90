import type { Language } from '../../../../core/language.js';
import { BRAND_NAME } from '../../../../core/paths.js';
import { actionEmail, type EmailContent, type EmailWords } from '../../../lib/email-layout.js';

const WORDS: Record<Language, (newEmail: string) => EmailWords> = {
  en: (newEmail) => ({
    subject: `Your ${BRAND_NAME} email is being changed`,
    heading: 'A new email address was requested for your account',
    intro: `Someone signed in to your ${BRAND_NAME} account asked to change its email to ${newEmail}. The change happens only when that address confirms it.`,
    action: 'Reset your password',
    outro:
      'If this was you, there is nothing to do. If it was not, reset your password now: it signs out every device, and the change cannot be confirmed without a session.',
  }),
  hi: (newEmail) => ({
    subject: `आपके ${BRAND_NAME} खाते का ईमेल बदला जा रहा है`,
    heading: 'आपके खाते के लिए नया ईमेल पता माँगा गया है',
    intro: `आपके ${BRAND_NAME} खाते में साइन इन किसी व्यक्ति ने इसका ईमेल ${newEmail} करने को कहा है। बदलाव तभी होगा जब वह पता इसे पक्का करेगा।`,
    action: 'अपना पासवर्ड रीसेट करें',
    outro:
      'अगर यह आप थे, तो कुछ करने की ज़रूरत नहीं है। अगर नहीं, तो अभी अपना पासवर्ड रीसेट करें: इससे हर डिवाइस से साइन आउट हो जाता है, और बिना सेशन के बदलाव पक्का नहीं हो सकता।',
  }),
};

/** To the current address when someone asks to move the account to another one. */
export function emailChangeRequestedMessage(
  newEmail: string,
  resetUrl: string,
  language: Language = 'en',
): EmailContent {
  return actionEmail({ ...WORDS[language](newEmail), url: resetUrl, language });
}
