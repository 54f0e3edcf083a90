/** The FAQ's questions in order; their texts are the faq namespace's (i18n/texts/faq.ts). */
export const faqItems = [
  'how-long',
  'what-photos',
  'quota',
  'free-trial',
  'upgrade',
  'billing',
  'refunds',
  'privacy',
] as const;
