import type { HindiOf } from '../define-texts';
import type { formMessagesTexts } from '../texts/form-messages';

// The same words as the server's Hindi for the same messages (server-messages-hi.ts).
export default {
  atMost: 'ज़्यादा से ज़्यादा {{max}} अक्षर।',
  useAtMost: 'ज़्यादा से ज़्यादा {{max}} अक्षर इस्तेमाल करें।',
  productNameTooLong: 'प्रोडक्ट का नाम ज़्यादा से ज़्यादा {{max}} अक्षरों का हो सकता है।',
  stylingNoteTooLong: 'स्टाइलिंग नोट ज़्यादा से ज़्यादा {{max}} अक्षरों का हो सकता है।',
  giveKeyName: 'कुंजी को एक नाम दें।',
  emailInvalid: 'सही ईमेल पता डालें।',
  legalNameMissing: 'अपने व्यवसाय का कानूनी नाम डालें।',
  gstinFormat:
    'GSTIN में 15 अक्षर होते हैं: 2 अंकों का राज्य कोड, 10 अक्षरों का PAN, इकाई संख्या, Z और एक जाँच अक्षर।',
  gstinCheckDigit: 'यह GSTIN सही नहीं है: इसका आखिरी अक्षर मेल नहीं खाता। टाइपिंग की गलती देखें।',
  gstinStateMismatch:
    'यह GSTIN {{code}} से शुरू होता है, लेकिन चुना गया राज्य {{state}} है। GSTIN के पहले दो अंक उसका राज्य कोड होते हैं।',
  addressMissing: 'गली का पता डालें।',
  cityMissing: 'शहर डालें।',
  postalCodeInvalid: '6 अंकों का PIN कोड डालें।',
  stateMissing: 'राज्य या केंद्र शासित प्रदेश चुनें।',
} satisfies HindiOf<typeof formMessagesTexts>;
