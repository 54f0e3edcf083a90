/**
 * Every message the server says to the web app, in the spec's English (decision 199). The
 * English is the key: a thrown error keeps its English text, and the edge (localise-errors.ts)
 * finds it here to answer a Hindi request in Hindi. A message with values is a template: a
 * function of strings, read with markers in place of its values to find them again.
 *
 * Not here: /api/v1's messages (English, for developers), and the logs.
 */
import { ACCOUNT_TEXTS, wrongAddressMessage } from '../../core/account.js';
import { API_KEY_TEXTS } from '../../core/api-keys.js';
import { authMessages, MIN_PASSWORD_LENGTH } from '../../core/auth-rules.js';
import { BACKGROUND_LIBRARY_TEXTS } from '../../core/background-library.js';
import { batchQuotaMessage } from '../../core/batch.js';
import { BILLING_DETAILS_TEXTS } from '../../core/billing-details.js';
import { BILLING_TEXTS } from '../../core/billing-texts.js';
import { SHARE_TEXTS } from '../../core/catalogue-shares.js';
import { CATALOGUE_TEXTS } from '../../core/catalogues.js';
import { LISTING_TEXTS } from '../../core/listing-review.js';
import { GARMENT_TEXTS } from '../../core/garments.js';
import { MODEL_LIBRARY_TEXTS } from '../../core/model-library.js';
import { UNSUBSCRIBE_TEXTS } from '../../core/notifications.js';
import { REGENERATION_TEXTS } from '../../core/regeneration.js';
import { RUN_MESSAGES } from '../../core/runs.js';
import { SHOT_REPORT_TEXTS } from '../../core/shot-reports.js';
import { photoRefusal, UPLOAD_MESSAGES } from '../../core/uploads.js';
import { LIMIT_REACHED_MESSAGE } from '../../core/usage.js';
import type { GarmentView } from '../../core/uploads.js';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../db/connection-loss.js';
import { INTERNAL_MESSAGE } from '../http/error-handler.js';
import { AUTH_ERROR_MESSAGES } from '../modules/auth/auth-error-answers.js';
import { BATCH_TEXTS } from '../modules/batches/batch-service.js';
import { EXPORT_TEXTS } from '../modules/marketplace-exports/marketplace-export-service.js';

/** A template is read with markers (strings) where its numbers go. */
const count = (marker: string) => marker as unknown as number;

export const SERVER_MESSAGES = {
  // The edge and the database (error-handler.ts, connection-loss.ts, read-json.ts).
  internal: INTERNAL_MESSAGE,
  validationFailed: 'Some fields are missing or invalid.',
  bodyNotJson: 'The request body must be JSON.',
  databaseUnavailable: DATABASE_UNAVAILABLE_MESSAGE,
  // Signing in and the account.
  signInRequired: ACCOUNT_TEXTS.signInRequired,
  foreignOrigin: ACCOUNT_TEXTS.foreignOrigin,
  wrongAddress: wrongAddressMessage,
  avatarTooLarge: ACCOUNT_TEXTS.avatarTooLarge,
  avatarNotImage: ACCOUNT_TEXTS.avatarNotImage,
  avatarTooManyPixels: ACCOUNT_TEXTS.avatarTooManyPixels,
  avatarMissing: ACCOUNT_TEXTS.avatarMissing,
  noAvatar: ACCOUNT_TEXTS.noAvatar,
  confirmEmailMismatch: ACCOUNT_TEXTS.confirmEmailMismatch,
  confirmEmailMissing: 'Type your account email to confirm.',
  deletePasswordMissing: ACCOUNT_TEXTS.deletePasswordMissing,
  deletePasswordWrong: ACCOUNT_TEXTS.deletePasswordWrong,
  deleteSignInAgain: ACCOUNT_TEXTS.deleteSignInAgain,
  accountNotFound: 'Account not found.',
  emailInvalid: 'Enter a valid email address.',
  nameTooLong: 'At most 80 characters.',
  companyTooLong: 'At most 120 characters.',
  /** Any other field's limit (a background's name 80, its prompt 1000, decision 202). */
  atMost: (max: string) => `At most ${max} characters.`,
  // better-auth's answers as auth-error-answers.ts words them.
  invalidCredentials: authMessages.invalidCredentials,
  passwordTooShort: authMessages.passwordTooShort,
  passwordLength: `Password must be between ${MIN_PASSWORD_LENGTH} and 128 characters`,
  passwordTooLong: AUTH_ERROR_MESSAGES.PASSWORD_TOO_LONG!,
  emailNotVerified: AUTH_ERROR_MESSAGES.EMAIL_NOT_VERIFIED!,
  userExists: AUTH_ERROR_MESSAGES.USER_ALREADY_EXISTS!,
  wrongCurrentPassword: AUTH_ERROR_MESSAGES.INVALID_PASSWORD!,
  invalidToken: AUTH_ERROR_MESSAGES.INVALID_TOKEN!,
  noPasswordYet: AUTH_ERROR_MESSAGES.CREDENTIAL_ACCOUNT_NOT_FOUND!,
  sessionExpired: AUTH_ERROR_MESSAGES.SESSION_EXPIRED!,
  invalidCode: AUTH_ERROR_MESSAGES.INVALID_CODE!,
  codeAlreadyUsed: AUTH_ERROR_MESSAGES.TOTP_CODE_ALREADY_USED!,
  invalidBackupCode: AUTH_ERROR_MESSAGES.INVALID_BACKUP_CODE!,
  twoFactorTooSlow: AUTH_ERROR_MESSAGES.INVALID_TWO_FACTOR_COOKIE!,
  tooManyWrongCodes: AUTH_ERROR_MESSAGES.TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE!,
  emailIsTheSame: AUTH_ERROR_MESSAGES.EMAIL_IS_THE_SAME!,
  authFallback: 'Something went wrong. Please try again.',
  tooManyAttempts: (wait: string) => `Too many attempts. Please wait ${wait} and try again.`,
  // Photos and uploads.
  photoTooLarge: UPLOAD_MESSAGES.tooLarge,
  photoTooManyPixels: UPLOAD_MESSAGES.tooManyPixels,
  notAnImage: UPLOAD_MESSAGES.notAnImage,
  svgRefused: UPLOAD_MESSAGES.svgRefused,
  unknownField: UPLOAD_MESSAGES.unknownField,
  notMultipart: UPLOAD_MESSAGES.notMultipart,
  uploadCutOff: 'The upload was cut off. Please try again.',
  tooManyFields: 'The form has too many fields.',
  fieldTooLong: (name: string) => `The field '${name}' is too long.`,
  photoRefusal: (view: string, message: string) => photoRefusal(view as GarmentView, message),
  unknownGarmentType: GARMENT_TEXTS.unknownType,
  stylingNoteTooLong: GARMENT_TEXTS.stylingNoteTooLong,
  // Generations, catalogues and images.
  missingFront: RUN_MESSAGES.missingFront,
  unknownBackground: RUN_MESSAGES.unknownBackground,
  unknownModel: RUN_MESSAGES.unknownModel,
  premiumModel: RUN_MESSAGES.premiumModel,
  noImagesToSave: RUN_MESSAGES.noImagesToSave,
  alreadySaved: RUN_MESSAGES.alreadySaved,
  imageServiceUnavailable: RUN_MESSAGES.imageServiceUnavailable,
  alreadyStarting: 'This generation is already starting. Please wait a moment.',
  noShots: 'A run needs at least one shot.',
  generationStopped: 'The generation was stopped.',
  limitReached: LIMIT_REACHED_MESSAGE,
  catalogueNotFound: CATALOGUE_TEXTS.notFound,
  imageNotFound: CATALOGUE_TEXTS.imageNotFound,
  runNotFound: CATALOGUE_TEXTS.runNotFound,
  catalogueNameMissing: 'Give the catalogue a name.',
  regenerationRunning: REGENERATION_TEXTS.alreadyRunning,
  regenerationNotFinished: REGENERATION_TEXTS.notFinished,
  regenerationNotAnImage: REGENERATION_TEXTS.notAnImage,
  regenerationRunGone: REGENERATION_TEXTS.runGone,
  // Reporting a bad image (decision 263); its 'run gone' is regeneration's words.
  shotReportNotFinished: SHOT_REPORT_TEXTS.notFinished,
  shotReportNotAnImage: SHOT_REPORT_TEXTS.notAnImage,
  regenerationKeyUsed: 'This request was already used for another image.',
  unknownMarketplace: EXPORT_TEXTS.unknownMarketplace,
  shareNotFound: SHARE_TEXTS.notFound,
  shareRateLimited: SHARE_TEXTS.rateLimited,
  // Listing drafts (issue #39).
  listingNoPhoto: LISTING_TEXTS.noPhoto,
  listingTitleRequired: LISTING_TEXTS.titleRequired,
  listingTitleTooLong: LISTING_TEXTS.titleTooLong,
  listingBulletsCount: LISTING_TEXTS.bulletsCount,
  listingBulletRequired: LISTING_TEXTS.bulletRequired,
  listingBulletTooLong: LISTING_TEXTS.bulletTooLong,
  listingDescriptionRequired: LISTING_TEXTS.descriptionRequired,
  listingDescriptionTooLong: LISTING_TEXTS.descriptionTooLong,
  listingOffList: LISTING_TEXTS.offList,
  listingUnknownColumn: LISTING_TEXTS.unknownColumn,
  // Batches.
  batchNotFound: BATCH_TEXTS.notFound,
  productNotFound: BATCH_TEXTS.productNotFound,
  batchEnded: BATCH_TEXTS.batchEnded,
  notRetryable: BATCH_TEXTS.notRetryable,
  photosGone: BATCH_TEXTS.photosGone,
  missingView: (sku: string, view: string) => BATCH_TEXTS.missingView(sku, view as GarmentView),
  batchAlreadyStarting: 'This batch is already starting.',
  productNameMissing: 'Every product needs a name.',
  productNameTooLong: 'A product name can be at most 80 characters.',
  noProducts: 'Add at least one product.',
  batchQuotaNoneFit: (needed: string, left: string) =>
    batchQuotaMessage({
      products: 1,
      imagesNeeded: count(needed),
      imagesLeft: count(left),
      productsThatFit: 0,
    }),
  batchQuotaSomeFit: (needed: string, left: string, fit: string, products: string) =>
    batchQuotaMessage({
      products: count(products),
      imagesNeeded: count(needed),
      imagesLeft: count(left),
      productsThatFit: count(fit),
    }),
  // Libraries.
  modelUpgrade: MODEL_LIBRARY_TEXTS.upgradeMessage,
  modelMissing: MODEL_LIBRARY_TEXTS.missingMessage,
  modelNotFound: MODEL_LIBRARY_TEXTS.notFound,
  modelRemoved: MODEL_LIBRARY_TEXTS.removedModel,
  modelNameRequired: MODEL_LIBRARY_TEXTS.nameRequired,
  modelDescriptionRequired: MODEL_LIBRARY_TEXTS.descriptionRequired,
  modelEthnicityRequired: MODEL_LIBRARY_TEXTS.ethnicityRequired,
  modelGenderRequired: MODEL_LIBRARY_TEXTS.genderRequired,
  modelAgeRequired: MODEL_LIBRARY_TEXTS.ageRequired,
  modelBodyTypeRequired: MODEL_LIBRARY_TEXTS.bodyTypeRequired,
  stockModelKept: 'Stock models cannot be deleted.',
  backgroundUpgrade: BACKGROUND_LIBRARY_TEXTS.upgradeMessage,
  backgroundMissing: BACKGROUND_LIBRARY_TEXTS.missingMessage,
  backgroundNotFound: BACKGROUND_LIBRARY_TEXTS.notFound,
  promptNotFound: BACKGROUND_LIBRARY_TEXTS.promptNotFound,
  backgroundRemoved: BACKGROUND_LIBRARY_TEXTS.removedBackground,
  backgroundNameRequired: BACKGROUND_LIBRARY_TEXTS.nameRequired,
  backgroundPromptRequired: BACKGROUND_LIBRARY_TEXTS.promptRequired,
  backgroundCategoryRequired: BACKGROUND_LIBRARY_TEXTS.categoryRequired,
  backgroundNoImage: BACKGROUND_LIBRARY_TEXTS.noImage,
  backgroundTryAgain: BACKGROUND_LIBRARY_TEXTS.tryAgain,
  presetBackgroundKept: 'Preset backgrounds cannot be removed.',
  // Billing.
  paymentNotVerified: BILLING_TEXTS.notVerified,
  checkoutClosed: BILLING_TEXTS.checkoutClosed,
  alreadyOnPlan: BILLING_TEXTS.alreadyOnPlan,
  lowerPlan: BILLING_TEXTS.lowerPlan,
  paymentProviderUnavailable: BILLING_TEXTS.providerUnavailable,
  noPaidPlan: BILLING_TEXTS.noPaidPlan,
  alreadyCancelled: BILLING_TEXTS.alreadyCancelled,
  checkoutNotFound: 'This checkout does not exist.',
  invoiceNotFound: 'This invoice does not exist.',
  legalNameMissing: BILLING_DETAILS_TEXTS.legalNameMissing,
  gstinFormat: BILLING_DETAILS_TEXTS.gstinFormat,
  gstinCheckDigit: BILLING_DETAILS_TEXTS.gstinCheckDigit,
  gstinStateMismatch: BILLING_DETAILS_TEXTS.gstinStateMismatch,
  addressMissing: BILLING_DETAILS_TEXTS.addressMissing,
  addressTooLong: BILLING_DETAILS_TEXTS.addressTooLong,
  cityMissing: BILLING_DETAILS_TEXTS.cityMissing,
  postalCodeInvalid: BILLING_DETAILS_TEXTS.postalCodeInvalid,
  stateMissing: BILLING_DETAILS_TEXTS.stateMissing,
  // API keys, as the Settings page manages them (/api/api-keys).
  apiKeyPlanRequired: API_KEY_TEXTS.planRequired,
  apiKeyTooMany: API_KEY_TEXTS.tooMany,
  apiKeyNotFound: API_KEY_TEXTS.notFound,
  apiKeyNameMissing: 'Give the key a name.',
  apiKeyNameTooLong: 'Use at most 60 characters.',
  // Email links.
  unsubscribeInvalid: UNSUBSCRIBE_TEXTS.invalid,
  unsubscribeMissing: UNSUBSCRIBE_TEXTS.missing,
} as const;

export type ServerMessages = typeof SERVER_MESSAGES;

/** The same messages in another language: a string for a string, a template for a template. */
export type TranslatedMessages = {
  readonly [K in keyof ServerMessages]: ServerMessages[K] extends string
    ? string
    : ServerMessages[K] extends (...args: infer A) => string
      ? (...args: { [I in keyof A]: string }) => string
      : never;
};
