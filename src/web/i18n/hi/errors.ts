import type { HindiOf } from '../define-texts';
import type { errorsTexts } from '../texts/errors';

export default {
  notFoundPageTitle: 'पेज नहीं मिला',
  notFoundTitle: 'ओह! पेज नहीं मिला',
  notFoundText: 'आप जो पेज ढूँढ रहे थे, वह मौजूद नहीं है या कहीं और चला गया है।',
  returnHome: 'होम पर लौटें',
  crashTitle: 'कुछ गड़बड़ हो गई',
  crashText: 'इस पेज में कोई अनचाही दिक्कत आ गई। पेज दोबारा लोड करने से अक्सर ठीक हो जाता है।',
  reload: 'दोबारा लोड करें',
} satisfies HindiOf<typeof errorsTexts>;
