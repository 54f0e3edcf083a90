import { defineTexts } from '../define-texts';

/** The landing page's hero (docs/product.md §2). */
export const landingTexts = defineTexts('landing', {
  eyebrow: 'AI catalogues for apparel sellers',
  headline: 'From a flat product photo to a catalogue shoot.',
  lead: 'Upload your product, pick a background and a model, and get five HD catalogue images in about 2 minutes, for about ₹30 a catalogue instead of ₹5,000 to ₹50,000 for a photo shoot.',
  startFree: 'Start Free',
  seePricing: 'See pricing',
  timeLabel: 'Time per catalogue',
  time: 'About 2 minutes per catalogue',
  costLabel: 'Cost per catalogue',
  cost: 'About ₹30 per catalogue',
});
