import type { Language } from '../../../../core/language.js';
import { BRAND_NAME } from '../../../../core/paths.js';
import { actionEmail, type EmailContent, type EmailWords } from '../../../lib/email-layout.js';

const WORDS: Record<Language, EmailWords> = {
  en: {
    subject: `Reset your ${BRAND_NAME} password`,
    heading: 'Choose a new password',
    intro: `Someone asked to reset the password of your ${BRAND_NAME} account. Use the button to choose a new one.`,
    action: 'Reset password',
    outro:
      'The link works for 1 hour and only once. If you did not ask for this, ignore this email: your password stays as it is.',
  },
  hi: {
    subject: `अपना ${BRAND_NAME} पासवर्ड रीसेट करें`,
    heading: 'नया पासवर्ड चुनें',
    intro: `किसी ने आपके ${BRAND_NAME} खाते का पासवर्ड रीसेट करने को कहा है। नया पासवर्ड चुनने के लिए बटन का इस्तेमाल करें।`,
    action: 'पासवर्ड रीसेट करें',
    outro:
      'यह लिंक 1 घंटे तक और सिर्फ़ एक बार काम करता है। अगर आपने यह नहीं माँगा, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा।',
  },
};

export function resetPasswordMessage(url: string, language: Language = 'en'): EmailContent {
  return actionEmail({ ...WORDS[language], url, language });
}
