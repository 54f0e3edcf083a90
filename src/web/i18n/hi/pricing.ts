import type { HindiOf } from '../define-texts';
import type { pricingTexts } from '../texts/pricing';

export default {
  pageTitle: 'कीमतें',
  paymentCancelled: 'भुगतान रद्द कर दिया गया। जब चाहें दोबारा कोशिश कर सकते हैं।',
  title: 'प्लान और कीमतें',
  lead: 'मुफ़्त शुरू करें। कैटलॉग बढ़े तो अपग्रेड करें; नई सीमा तुरंत लागू होती है।',
  customTitle: 'कुछ ख़ास चाहिए?',
  customText: 'बड़े कैटलॉग, मार्केटप्लेस से जुड़ाव या आपके अपने सिस्टम के लिए API: हमें बताइए आपको क्या चाहिए।',
  customSubject: 'कस्टम समाधान के बारे में पूछताछ',
  contactSales: 'सेल्स टीम से बात करें',
} satisfies HindiOf<typeof pricingTexts>;
