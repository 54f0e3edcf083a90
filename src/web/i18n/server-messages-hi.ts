/**
 * The server's messages in Hindi (decisions 199, 273), key for key with core's
 * server-messages.ts: the type makes a missing key, or a template taking other values, a
 * compile error. The web says an error's key with these when the page is in Hindi; this module
 * is its own chunk, fetched with the rest of Hindi (language-store.ts). Product and plan names
 * (Vastra Studio, Free, Pro, Premium), file formats and field names stay as they are.
 */
import { FRESH_SIGN_IN_MINUTES } from '@core/account';
import { MAX_ACTIVE_API_KEYS } from '@core/api-keys';
import { MIN_PASSWORD_LENGTH } from '@core/auth-rules';
import { GARMENT_TYPE_IDS, STYLING_NOTE_MAX } from '@core/garments';
import { LISTING_LIMITS } from '@core/listing-review';
import { PLANS } from '@core/plans';
import type { TranslatedMessages } from '@core/server-messages';
import type { GarmentView } from '@core/uploads';
import billingDetailsHi from './hi/billing-details';

/** A photo slot's name, as the create page's Hindi calls it. */
const VIEW_HI: Record<GarmentView, string> = {
  front: 'सामने की',
  back: 'पीछे की',
  side: 'साइड की',
  detail: 'डिटेल की',
};

/** A state by its GST code, as the billing details card names it in Hindi. */
const stateHi = (code: string) =>
  (billingDetailsHi as Record<string, string>)[`state-${code}`] ?? code;

export const SERVER_MESSAGES_HI: TranslatedMessages = {
  internal: 'हमारी तरफ़ से कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  validationFailed: 'कुछ जानकारी छूटी हुई है या सही नहीं है।',
  bodyNotJson: 'अनुरोध का body JSON होना चाहिए।',
  databaseUnavailable:
    'सेवा कुछ पलों के लिए उपलब्ध नहीं है (इसका डेटाबेस जवाब नहीं दे रहा)। कृपया कुछ सेकंड में फिर से कोशिश करें।',
  signInRequired: 'जारी रखने के लिए कृपया साइन इन करें।',
  foreignOrigin: 'यह अनुरोध किसी दूसरी साइट से आया था, इसलिए मना कर दिया गया।',
  wrongAddress: (openedAt, publicUrl) =>
    `Vastra Studio ${openedAt} पर नहीं खुला है। कृपया ${publicUrl} खोलें और फिर से कोशिश करें।`,
  avatarTooLarge: 'अवतार 2 MB या उससे छोटा होना चाहिए।',
  avatarNotImage: 'यह फ़ाइल JPG, PNG या GIF इमेज नहीं है।',
  avatarTooManyPixels: 'अवतार 50 मेगापिक्सल से कम होना चाहिए।',
  avatarMissing: "'avatar' फ़ील्ड में एक इमेज फ़ाइल चुनें।",
  noAvatar: 'आपका अभी कोई अवतार नहीं है।',
  confirmEmailMismatch: 'मिटाना पक्का करने के लिए अपने खाते का ईमेल बिल्कुल वैसा ही लिखें।',
  confirmEmailMissing: 'पक्का करने के लिए अपने खाते का ईमेल लिखें।',
  deletePasswordMissing: 'अपना खाता मिटाने के लिए अपना पासवर्ड डालें।',
  deletePasswordWrong: 'यह पासवर्ड सही नहीं है।',
  deleteSignInAgain: `आपकी सुरक्षा के लिए, Google से फिर से साइन इन करें, फिर ${FRESH_SIGN_IN_MINUTES} मिनट के अंदर अपना खाता मिटाएँ।`,
  accountNotFound: 'खाता नहीं मिला।',
  emailInvalid: 'सही ईमेल पता डालें।',
  nameTooLong: 'ज़्यादा से ज़्यादा 80 अक्षर।',
  companyTooLong: 'ज़्यादा से ज़्यादा 120 अक्षर।',
  atMost: (max) => `ज़्यादा से ज़्यादा ${max} अक्षर।`,
  invalidCredentials: 'ईमेल या पासवर्ड गलत है',
  passwordTooShort: `पासवर्ड कम से कम ${MIN_PASSWORD_LENGTH} अक्षरों का होना चाहिए`,
  passwordLength: `पासवर्ड ${MIN_PASSWORD_LENGTH} से 128 अक्षरों के बीच होना चाहिए`,
  passwordTooLong: 'पासवर्ड ज़्यादा से ज़्यादा 128 अक्षरों का हो सकता है',
  emailNotVerified:
    'साइन इन करने से पहले कृपया अपना ईमेल पता सत्यापित करें। हमने आपको सत्यापन का नया लिंक भेजा है।',
  userExists: 'इस ईमेल से एक खाता पहले से है। इसके बजाय साइन इन करें।',
  wrongCurrentPassword: 'आपका मौजूदा पासवर्ड सही नहीं है।',
  invalidToken: 'यह लिंक सही नहीं है या इसकी समय-सीमा खत्म हो गई है। कृपया नया लिंक माँगें।',
  noPasswordYet: 'आपके खाते में अभी कोई पासवर्ड नहीं है: आपने Google से साइन अप किया था।',
  sessionExpired: 'आपकी सुरक्षा के लिए, यह करने के लिए कृपया फिर से साइन इन करें।',
  invalidCode: 'यह कोड सही नहीं है। अपना ऑथेंटिकेटर ऐप देखें और फिर से कोशिश करें।',
  codeAlreadyUsed: 'यह कोड पहले ही इस्तेमाल हो चुका है। अपने ऑथेंटिकेटर ऐप में अगले कोड का इंतज़ार करें और उसे डालें।',
  invalidBackupCode: 'यह बैकअप कोड सही नहीं है या पहले ही इस्तेमाल हो चुका है।',
  twoFactorTooSlow: 'आपके साइन इन में बहुत देर हो गई। कृपया फिर से साइन इन करें।',
  tooManyWrongCodes: 'बहुत सारे गलत कोड। कृपया फिर से साइन इन करें।',
  emailIsTheSame: 'यह पहले से ही आपका ईमेल पता है।',
  authFallback: 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  tooManyAttempts: (wait, unit) =>
    `बहुत सारी कोशिशें। कृपया ${wait} ${unit === 'minutes' ? 'मिनट' : 'सेकंड'} रुकें और फिर से कोशिश करें।`,
  photoTooLarge: 'हर फ़ोटो 10 MB या उससे छोटी होनी चाहिए।',
  photoTooManyPixels: 'इस फ़ोटो में बहुत ज़्यादा पिक्सल हैं। कृपया 50 मेगापिक्सल से कम वाली फ़ोटो इस्तेमाल करें।',
  notAnImage:
    'यह फ़ाइल ऐसी फ़ोटो नहीं है जिसे हम पढ़ सकें। कृपया JPG, PNG, WebP, AVIF या HEIC इमेज अपलोड करें।',
  svgRefused: 'SVG ड्रॉइंग स्वीकार नहीं की जातीं। कृपया एक फ़ोटो अपलोड करें (JPG, PNG, WebP, AVIF या HEIC)।',
  unknownField: 'सिर्फ़ सामने, पीछे, साइड और डिटेल की फ़ोटो अपलोड की जा सकती हैं।',
  notMultipart: 'फ़ोटो multipart फ़ॉर्म के रूप में भेजी जानी चाहिए।',
  uploadCutOff: 'अपलोड बीच में कट गया। कृपया फिर से कोशिश करें।',
  tooManyFields: 'फ़ॉर्म में बहुत ज़्यादा फ़ील्ड हैं।',
  fieldTooLong: (name) => `'${name}' फ़ील्ड बहुत लंबा है।`,
  photoRefusal: (view, reason) => `${VIEW_HI[view]} फ़ोटो: ${SERVER_MESSAGES_HI[reason]}`,
  unknownGarmentType: `कपड़े का प्रकार पहचाना नहीं गया। इनमें से एक इस्तेमाल करें: ${GARMENT_TYPE_IDS.join(', ')}।`,
  stylingNoteTooLong: `स्टाइलिंग नोट ज़्यादा से ज़्यादा ${STYLING_NOTE_MAX} अक्षरों का हो सकता है।`,
  missingFront: 'कृपया कम से कम सामने की एक इमेज अपलोड करें',
  unknownBackground: 'यह बैकग्राउंड मौजूद नहीं है। कृपया कोई दूसरा चुनें।',
  unknownModel: 'यह मॉडल मौजूद नहीं है। कृपया कोई दूसरा चुनें।',
  premiumModel: 'यह मॉडल Pro और Premium प्लान में उपलब्ध है।',
  noImagesToSave: 'इस जनरेशन में सेव करने के लिए कोई तैयार इमेज नहीं है।',
  alreadySaved: 'यह जनरेशन मेरे कैटलॉग में पहले से सेव है।',
  imageServiceUnavailable: 'इमेज सेवा अभी उपलब्ध नहीं है। कोई चार्ज नहीं लगा; कृपया बाद में फिर से कोशिश करें।',
  alreadyStarting: 'यह जनरेशन शुरू हो रहा है। कृपया एक पल रुकें।',
  noShots: 'एक रन में कम से कम एक शॉट होना चाहिए।',
  generationStopped: 'जनरेशन रोक दिया गया।',
  limitReached: 'आप इस महीने की जनरेशन सीमा तक पहुँच गए हैं। जारी रखने के लिए कृपया अपना प्लान अपग्रेड करें।',
  catalogueNotFound: 'कैटलॉग नहीं मिला',
  imageNotFound: 'इमेज नहीं मिली',
  runNotFound: 'जनरेशन नहीं मिला',
  catalogueNameMissing: 'कैटलॉग को एक नाम दें।',
  regenerationRunning: 'यह इमेज पहले से दोबारा बन रही है। कृपया इसके पूरा होने का इंतज़ार करें।',
  regenerationNotFinished: 'यह जनरेशन अभी पूरा नहीं हुआ है।',
  regenerationNotAnImage: 'सिर्फ़ तैयार इमेज को दोबारा बनाया जा सकता है।',
  regenerationRunGone: 'जिस जनरेशन से यह कैटलॉग बना था, वह अब उपलब्ध नहीं है।',
  shotReportNotFinished: 'जनरेशन पूरा होने के बाद ही किसी तस्वीर की शिकायत की जा सकती है।',
  shotReportNotAnImage: 'सिर्फ़ तैयार तस्वीर की शिकायत की जा सकती है।',
  regenerationKeyUsed: 'यह अनुरोध पहले ही किसी दूसरी इमेज के लिए इस्तेमाल हो चुका है।',
  unknownMarketplace: 'यह मार्केटप्लेस उपलब्ध नहीं है। कृपया कोई दूसरा चुनें।',
  shareNotFound: 'इस लिंक की समय-सीमा खत्म हो गई है या इसे बंद कर दिया गया है।',
  shareRateLimited: 'बहुत सारे अनुरोध। कृपया एक मिनट रुकें और फिर से कोशिश करें।',
  batchNotFound: 'बैच नहीं मिला',
  productNotFound: 'प्रोडक्ट नहीं मिला',
  batchEnded: 'यह बैच खत्म हो गया है: इसके बाकी प्रोडक्ट रोक दिए गए।',
  notRetryable: 'सिर्फ़ वही प्रोडक्ट दोबारा आज़माया जा सकता है जो नहीं बन पाया या रोका गया।',
  photosGone: 'इस प्रोडक्ट की फ़ोटो अब रखी नहीं गई हैं। इसे फिर से बनाने के लिए इसे नए बैच में जोड़ें।',
  economyUnavailable: 'इकॉनमी बैच के लिए बैच मोड वाली इमेज सेवा चाहिए। यह बैच स्टैंडर्ड के रूप में शुरू करें।',
  missingView: (sku, view) =>
    `${sku} को ${VIEW_HI[view]} फ़ोटो के साथ जोड़ा गया था: कृपया वह भी अपलोड करें।`,
  batchAlreadyStarting: 'यह बैच शुरू हो रहा है।',
  listingNoPhoto: 'इस कैटलॉग की प्रोडक्ट फ़ोटो अब सेव नहीं है, इसलिए इसकी लिस्टिंग नहीं भरी जा सकती।',
  listingTitleRequired: 'लिस्टिंग को एक टाइटल दें।',
  listingTitleTooLong: `टाइटल ज़्यादा से ज़्यादा ${LISTING_LIMITS.title} अक्षरों का हो सकता है।`,
  listingBulletsCount: `${LISTING_LIMITS.bulletsMin} से ${LISTING_LIMITS.bulletsMax} बुलेट पॉइंट लिखें।`,
  listingBulletRequired: 'बुलेट पॉइंट खाली नहीं हो सकता।',
  listingBulletTooLong: `बुलेट पॉइंट ज़्यादा से ज़्यादा ${LISTING_LIMITS.bullet} अक्षरों का हो सकता है।`,
  listingDescriptionRequired: 'एक छोटा विवरण लिखें।',
  listingDescriptionTooLong: `विवरण ज़्यादा से ज़्यादा ${LISTING_LIMITS.description} अक्षरों का हो सकता है।`,
  listingOffList: (marketplace, column, value) =>
    `"${value}" ${marketplace} में ${column} की वैल्यू में से नहीं है। सूची में से एक चुनें।`,
  listingUnknownColumn: (marketplace, key) =>
    `${marketplace} में इस कपड़े के लिए "${key}" नाम का कोई कॉलम नहीं है।`,
  productNameMissing: 'हर प्रोडक्ट का एक नाम होना चाहिए।',
  productNameTooLong: 'प्रोडक्ट का नाम ज़्यादा से ज़्यादा 80 अक्षरों का हो सकता है।',
  noProducts: 'कम से कम एक प्रोडक्ट जोड़ें।',
  productNameSeparators: 'प्रोडक्ट के नाम में / या \\ नहीं हो सकता।',
  batchTooManyProducts: (max) => `एक बैच में ज़्यादा से ज़्यादा ${max} प्रोडक्ट हो सकते हैं।`,
  batchTooManyPhotos: (max) => `एक बैच में ज़्यादा से ज़्यादा ${max} फ़ोटो हो सकती हैं।`,
  duplicateProductName: (sku) => `दो प्रोडक्ट का नाम ${sku} है। हर प्रोडक्ट का अपना नाम होना चाहिए।`,
  batchQuotaNoneFit: (needed, left) =>
    `इस बैच को ${needed} इमेज चाहिए और आपके प्लान में इस महीने ${left} बाकी हैं: इनमें से कोई भी प्रोडक्ट नहीं आता। प्रोडक्ट हटाएँ या अपना प्लान अपग्रेड करें। कुछ भी शुरू नहीं किया गया।`,
  batchQuotaSomeFit: (needed, left, fit, products) =>
    `इस बैच को ${needed} इमेज चाहिए और आपके प्लान में इस महीने ${left} बाकी हैं: ${products} में से ${fit} प्रोडक्ट आते हैं। प्रोडक्ट हटाएँ या अपना प्लान अपग्रेड करें। कुछ भी शुरू नहीं किया गया।`,
  modelUpgrade:
    'अपने मॉडल बनाना सिर्फ़ Pro और Premium उपयोगकर्ताओं के लिए उपलब्ध है। कृपया अपना प्लान अपग्रेड करें।',
  modelMissing: 'अपना मॉडल बनाने के लिए कृपया सभी फ़ील्ड भरें।',
  modelNotFound: 'मॉडल नहीं मिला',
  modelCreationFailed: 'आपका मॉडल नहीं बन पाया। कृपया फिर कोशिश करें।',
  modelRemoved: 'वह मॉडल आपकी लाइब्रेरी से हटा दिया गया था। कोई दूसरा चुनें।',
  modelNameRequired: 'मॉडल को एक नाम दें।',
  modelDescriptionRequired: 'मॉडल के बारे में बताएँ।',
  modelEthnicityRequired: 'एक जातीयता चुनें।',
  modelGenderRequired: 'एक लिंग चुनें।',
  modelAgeRequired: 'एक उम्र डालें।',
  modelBodyTypeRequired: 'शरीर का प्रकार चुनें।',
  stockModelKept: 'स्टॉक मॉडल मिटाए नहीं जा सकते।',
  backgroundUpgrade: 'अपने बैकग्राउंड बनाना Pro और Premium उपयोगकर्ताओं के लिए उपलब्ध है।',
  backgroundMissing: 'अपने बैकग्राउंड के लिए कृपया नाम और विवरण दोनों दें।',
  backgroundNotFound: 'बैकग्राउंड नहीं मिला',
  promptNotFound: 'प्रॉम्प्ट नहीं मिला',
  backgroundRemoved: 'वह बैकग्राउंड आपकी लाइब्रेरी से हटा दिया गया था। कोई दूसरा चुनें।',
  backgroundNameRequired: 'बैकग्राउंड को एक नाम दें।',
  backgroundPromptRequired: 'आप जैसा बैकग्राउंड चाहते हैं, उसके बारे में बताएँ।',
  backgroundCategoryRequired: 'एक श्रेणी चुनें।',
  backgroundNoImage: 'कोई इमेज डेटा नहीं मिला',
  backgroundTryAgain: 'कृपया फिर से कोशिश करें।',
  presetBackgroundKept: 'पहले से दिए गए बैकग्राउंड हटाए नहीं जा सकते।',
  paymentNotVerified:
    'हम इस भुगतान की पुष्टि नहीं कर सके। बिना पुष्टि वाले भुगतान का कोई पैसा नहीं लिया गया; कृपया फिर से कोशिश करें।',
  checkoutClosed: 'यह चेकआउट अब खुला नहीं है। प्राइसिंग पेज से नया चेकआउट शुरू करें।',
  alreadyOnPlan: (plan) => `आप पहले से ${PLANS[plan].name} प्लान पर हैं।`,
  lowerPlan: (current) =>
    `आपके ${PLANS[current].name} प्लान में यह पहले से शामिल है। छोटे प्लान पर जाने के लिए अपनी सदस्यता रद्द करें और उसके खत्म होने पर नया प्लान चुनें।`,
  paymentProviderUnavailable:
    'भुगतान सेवा से अभी संपर्क नहीं हो पा रहा है। कृपया एक मिनट में फिर से कोशिश करें।',
  noPaidPlan: 'आपकी कोई पेड सदस्यता नहीं है जिसे रद्द किया जा सके।',
  alreadyCancelled: 'आपकी सदस्यता पहले ही रद्द हो चुकी है।',
  checkoutNotFound: 'यह चेकआउट मौजूद नहीं है।',
  invoiceNotFound: 'यह इनवॉइस मौजूद नहीं है।',
  legalNameMissing: 'अपने व्यवसाय का कानूनी नाम डालें।',
  gstinFormat:
    'GSTIN में 15 अक्षर होते हैं: 2 अंकों का राज्य कोड, 10 अक्षरों का PAN, इकाई संख्या, Z और एक जाँच अक्षर।',
  gstinCheckDigit: 'यह GSTIN सही नहीं है: इसका आखिरी अक्षर मेल नहीं खाता। टाइपिंग की गलती देखें।',
  gstinStateMismatch: (stateCode, code) =>
    `यह GSTIN ${code} से शुरू होता है, लेकिन चुना गया राज्य ${stateHi(stateCode)} है। GSTIN के पहले दो अंक उसका राज्य कोड होते हैं।`,
  addressMissing: 'गली का पता डालें।',
  addressTooLong: 'ज़्यादा से ज़्यादा 200 अक्षर।',
  cityMissing: 'शहर डालें।',
  postalCodeInvalid: '6 अंकों का PIN कोड डालें।',
  stateMissing: 'राज्य या केंद्र शासित प्रदेश चुनें।',
  apiKeyPlanRequired: 'API कुंजियाँ Pro और Premium प्लान का हिस्सा हैं। एक बनाने के लिए अपग्रेड करें।',
  apiKeyTooMany: `आपके पास ज़्यादा से ज़्यादा ${MAX_ACTIVE_API_KEYS} सक्रिय API कुंजियाँ हो सकती हैं। पहले एक रद्द करें।`,
  apiKeyNotFound: 'API कुंजी नहीं मिली',
  apiKeyNameMissing: 'कुंजी को एक नाम दें।',
  apiKeyNameTooLong: 'ज़्यादा से ज़्यादा 60 अक्षर इस्तेमाल करें।',
  unsubscribeInvalid: 'यह सदस्यता छोड़ने का लिंक सही नहीं है।',
  unsubscribeMissing: 'यह सदस्यता छोड़ने का लिंक अधूरा है।',
};
