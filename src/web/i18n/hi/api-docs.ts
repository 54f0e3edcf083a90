import type { HindiOf } from '../define-texts';
import type { apiDocsTexts } from '../texts/api-docs';

export default {
  pageTitle: 'API',
  eyebrow: 'डेवलपर के लिए',
  title: 'Vastra Studio API',
  lead: 'अपनी दुकान, PIM या मार्केटप्लेस टूल से कैटलॉग बनाएँ: प्रोडक्ट की फ़ोटो या उनके URL भेजें, हर रन पर नज़र रखें या साइन किया हुआ webhook पाएँ, और तैयार तस्वीरें डाउनलोड करें। API कुंजियाँ Pro और Premium प्लान के साथ मिलती हैं और खाते की मासिक तस्वीरें इस्तेमाल करती हैं।',
  createKey: 'API कुंजी बनाएँ',
  openApiDocument: 'OpenAPI दस्तावेज़',
  seePlans: 'प्लान देखें',
  referenceFailed: 'रेफ़रेंस लोड नहीं हो सका। दस्तावेज़ <link>/api/v1/openapi.json</link> पर उपलब्ध है।',
  loadingReference: 'रेफ़रेंस लोड हो रहा है',
  quickStart: 'जल्दी शुरू करें',
  quickStartStep1:
    'Pro या Premium प्लान पर <link>सेटिंग्स → API कुंजियाँ</link> खोलें और एक कुंजी बनाएँ। यह <code>{{prefix}}</code> से शुरू होती है और सिर्फ़ एक बार दिखाई जाती है।',
  quickStartStep2: 'इसे हर अनुरोध के साथ <code>Authorization: Bearer <key></code> के रूप में भेजें।',
  quickStartStep3: 'एक रन शुरू करें, उस पर नज़र रखें, उसे कैटलॉग के रूप में सेव करें और डाउनलोड करें:',
  quickStartExample: 'जल्दी शुरू करें',
  batches: 'बैच',
  batchesText:
    'एक बैच कई प्रोडक्ट एक साथ बनाता है: हर प्रोडक्ट का अपना रन बनता है और, पूरा होने पर, उसके SKU के नाम से उसका अपना कैटलॉग। एक बैच में {{products}} प्रोडक्ट और {{photos}} फ़ोटो तक।',
  batchExample: 'curl से एक बैच',
  rules: 'कुंजियाँ, गड़बड़ियाँ, सीमाएँ और दोबारा कोशिश',
  keys: 'कुंजियाँ',
  keysText:
    'अनजान या रद्द की गई कुंजी पर जवाब 401 आता है; Free प्लान पर लौट चुके खाते की कुंजी पर 403। जैसे ही लगे कि कोई कुंजी लीक हुई हो सकती है, उसे सेटिंग्स में रद्द करें।',
  quota: 'सीमा',
  quotaText:
    'रन वही मासिक तस्वीरें इस्तेमाल करते हैं जो डैशबोर्ड करता है; रन शुरू होते ही वे आरक्षित हो जाती हैं (न समाएँ तो 402) और जो शॉट नहीं बनते उनकी तस्वीरें वापस मिल जाती हैं।',
  errors: 'गड़बड़ियाँ',
  errorsText:
    'हर गड़बड़ी का जवाब <code>{ "error": { "code", "message" } }</code> होता है; message आपके उपयोगकर्ताओं को दिखाना सुरक्षित है।',
  rateLimits: 'अनुरोधों की सीमा',
  rateLimitsText:
    'हर कुंजी एक मिनट में {{limit}} अनुरोध कर सकती है। उससे ज़्यादा होने पर जवाब 429 आता है, साथ में सेकंड में <code>Retry-After</code> हेडर; <code>RateLimit-Remaining</code> बताता है कि कितने बचे हैं।',
  idempotencyText:
    'हर create के साथ एक भेजें (8 से 100 अक्षर, 24 घंटे तक याद रखी जाती है)। उसी कुंजी और उसी अनुरोध के साथ दोबारा कोशिश करने पर पहला जवाब ही लौटता है और कुछ नया नहीं बनता; उसी कुंजी के साथ अलग अनुरोध पर जवाब 422 आता है। विफल हुए create को उसकी कुंजी के साथ दोबारा आज़माया जा सकता है।',
  webhooks: 'Webhooks',
  webhooksText:
    'किसी रन को <code>webhookUrl</code> दें और रन ख़त्म होने पर हम उस पर JSON के रूप में <code>run.completed</code> (रन पूरा हुआ या रोका गया) या <code>run.failed</code> POST करते हैं। किसी बैच को एक दें और हर प्रोडक्ट के ख़त्म होने पर हम <code>batch.completed</code> POST करते हैं, जिसमें बैच (उसकी गिनतियाँ और हर प्रोडक्ट की स्थिति और कैटलॉग) <code>data.batch</code> के रूप में होता है:',
  webhookBody: 'webhook का body',
  webhooksReported:
    'जिस रन का <code>webhookUrl</code> है, उसकी किसी तस्वीर की शिकायत होने पर, डैशबोर्ड से या <code>POST /catalogues/{id}/images/{imageId}/report</code> या <code>POST /runs/{id}/shots/{index}/report</code> से, हम एक बार <code>image.reported</code> POST करते हैं, जिसमें शिकायत <code>data.report</code> के रूप में होती है: उसका <code>reason</code>, उसका <code>outcome</code> (<code>credited</code>, <code>limit-reached</code>, <code>too-late</code> या <code>nothing-to-return</code>), <code>imagesReturned</code> और एक <code>message</code>। तस्वीरें वापस मिलती हैं, पैसे कभी नहीं।',
  headerId:
    '<code>{{header}}</code>: डिलीवरी की id, हर दोबारा कोशिश पर वही (पहले से संभाली गई डिलीवरी को अनदेखा करने के लिए इसका इस्तेमाल करें)।',
  headerTimestamp: '<code>{{header}}</code>: यह कोशिश कब साइन की गई, Unix सेकंड में।',
  headerSignature:
    '<code>{{header}}</code>: <code>v1=</code> और <code>{timestamp}.{raw body}</code> का hex HMAC-SHA256, जो कुंजी के webhook साइनिंग सीक्रेट (कुंजी के साथ दिखाया गया <code>whsec_…</code> मान) से बना है।',
  webhookRetries:
    'सिग्नेचर को raw body से मिलाएँ, आपकी घड़ी से {{minutes}} मिनट से ज़्यादा दूर के timestamp अस्वीकार करें, फिर 10 सेकंड के अंदर कोई भी 2xx जवाब दें। बाकी हर जवाब पर 30 सेकंड, 1, 2, 4 … मिनट बाद (ज़्यादा से ज़्यादा 4 घंटे के अंतर पर) 24 घंटे तक दोबारा कोशिश होती है। रीडायरेक्ट का पालन नहीं होता, और सिर्फ़ सार्वजनिक पतों पर ही भेजा जाता है।',
  webhookReceiver: 'TypeScript में webhook रिसीवर',
  webhookDeliveries: 'हर डिलीवरी और उसका आख़िरी जवाब <link>सेटिंग्स → Webhook डिलीवरी</link> में दिखते हैं।',
  reference: 'रेफ़रेंस',
  referenceIntro:
    'बेस URL <code>{{url}}</code>। यह उसी <link>OpenAPI 3.1 दस्तावेज़</link> से बना है जिससे सर्वर अनुरोधों की जाँच करता है, इसलिए हमेशा ताज़ा रहता है।',
  endpoints: 'एंडपॉइंट',
  tryItKey: 'आज़माने के लिए API कुंजी',
  tryItKeyNote: 'सिर्फ़ इसी पेज में रखी जाती है; कभी सेव नहीं होती, न कहीं और भेजी जाती है।',
  fieldName: 'नाम',
  fieldType: 'प्रकार',
  fieldDescription: 'विवरण',
  parameters: 'पैरामीटर',
  body: 'Body: {{mediaType}}',
  answers: 'जवाब',
  exampleLanguage: '{{title}} के उदाहरण की भाषा',
  curlExample: 'curl उदाहरण: {{title}}',
  typescriptExample: 'TypeScript उदाहरण: {{title}}',
  copy: '{{label}} कॉपी करें',
  tryIt: 'आज़माएँ',
  bodyJson: 'अनुरोध की बॉडी (JSON)',
  send: '{{method}} अनुरोध भेजें',
  pasteKey: 'अनुरोध भेजने के लिए ऊपर API कुंजी चिपकाएँ।',
  answered: 'जवाब: {{status}}',
  answeredNothing: 'कोई जवाब नहीं आया',
  noContent: '(कोई सामग्री नहीं)',
  fileAnswer: '{{type}}, {{size}} बाइट',
  notSent: 'अनुरोध भेजा नहीं जा सका।',
} satisfies HindiOf<typeof apiDocsTexts>;
