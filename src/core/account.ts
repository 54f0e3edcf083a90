/**
 * Requests, answers and texts of the account settings API (docs/product.md §8, decision 037),
 * shared by the server's routes and the web's forms.
 */
import type { NotificationSettings } from './account-schemas.js';
import type { Language } from './language.js';

export type {
  DeleteAccountInput,
  NotificationSettings,
  UpdateProfileInput,
} from './account-schemas.js';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_SIZE_PX = 256;

/** How recent a Google-only account's sign-in must be to delete the account (decision 046). */
export const FRESH_SIGN_IN_MINUTES = 10;

export const ACCOUNT_TEXTS = {
  avatarTooLarge: 'Avatar must be 2 MB or smaller.',
  avatarNotImage: 'That file is not a JPG, PNG or GIF image.',
  avatarTooManyPixels: 'Avatar must be under 50 megapixels.',
  avatarMissing: "Choose an image file in the field 'avatar'.",
  noAvatar: 'You have no avatar yet.',
  confirmEmailMismatch: 'Type your account email exactly to confirm deletion.',
  deletePasswordMissing: 'Enter your password to delete your account.',
  deletePasswordWrong: 'That password is not correct.',
  deleteSignInAgain: `For your security, sign in with Google again, then delete your account within ${FRESH_SIGN_IN_MINUTES} minutes.`,
  signInRequired: 'Please sign in to continue.',
  foreignOrigin: 'This request came from another site and was refused.',
} as const;

/**
 * A browser sent a request from an address the app does not answer from (opened at a LAN address
 * or another host name than the configured one): the message names the address to use.
 */
export function wrongAddressMessage(openedAt: string, publicUrl: string): string {
  return `Vastra Studio is not open at ${openedAt}. Please open ${publicUrl} and try again.`;
}

export interface ProfileView {
  firstName: string;
  lastName: string;
  company: string;
  email: string;
  emailVerified: boolean;
  /** Same-origin URL of the avatar (changes when it is replaced), or null. */
  avatarUrl: string | null;
  twoFactorEnabled: boolean;
  /** Whether the account has a password (false for Google-only accounts). */
  hasPassword: boolean;
  createdAt: string;
  /** Null until the seller chooses: the browser's choice then stands (decision 194). */
  language: Language | null;
}

export interface UpdateProfileAnswer {
  profile: ProfileView;
  /** Set when `email` asked for a change: the address the verification link was sent to. */
  emailChangePendingFor: string | null;
}

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  emailNotifications: true,
  marketingUpdates: false,
  usageAlerts: true,
};

export interface AuthConfigView {
  googleEnabled: boolean;
  minPasswordLength: number;
  /**
   * Whether the running image engine's shots show a person (its capabilities.onModel): false
   * on the offline studio engine, whose catalogues show the product alone. The landing page
   * and the create page read it so they never promise a model that will not be made.
   */
  onModel: boolean;
  /** About how long one catalogue takes on the running engine, in seconds (the modal's wait). */
  catalogueSeconds: number;
  /**
   * Whether batches may be made in the vendor's batch mode at half an image a shot, answered
   * within 24 hours (decision 203): true on Gemini, false elsewhere.
   */
  economyBatches: boolean;
}
