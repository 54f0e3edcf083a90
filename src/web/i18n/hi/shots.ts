import type { HindiOf } from '../define-texts';
import type { shotsTexts } from '../texts/shots';

export default {
  regenerateName: '{{pose}} फिर से बनाएँ',
  regenerate: 'फिर से बनाएँ',
  cost: '1 तस्वीर लगेगी',
  noneLeft: 'इस महीने कोई तस्वीर नहीं बची।',
  upgradeYourPlan: 'अपना प्लान अपग्रेड करें',
  confirmTitle: '{{pose}} फिर से बनाएँ?',
  confirmUnlimited:
    'यह तस्वीर दोबारा बनेगी और आपके प्लान की 1 तस्वीर लगेगी। अगर नहीं बन पाई, तो तस्वीर वापस मिल जाएगी और आपकी मौजूदा तस्वीर बनी रहेगी।',
  confirmLeft:
    'यह तस्वीर दोबारा बनेगी और आपके प्लान की 1 तस्वीर लगेगी (इस महीने {{count}} बाकी)। अगर नहीं बन पाई, तो तस्वीर वापस मिल जाएगी और आपकी मौजूदा तस्वीर बनी रहेगी।',
  cancel: 'रद्द करें',
  regenerateUsesOne: 'फिर से बनाएँ (1 तस्वीर लगेगी)',
  downloadFor: 'इसके लिए डाउनलोड करें…',
  downloadZipFor: 'इसके लिए zip डाउनलोड करें',
  original: 'असली तस्वीरें',
  downloadStarted: 'डाउनलोड शुरू हुआ',
  originalDownloading: 'आपकी असली तस्वीरें zip में डाउनलोड हो रही हैं।',
  marketplacePreparing: '{{marketplace}} के लिए आपकी तस्वीरें तैयार हो रही हैं और zip में डाउनलोड होंगी।',
  regenerationStarted: 'फिर से बन रही है',
  regenerationStartedDescription:
    '{{pose}} दोबारा बन रही है। नई तस्वीर तैयार होने तक मौजूदा तस्वीर बनी रहेगी।',
  regenerationDone: 'तस्वीर फिर से बन गई',
  regenerationDoneDescription: '{{pose}} की जगह नई तस्वीर आ गई।',
  regenerationFailed: 'तस्वीर फिर से नहीं बन पाई',
  regenerationFailedDescription: '{{reason}} आपकी मौजूदा तस्वीर बनी रही और यह तस्वीर गिनी नहीं गई।',
} satisfies HindiOf<typeof shotsTexts>;
