import type { HindiOf } from '../define-texts';
import type { apiKeysTexts } from '../texts/api-keys';

export default {
  title: 'API कुंजियाँ',
  intro:
    '<link>Vastra Studio API</link> से अपने सिस्टम से ही कैटलॉग बनाएँ। हर कुंजी आपके प्लान की मासिक तस्वीरें इस्तेमाल करती है।',
  planRequired: 'API कुंजियाँ Pro और Premium प्लान का हिस्सा हैं। एक बनाने के लिए अपग्रेड करें।',
  seePlans: 'प्लान देखें',
  keyName: 'कुंजी का नाम',
  keyNamePlaceholder: 'जैसे, Shopify सिंक',
  createKey: 'कुंजी बनाएँ',
  keyNotCreated: 'कुंजी नहीं बनी',
  giveName: 'कुंजी को एक नाम दें।',
  yourKeys: 'आपकी API कुंजियाँ',
  noKeys: 'अभी कोई API कुंजी नहीं है।',
  revoked: 'रद्द की गई',
  created: '{{when}} को बनी',
  lastUsed: 'आख़िरी बार {{when}} को इस्तेमाल हुई',
  neverUsed: 'कभी इस्तेमाल नहीं हुई',
  revoke: 'रद्द करें',
  revokeName: '{{name}} रद्द करें',
  revokeTitle: '“{{name}}” रद्द करें?',
  revokeDescription:
    'इस कुंजी वाले अनुरोध तुरंत मना कर दिए जाएँगे। इससे शुरू हुए रन चलते रहेंगे, और उनके webhook भेजे जाते रहेंगे। इसे वापस नहीं किया जा सकता।',
  cancel: 'रद्द करें',
  revokeKey: 'कुंजी रद्द करें',
  keyRevoked: 'API कुंजी रद्द हो गई',
  keyNotRevoked: 'कुंजी रद्द नहीं हुई',
  newKeyTitle: 'अपनी नई API कुंजी कॉपी करें',
  newKeyDescription:
    '“{{name}}” सिर्फ़ इसी बार दिखाई जा रही है। इसे अभी अपने सिस्टम के सीक्रेट में रख लें; अगर खो जाए, तो इसे रद्द करके दूसरी बनाएँ।',
  apiKey: 'API कुंजी',
  copyApiKey: 'API कुंजी कॉपी करें',
  webhookSecret: 'webhook साइनिंग सीक्रेट',
  copyWebhookSecret: 'webhook साइनिंग सीक्रेट कॉपी करें',
  copiedIt: 'मैंने कॉपी कर ली है',
  deliveriesTitle: 'Webhook डिलीवरी',
  deliveriesIntro:
    'आपके API रन और बैच के <code>webhookUrl</code> पर भेजे गए हाल के इवेंट। जो डिलीवरी नहीं हो पाती, उसे 24 घंटे तक फिर से भेजा जाता है। <link>इन्हें कैसे जाँचें</link>',
  noDeliveries:
    'अभी कोई डिलीवरी नहीं। API से <code>webhookUrl</code> के साथ बनाए गए रन और बैच यहाँ दिखेंगे।',
  delivered: 'पहुँच गया',
  retrying: 'फिर से भेज रहे हैं',
  failed: 'नहीं पहुँचा',
  attempts_one: '{{count}} कोशिश',
  attempts_other: '{{count}} कोशिशें',
  answered: '{{tries}}, जवाब {{status}}',
  waiting: 'पहली कोशिश का इंतज़ार है',
  lastError: '{{tries}}, आख़िरी: {{error}}',
  noAnswer: 'कोई जवाब नहीं',
  subjectBatch: 'बैच {{id}}',
  subjectRun: 'रन {{id}}',
} satisfies HindiOf<typeof apiKeysTexts>;
