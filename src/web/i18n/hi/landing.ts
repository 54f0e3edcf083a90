import type { HindiOf } from '../define-texts';
import type { landingTexts } from '../texts/landing';

export default {
  eyebrow: 'कपड़ा विक्रेताओं के लिए AI कैटलॉग',
  headline: 'सादी प्रोडक्ट फ़ोटो से कैटलॉग शूट तक।',
  lead: 'अपना प्रोडक्ट अपलोड करें, बैकग्राउंड और मॉडल चुनें, और लगभग 2 मिनट में पाँच HD कैटलॉग तस्वीरें पाएँ — फ़ोटो शूट के ₹5,000 से ₹50,000 की जगह लगभग ₹30 प्रति कैटलॉग में।',
  startFree: 'मुफ़्त शुरू करें',
  seePricing: 'कीमतें देखें',
  timeLabel: 'एक कैटलॉग का समय',
  time: 'एक कैटलॉग लगभग 2 मिनट में',
  costLabel: 'एक कैटलॉग की लागत',
  cost: 'लगभग ₹30 प्रति कैटलॉग',
} satisfies HindiOf<typeof landingTexts>;
