/**
 * Every route of the web app in one place (bulletproof-react's config/paths). The server
 * reads it too, to answer unknown paths with a real 404 status.
 */

export const paths = {
  home: '/',
  pricing: '/pricing',
  terms: '/terms',
  privacy: '/privacy',
  returnPolicy: '/return-policy',
  apiDocs: '/docs/api',
  signIn: '/sign-in',
  signUp: '/sign-up',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** An email's unsubscribe link lands here (?token=…): no sign-in needed. */
  unsubscribe: '/unsubscribe',
  paymentSuccess: '/payment-success',
  /** The sandbox provider's test checkout page (?session=checkoutId). */
  sandboxCheckout: '/checkout/sandbox',
  dashboard: '/dashboard',
  catalogues: '/dashboard/catalogues',
  backgrounds: '/dashboard/backgrounds',
  models: '/dashboard/models',
  /** Batch catalogues; one batch's progress is ?batch=<id> (a reload shows it again). */
  batch: '/dashboard/batch',
  settings: '/dashboard/settings',
  /** The operator's console (issue #41): a 404 to everyone but an operator. */
  admin: '/admin',
  /** One seller in the console (?id=<user id>). */
  adminSeller: '/admin/seller',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

const knownPaths = new Set<string>(Object.values(paths));

/** Whether the web app has a page at this pathname (trailing slash ignored). */
export function isAppPath(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return knownPaths.has(trimmed);
}

/** Whether the path is one of the operator's console's pages. */
export function isAdminPath(pathname: string): boolean {
  return pathname === paths.admin || pathname.startsWith(`${paths.admin}/`);
}

export function adminSellerPath(sellerId: string): string {
  return `${paths.adminSeller}?id=${encodeURIComponent(sellerId)}`;
}

/** One batch's page: its progress, its products, its zip. */
export function batchPagePath(batchId: string): string {
  return `${paths.batch}?batch=${encodeURIComponent(batchId)}`;
}

export const CONTACT_EMAIL = 'hello@vastra.studio';
export const SALES_EMAIL = 'sales@vastra.studio';
export const BRAND_NAME = 'Vastra Studio';
