import { defineTexts } from '../define-texts';

/** The public top bar, footer and bottom bar, and the tab title. */
export const navTexts = defineTexts('nav', {
  skipToContent: 'Skip to content',
  mainNav: 'Main',
  home: 'Home',
  pricing: 'Pricing',
  signIn: 'Sign In',
  signUp: 'Sign Up',
  generateCatalogue: 'Generate Catalogue',
  openMenu: 'Open menu',
  menu: 'Menu',
  closeMenu: 'Close menu',
  footerBlurb:
    'Studio-quality catalogue images from flat product photos, for fashion brands, boutiques and marketplace sellers across India.',
  footerProduct: 'Product',
  footerApi: 'API',
  footerLegal: 'Legal',
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
  returnPolicy: 'Return Policy',
  contact: 'Contact',
  copyright: '© {{year}} {{brand}}. All prices in Indian rupees (INR).',
  defaultTitle: 'AI catalogues for apparel sellers',
  dashboard: 'Dashboard',
  signOut: 'Sign Out',
});
