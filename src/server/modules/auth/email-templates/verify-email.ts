import type { Language } from '../../../../core/language.js';
import { BRAND_NAME } from '../../../../core/paths.js';
import { actionEmail, type EmailContent, type EmailWords } from '../../../lib/email-layout.js';

const WORDS: Record<Language, EmailWords> = {
  en: {
    subject: `Verify your email for ${BRAND_NAME}`,
    heading: 'Confirm your email address',
    intro: `Welcome to ${BRAND_NAME}. Confirm this address to finish creating your account and start making catalogues.`,
    action: 'Verify email',
    outro: 'The link works for 1 hour. If you did not sign up, you can ignore this email.',
  },
  hi: {
    subject: `${BRAND_NAME} के लिए अपना ईमेल सत्यापित करें`,
    heading: 'अपना ईमेल पता पक्का करें',
    intro: `${BRAND_NAME} में आपका स्वागत है। अपना खाता बनाना पूरा करने और कैटलॉग बनाना शुरू करने के लिए यह पता पक्का करें।`,
    action: 'ईमेल सत्यापित करें',
    outro: 'यह लिंक 1 घंटे तक काम करता है। अगर आपने साइन अप नहीं किया है, तो इस ईमेल को अनदेखा करें।',
  },
};

export function verifyEmailMessage(url: string, language: Language = 'en'): EmailContent {
  return actionEmail({ ...WORDS[language], url, language });
}
