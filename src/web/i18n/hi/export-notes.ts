import type { HindiOf } from '../define-texts';
import type { exportNotesTexts } from '../texts/export-notes';

export default {
  missingViews: '{{marketplace}} {{asked}} व्यू माँगता है; इस कैटलॉग में {{list}} व्यू नहीं है।',
  makeAgainOne: 'इसे जोड़ने के लिए {{photos}} के साथ कैटलॉग फिर से बनाएँ।',
  makeAgainMany: 'इन्हें जोड़ने के लिए {{photos}} के साथ कैटलॉग फिर से बनाएँ।',
  mannequinFirst:
    '{{marketplace}} पहली तस्वीर में मैनेक्विन या घोस्ट मैनेक्विन नहीं लेता, और इस कैटलॉग की हर तस्वीर ऐसी ही है: अपलोड करने से पहले मॉडल पर या फ़्लैट प्रोडक्ट की एक तस्वीर जोड़ें।',
  viewFront: 'सामने का',
  viewSide: 'साइड का',
  viewBack: 'पीछे का',
  photoSide: 'साइड की फ़ोटो',
  photoBack: 'पीछे की फ़ोटो',
  listComma: ', ',
  listAnd: ' और ',
} satisfies HindiOf<typeof exportNotesTexts>;
