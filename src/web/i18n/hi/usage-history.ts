import type { HindiOf } from '../define-texts';
import type { usageHistoryTexts } from '../texts/usage-history';

export default {
  title: 'इस्तेमाल का ब्योरा',
  description: 'आपके कैटलॉग पर लगी इमेज और आपके महीने में वापस दी गई इमेज।',
  loadFailed: 'इस्तेमाल का ब्योरा लोड नहीं हो सका। कृपया फिर से कोशिश करें।',
  empty: 'अभी तक कोई इमेज न लगी है, न वापस दी गई है।',
  charge: 'इमेज इस्तेमाल हुईं',
  credit: 'सपोर्ट ने वापस दीं',
  creditReport: 'रिपोर्ट की गई इमेज के लिए वापस दी गई',
  reportOnly: 'इमेज रिपोर्ट की गई, कुछ वापस नहीं मिला',
  other: 'बदलाव',
  images_one: '{{count}} इमेज',
  images_other: '{{count}} इमेज',
  run: 'रन {{id}}',
} satisfies HindiOf<typeof usageHistoryTexts>;
