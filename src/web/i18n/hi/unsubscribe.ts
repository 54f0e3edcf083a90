import type { HindiOf } from '../define-texts';
import type { unsubscribeTexts } from '../texts/unsubscribe';

export default {
  pageTitle: 'ईमेल प्राथमिकताएँ',
  working: 'आपकी ईमेल प्राथमिकताएँ अपडेट हो रही हैं...',
  done: 'आपने {{label}} से सदस्यता हटा दी है।',
  doneDetail: 'हम आपको ये ईमेल अब नहीं भेजेंगे। आप सेटिंग्स में कभी भी {{label}} फिर से चालू कर सकते हैं।',
  invalid: 'यह अनसब्सक्राइब लिंक मान्य नहीं है।',
  invalidDetail:
    'हो सकता है यह अधूरा कॉपी हुआ हो। ईमेल से लिंक फिर से खोलें, या सेटिंग्स में अपनी ईमेल प्राथमिकताएँ बदलें।',
  missing: 'यह अनसब्सक्राइब लिंक अधूरा है।',
  openSettings: 'सेटिंग्स खोलें',
  home: 'Vastra Studio पर जाएँ',
  'switch-emailNotifications': 'ईमेल सूचनाएँ',
  'switch-marketingUpdates': 'मार्केटिंग अपडेट',
  'switch-usageAlerts': 'इस्तेमाल के अलर्ट',
} satisfies HindiOf<typeof unsubscribeTexts>;
