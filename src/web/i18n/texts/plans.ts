import { BILLING_TEXTS } from '@core/billing-texts';
import { PLANS } from '@core/plans';
import { defineTexts } from '../define-texts';

/**
 * The plan cards (docs/product.md §9) on the landing and pricing pages, their buttons and the
 * plan labels. Plan names stay as core has them; a plan's features are keyed by their English,
 * so a feature list from the server reads the same (plan-texts.test.ts checks every one).
 */
export const plansTexts = defineTexts('plans', {
  monthly: 'Monthly',
  yearly: 'Yearly',
  twoMonthsFree: '2 months free',
  billYearly: 'Bill yearly',
  perMonth: '/month',
  perYear: '/year',
  'free-description': PLANS.free.description,
  'pro-description': PLANS.pro.description,
  'premium-description': PLANS.premium.description,
  'pro-badge': 'Most Popular',
  'premium-badge': 'Enterprise',
  '5 AI images per month': '5 AI images per month',
  '500 AI images per month': '500 AI images per month',
  '3000 AI images per month': '3000 AI images per month',
  'Standard backgrounds': 'Standard backgrounds',
  'Standard models': 'Standard models',
  'Custom backgrounds': 'Custom backgrounds',
  'Custom models': 'Custom models',
  'Email support': 'Email support',
  'Email and priority support': 'Email and priority support',
  planLabel: '{{plan}} Plan',
  planLabelYearly: '{{plan}} Plan (Yearly)',
  currentPlan: 'Current Plan',
  signInToSubscribe: 'Sign In to Subscribe',
  includedIn: 'Included in {{plan}}',
  loadingPayment: BILLING_TEXTS.loadingPayment,
  paymentUnavailable: BILLING_TEXTS.paymentUnavailable,
  checkoutFailed: 'Checkout Failed',
  upgradeFailed: BILLING_TEXTS.upgradeFailed,
  openingCheckout: 'Opening checkout...',
  upgradeTo: 'Upgrade to {{plan}}',
});
