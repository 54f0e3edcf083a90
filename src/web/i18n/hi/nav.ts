import type { HindiOf } from '../define-texts';
import type { navTexts } from '../texts/nav';

export default {
  skipToContent: 'सीधे सामग्री पर जाएँ',
  mainNav: 'मुख्य',
  home: 'होम',
  pricing: 'कीमतें',
  signIn: 'साइन इन',
  signUp: 'साइन अप',
  generateCatalogue: 'कैटलॉग बनाएँ',
  openMenu: 'मेन्यू खोलें',
  menu: 'मेन्यू',
  closeMenu: 'मेन्यू बंद करें',
  footerBlurb:
    'सादी प्रोडक्ट फ़ोटो से स्टूडियो जैसी कैटलॉग तस्वीरें — पूरे भारत के फ़ैशन ब्रांड, बुटीक और मार्केटप्लेस विक्रेताओं के लिए।',
  footerProduct: 'प्रोडक्ट',
  footerApi: 'API',
  footerLegal: 'कानूनी',
  terms: 'सेवा की शर्तें',
  privacy: 'गोपनीयता नीति',
  returnPolicy: 'रिटर्न नीति',
  contact: 'संपर्क',
  copyright: '© {{year}} {{brand}}. सभी कीमतें भारतीय रुपये (INR) में।',
  defaultTitle: 'कपड़ा विक्रेताओं के लिए AI कैटलॉग',
  dashboard: 'डैशबोर्ड',
  signOut: 'साइन आउट',
} satisfies HindiOf<typeof navTexts>;
