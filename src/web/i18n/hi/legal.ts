import type { HindiOf } from '../define-texts';
import type { legalTexts } from '../texts/legal';

export default {
  backToHome: 'होम पर वापस जाएँ',
  lastUpdated: 'पिछला बदलाव: {{date}}',
  contents: 'विषय-सूची',
} satisfies HindiOf<typeof legalTexts>;
