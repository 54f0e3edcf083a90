import type { Language } from '../../../../core/language.js';
import { BRAND_NAME } from '../../../../core/paths.js';
import { actionEmail, type EmailContent, type EmailWords } from '../../../lib/email-layout.js';

const WORDS: Record<Language, EmailWords> = {
  en: {
    subject: `Confirm your new email for ${BRAND_NAME}`,
    heading: 'Confirm your new email address',
    intro: `You asked to use this address for your ${BRAND_NAME} account. Confirm it to make the change.`,
    action: 'Confirm new email',
    outro:
      'The link works for 1 hour. Until you confirm, your account keeps its current email. If you did not ask for this, ignore this email.',
  },
  hi: {
    subject: `${BRAND_NAME} के लिए अपना नया ईमेल पक्का करें`,
    heading: 'अपना नया ईमेल पता पक्का करें',
    intro: `आपने अपने ${BRAND_NAME} खाते के लिए यह पता इस्तेमाल करने को कहा है। बदलाव करने के लिए इसे पक्का करें।`,
    action: 'नया ईमेल पक्का करें',
    outro:
      'यह लिंक 1 घंटे तक काम करता है। जब तक आप पक्का नहीं करते, आपके खाते में मौजूदा ईमेल ही रहेगा। अगर आपने यह नहीं माँगा, तो इस ईमेल को अनदेखा करें।',
  },
};

export function changeEmailMessage(url: string, language: Language = 'en'): EmailContent {
  return actionEmail({ ...WORDS[language], url, language });
}
