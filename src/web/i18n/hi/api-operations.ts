import type { HindiOf } from '../define-texts';
import type { apiOperationsTexts } from '../texts/api-operations';

export default {
  'summary-post-runs': 'कैटलॉग रन बनाएँ',
  'description-post-runs':
    'फ़ोटो multipart फ़ॉर्म फ़ील्ड `front` (ज़रूरी), `back`, `side` और `detail` (प्रिंट, कढ़ाई, बॉर्डर या पल्लू की पास से फ़ोटो) में भेजें, या JSON में इमेज के URL भेजें जिन्हें सर्वर ख़ुद लाता है (सिर्फ़ सार्वजनिक पते, 10 MB, JPG/PNG/WebP/AVIF/HEIC, 15 s)। रन कतार में लगता है और मासिक कोटे से अपनी तस्वीरें पहले ही ले लेता है; जो तस्वीरें नहीं बनतीं, वे वापस मिल जाती हैं।',
  'summary-get-runs-id': 'रन देखें: उसकी स्थिति और हर शॉट, उसकी इमेज के URL के साथ',
  'summary-post-runs-id-stop': 'रन रोकें; सिर्फ़ पहले से बनी तस्वीरें गिनी जाती हैं',
  'summary-get-runs-id-shots-index-image': 'एक तैयार शॉट डाउनलोड करें (PNG)',
  'summary-get-runs-id-shots-index-preview': 'तैयार शॉट का छोटा प्रीव्यू (WebP)',
  'summary-get-catalogues': 'कैटलॉग की सूची, सबसे नए पहले',
  'summary-post-catalogues': 'तैयार रन को कैटलॉग के रूप में सेव करें',
  'summary-get-catalogues-id': 'एक कैटलॉग देखें',
  'summary-patch-catalogues-id': 'कैटलॉग का नाम बदलें',
  'summary-delete-catalogues-id': 'कैटलॉग, उसका रन और उनकी फ़ाइलें मिटाएँ',
  'summary-get-catalogues-id-listing':
    'कैटलॉग का लिस्टिंग ड्राफ़्ट लें (पहली बार पढ़ने पर उसकी फ़ोटो से भरा जाता है)',
  'summary-put-catalogues-id-listing': 'कैटलॉग के लिस्टिंग ड्राफ़्ट में बदलाव सेव करें',
  'description-put-catalogues-id-listing':
    'हर खूबी उसके कॉलम की वैल्यू में से एक हो (`columns` देखें), या खाली स्ट्रिंग; सूची से बाहर की वैल्यू पर 400 मिलता है जो उसका नाम बताता है।',
  'summary-get-catalogues-id-zip': 'कैटलॉग zip के रूप में डाउनलोड करें (01_{shot}.png …)',
  'summary-get-catalogues-id-images-imageId': 'कैटलॉग की एक इमेज डाउनलोड करें (PNG)',
  'summary-get-catalogues-id-images-imageId-preview': 'कैटलॉग की इमेज का प्रीव्यू (WebP)',
  'summary-get-backgrounds': 'बैकग्राउंड: पहले आपके अपने, फिर प्रीसेट',
  'summary-get-models': 'मॉडल: पहले आपके अपने, फिर स्टॉक पर्सोना',
  'description-get-models':
    'Models Library से आपके मॉडल (सबसे नए पहले; मिटाए गए नहीं दिखते), फिर स्टॉक पर्सोना। Premium स्टॉक पर्सोना के लिए पेड प्लान चाहिए, जो हर API कुंजी के पास होता है। रन या बैच बनाते समय किसी `id` को `modelId` के रूप में भेजें।',
  'summary-get-garment-types': 'कपड़ों के प्रकार: रन या बैच का प्रोडक्ट क्या हो सकता है',
  'description-get-garment-types':
    'हर तरह का कपड़ा, उसी तरह समूहों में जैसे डैशबोर्ड दिखाता है। रन या बैच का प्रोडक्ट बनाते समय किसी `id` को `garmentType` के रूप में भेजें; कुछ न भेजने पर `other` माना जाता है।',
  'summary-post-batches': 'प्रोडक्ट का बैच बनाएँ',
  'description-post-batches':
    'हर प्रोडक्ट अपना रन बनता है और पूरा होने पर अपना कैटलॉग, जिसका नाम उसके SKU पर होता है। सभी प्रोडक्ट की तस्वीरें एक साथ रिज़र्व होती हैं; अगर वे नहीं समातीं, तो 402 बताता है कि कितने प्रोडक्ट समा सकते हैं, और कुछ नहीं बनता। इसके बाद हर प्रोडक्ट की फ़ोटो अपलोड करें।',
  'summary-get-batches-id': 'बैच देखें: उसकी गिनतियाँ, बचा हुआ अनुमानित समय और हर प्रोडक्ट की स्थिति',
  'summary-put-batches-id-items-itemId-photos': 'एक प्रोडक्ट की फ़ोटो अपलोड करें; उसका रन शुरू होता है',
  'description-put-batches-id-items-itemId-photos':
    'Multipart फ़ील्ड front (ज़रूरी), और back, side और detail अगर प्रोडक्ट उनके साथ बना था; या JSON में उनके URL, जिन्हें सर्वर ख़ुद लाता है (सिर्फ़ सार्वजनिक पते, 10 MB, JPG/PNG/WebP/AVIF/HEIC, हर एक 15 s)। इन्हें दोबारा भेजने पर वही रन जवाब में मिलता है।',
  'summary-post-batches-id-items-itemId-retry': 'रुका हुआ या असफल प्रोडक्ट फिर से चलाएँ (एक रन की तस्वीरें)',
  'summary-post-batches-id-stop': 'बैच रोकें; सिर्फ़ पहले से बनी तस्वीरें गिनी जाती हैं',
  'summary-get-batches-id-zip': 'बैच डाउनलोड करें: हर प्रोडक्ट का एक फ़ोल्डर और manifest.csv',
  'summary-get-usage': 'इस बिलिंग महीने की तस्वीरें: इस्तेमाल हुईं, सीमा और बाकी',
  'tag-Runs': 'रन',
  'tag-Catalogues': 'कैटलॉग',
  'tag-Options': 'विकल्प',
  'tag-Batches': 'बैच',
  'tag-Account': 'खाता',
  '8 to 100 printable characters. A retry with the same key and body returns the first answer; with another body, 422.':
    '8 से 100 छपने लायक अक्षर। उसी कुंजी और उसी body के साथ दोबारा भेजने पर पहला जवाब मिलता है; दूसरी body के साथ, 422।',
  "standard, or economy: the image service's batch mode (Gemini), results usually within 24 hours (Google's target, not a promise) at half an image of the quota per shot. An engine without a batch mode answers 400 for economy.":
    'standard, या economy: इमेज सेवा का बैच मोड (Gemini), नतीजे आमतौर पर 24 घंटे के अंदर (Google का लक्ष्य, वादा नहीं), हर शॉट पर कोटा की आधी तस्वीर। जिस इंजन में बैच मोड नहीं है, वह economy पर 400 लौटाता है।',
  'From GET /backgrounds.': 'GET /backgrounds से।',
  'From GET /models: one of your custom models or a stock one; omit for no model.':
    'GET /models से: आपका अपना कोई मॉडल या स्टॉक मॉडल; बिना मॉडल के लिए इसे छोड़ दें।',
  'What the garment is, from GET /garment-types; `other` when omitted.':
    'कपड़ा क्या है, GET /garment-types से; न देने पर `other`।',
  'How it is worn or styled, at most 200 characters (spaces are collapsed).':
    'इसे कैसे पहना या सजाया गया है, ज़्यादा से ज़्यादा 200 अक्षर (खाली जगहें मिला दी जाती हैं)।',
  'Called with run.completed or run.failed when the run ends (signed).':
    'रन ख़त्म होने पर run.completed या run.failed के साथ बुलाया जाता है (साइन किया हुआ)।',
  'A close-up of the print, embroidery, border or pallu.':
    'प्रिंट, कढ़ाई, बॉर्डर या पल्लू की पास से फ़ोटो।',
  'A retry: the run this Idempotency-Key created.':
    'दोबारा भेजा गया: वह रन जो इस Idempotency-Key से बना था।',
  'The run was created and queued.': 'रन बन गया और कतार में है।',
  'The request is invalid.': 'अनुरोध सही नहीं है।',
  'No API key, or an unknown or revoked one.': 'API कुंजी नहीं है, या अनजान या रद्द की हुई है।',
  'The monthly image quota does not cover the run.': 'मासिक तस्वीरों का कोटा इस रन के लिए काफ़ी नहीं है।',
  'The account is on the Free plan, or the option needs a paid plan.':
    'खाता Free प्लान पर है, या इस विकल्प के लिए पेड प्लान चाहिए।',
  'Not found, or not this account’s.': 'नहीं मिला, या इस खाते का नहीं है।',
  'A request with this Idempotency-Key is still running, or a conflict.':
    'इस Idempotency-Key वाला अनुरोध अभी चल रहा है, या कोई टकराव है।',
  'A photo is larger than 10 MB.': 'कोई फ़ोटो 10 MB से बड़ी है।',
  'Not JSON or multipart, or not a supported image.':
    'JSON या multipart नहीं है, या यह इमेज समर्थित नहीं है।',
  'The Idempotency-Key was used with a different request.':
    'यह Idempotency-Key किसी दूसरे अनुरोध के साथ इस्तेमाल हो चुकी है।',
  'Rate limit: wait for Retry-After seconds.': 'अनुरोधों की सीमा: Retry-After जितने सेकंड रुकें।',
  'The run.': 'रन।',
  'The run, stopping or stopped.': 'रन, रुकता हुआ या रुका हुआ।',
  'The full-size PNG.': 'पूरे साइज़ की PNG।',
  'The preview.': 'प्रीव्यू।',
  'One page of catalogues.': 'कैटलॉग का एक पेज।',
  'The catalogue.': 'कैटलॉग।',
  'The renamed catalogue.': 'नए नाम वाला कैटलॉग।',
  'The listing draft.': 'लिस्टिंग ड्राफ़्ट।',
  'The saved listing.': 'सेव की गई लिस्टिंग।',
  'Deleted.': 'मिटा दिया गया।',
  'The zip, streamed.': 'zip, स्ट्रीम होकर।',
  'Every usable background.': 'हर इस्तेमाल लायक बैकग्राउंड।',
  'Every usable model.': 'हर इस्तेमाल लायक मॉडल।',
  'Every garment type.': 'कपड़ों के सभी प्रकार।',
  'Up to 200 products and 600 photos. backgroundId is from GET /backgrounds and modelId (optional) from GET /models. hasBack, hasSide and hasDetail say which photos you will upload besides the front one. garmentType (from GET /garment-types, `other` when omitted) and stylingNote are per product.':
    'ज़्यादा से ज़्यादा 200 प्रोडक्ट और 600 फ़ोटो। backgroundId GET /backgrounds से और modelId (ज़रूरी नहीं) GET /models से। hasBack, hasSide और hasDetail बताते हैं कि सामने वाली के अलावा आप कौन-सी फ़ोटो अपलोड करेंगे। garmentType (GET /garment-types से, न देने पर `other`) और stylingNote हर प्रोडक्ट के अपने होते हैं।',
  'Called with batch.completed when every product has ended (signed).':
    'हर प्रोडक्ट ख़त्म होने पर batch.completed के साथ बुलाया जाता है (साइन किया हुआ)।',
  'A retry: the batch this Idempotency-Key created.':
    'दोबारा भेजा गया: वह बैच जो इस Idempotency-Key से बना था।',
  'The batch; its products wait for their photos.': 'बैच; इसके प्रोडक्ट अपनी फ़ोटो का इंतज़ार कर रहे हैं।',
  'Error 400.': 'त्रुटि 400।',
  'Error 401.': 'त्रुटि 401।',
  'Error 402.': 'त्रुटि 402।',
  'Error 403.': 'त्रुटि 403।',
  'Error 404.': 'त्रुटि 404।',
  'Error 409.': 'त्रुटि 409।',
  'Error 422.': 'त्रुटि 422।',
  'Error 429.': 'त्रुटि 429।',
  'The batch.': 'बैच।',
  'The product, queued.': 'प्रोडक्ट, कतार में।',
  'Error 413.': 'त्रुटि 413।',
  'Error 415.': 'त्रुटि 415।',
  'The product, queued again.': 'प्रोडक्ट, फिर से कतार में।',
  'The batch, stopping or stopped.': 'बैच, रुकता हुआ या रुका हुआ।',
  'The month’s usage.': 'महीने का इस्तेमाल।',
  'summary-post-catalogues-id-images-imageId-report': 'कैटलॉग की ख़राब तस्वीर की शिकायत करें',
  'description-post-catalogues-id-images-imageId-report':
    'एक ख़राब तस्वीर की शिकायत करता है। तस्वीर बनने के 7 दिन के अंदर, या किसी भी समय अगर वह रंग या प्रिंट जाँच में फ़ेल हुई थी, तो तस्वीर उसी समय इस महीने के कोटे में वापस जुड़ जाती है, हर महीने ज़्यादा से ज़्यादा प्लान की मासिक तस्वीरों का पाँचवाँ हिस्सा (कम से कम 2); उसके बाद शिकायत दर्ज होती है पर कुछ वापस नहीं मिलता। एक तस्वीर की शिकायत एक ही बार होती है: दोबारा शिकायत करने पर पहली शिकायत का जवाब मिलता है। अगर रन `webhookUrl` के साथ शुरू हुआ था, तो वहाँ एक `image.reported` इवेंट भेजा जाता है।',
  'summary-post-runs-id-shots-index-report': 'रन की ख़राब तस्वीर की शिकायत करें',
  'description-post-runs-id-shots-index-report':
    'एक ख़राब तस्वीर की शिकायत करता है। तस्वीर बनने के 7 दिन के अंदर, या किसी भी समय अगर वह रंग या प्रिंट जाँच में फ़ेल हुई थी, तो तस्वीर उसी समय इस महीने के कोटे में वापस जुड़ जाती है, हर महीने ज़्यादा से ज़्यादा प्लान की मासिक तस्वीरों का पाँचवाँ हिस्सा (कम से कम 2); उसके बाद शिकायत दर्ज होती है पर कुछ वापस नहीं मिलता। एक तस्वीर की शिकायत एक ही बार होती है: दोबारा शिकायत करने पर पहली शिकायत का जवाब मिलता है। अगर रन `webhookUrl` के साथ शुरू हुआ था, तो वहाँ एक `image.reported` इवेंट भेजा जाता है।',
  'Your own words, above all for `other`.': 'आपके अपने शब्द, ख़ासकर `other` के लिए।',
  'The report.': 'शिकायत।',
} satisfies HindiOf<typeof apiOperationsTexts>;
