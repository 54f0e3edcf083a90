/**
 * Every message the server says, by key (decision 273): an error carries its key and values, the
 * English here is made from them on the server (for the logs and for /api/v1), and the web says
 * the key in the reader's language where it shows the message (its Hindi table is
 * `src/web/i18n/server-messages-hi.ts`, the same keys and the same values). `SERVER_MESSAGES` is
 * what a seller can meet; `ENGLISH_ONLY_MESSAGES` is what only developers (/api/v1, webhooks) and
 * operators read, in English in every language.
 */
import { ACCOUNT_TEXTS, wrongAddressMessage } from './account.js';
import { API_KEY_TEXTS } from './api-keys.js';
import { authMessages, MIN_PASSWORD_LENGTH } from './auth-rules.js';
import { BACKGROUND_LIBRARY_TEXTS } from './background-library.js';
import { BATCH_PRICE_MESSAGE, BATCH_REQUEST_TEXTS, batchQuotaMessage } from './batch.js';
import { BILLING_DETAILS_TEXTS, stateName } from './billing-details.js';
import { BILLING_TEXTS } from './billing-texts.js';
import { SHARE_TEXTS } from './catalogue-shares.js';
import { CATALOGUE_TEXTS } from './catalogues.js';
import { GARMENT_TEXTS } from './garments.js';
import { LISTING_TEXTS } from './listing-review.js';
import { MODEL_LIBRARY_TEXTS } from './model-library.js';
import { UNSUBSCRIBE_TEXTS } from './notifications.js';
import { PLANS, type PlanId } from './plans.js';
import { REGENERATION_TEXTS } from './regeneration.js';
import { RUN_MESSAGES } from './runs.js';
import { SHOT_REPORT_TEXTS } from './shot-reports.js';
import { photoRefusal, UPLOAD_MESSAGES, type GarmentView } from './uploads.js';
import { LIMIT_REACHED_MESSAGE } from './usage.js';

/** The reasons a photo is refused for, each a message of its own ('Back photo: <reason>'). */
export const PHOTO_REASONS = {
  photoTooLarge: UPLOAD_MESSAGES.tooLarge,
  photoTooManyPixels: UPLOAD_MESSAGES.tooManyPixels,
  notAnImage: UPLOAD_MESSAGES.notAnImage,
  svgRefused: UPLOAD_MESSAGES.svgRefused,
} as const;
export type PhotoReason = keyof typeof PHOTO_REASONS;
export const isPhotoReason = (key: string): key is PhotoReason => key in PHOTO_REASONS;

/** A wait in whole minutes or seconds, as a rate limit's message says it. */
export type WaitUnit = 'minutes' | 'seconds';

export const SERVER_MESSAGES = {
  // The edge and the database (error-handler.ts, connection-loss.ts, read-json.ts).
  internal: 'Something went wrong on our side. Please try again.',
  validationFailed: 'Some fields are missing or invalid.',
  bodyNotJson: 'The request body must be JSON.',
  databaseUnavailable:
    'The service is briefly unavailable (its database is not answering). Please try again in a few seconds.',
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
  atMost: (max: number) => `At most ${max} characters.`,
  // better-auth's answers as auth-error-answers.ts words them.
  invalidCredentials: authMessages.invalidCredentials,
  passwordTooShort: authMessages.passwordTooShort,
  passwordLength: `Password must be between ${MIN_PASSWORD_LENGTH} and 128 characters`,
  passwordTooLong: 'Password must be at most 128 characters',
  emailNotVerified:
    'Please verify your email address before signing in. We have sent you a new verification link.',
  userExists: 'An account with this email already exists. Sign in instead.',
  wrongCurrentPassword: 'Your current password is not correct.',
  invalidToken: 'This link is invalid or has expired. Please ask for a new one.',
  noPasswordYet: 'Your account has no password yet: you signed up with Google.',
  sessionExpired: 'For your security, please sign in again to do this.',
  invalidCode: 'That code is not correct. Check your authenticator app and try again.',
  codeAlreadyUsed:
    'That code was already used. Wait for the next code in your authenticator app and enter it.',
  invalidBackupCode: 'That backup code is not valid or was already used.',
  twoFactorTooSlow: 'Your sign-in took too long. Please sign in again.',
  tooManyWrongCodes: 'Too many wrong codes. Please sign in again.',
  emailIsTheSame: 'That is already your email address.',
  authFallback: 'Something went wrong. Please try again.',
  tooManyAttempts: (wait: number, unit: WaitUnit) =>
    `Too many attempts. Please wait ${wait} ${unit} and try again.`,
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
  /** A refused photo: its slot, and its reason (a key of PHOTO_REASONS) said after it. */
  photoRefusal: (view: GarmentView, reason: PhotoReason): string =>
    photoRefusal(view, PHOTO_REASONS[reason]),
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
  regenerationRenderFailed: REGENERATION_TEXTS.renderFailed,
  regenerationRenderFailedTryAgain: `${REGENERATION_TEXTS.renderFailed} Please try again.`,
  regenerationNotStarted: 'The regeneration could not start. Please try again.',
  // Why a shot, a regeneration or a library image was not made (decision 275): the engines'
  // reasons, stored with the shot and said on its tile.
  generationFailedTryAgain: 'The generation failed. Please try again.',
  generationUnable: 'Unable to generate images. Please try again.',
  imageServiceBusy: 'The image service is busy. Please try again in a moment.',
  imageServiceNotInTime: 'The image service did not answer in time.',
  imageServiceTooSlow: 'The image service took too long. Please try again.',
  imageServiceNoImage: 'The image service answered without an image.',
  imageServiceNotAnImage: 'The image service returned something that is not an image.',
  imageServiceCouldNotMake: 'The image service could not make this image.',
  imageServiceFailed: 'The image service failed to make this image. Please try again.',
  imageServiceCancelled: 'The image service cancelled this image.',
  imageServiceNoJob: 'The image service did not start the job.',
  imageServiceBatchExpired: "The image service's batch mode expired before it made this image.",
  imageServiceRefused: 'The image service refused the request.',
  photosUnusable: 'The image service could not use these photos.',
  photoUnusable: 'The image service could not use this photo.',
  safetyDeclinedRequest: "The image service's safety filter declined this request.",
  safetyDeclinedToMake: "The image service's safety filter declined to make this image.",
  safetyDeclinedImage: "The image service's safety filter declined this image.",
  shotTooLong: 'The shot took too long.',
  shotWentWrong: 'Something went wrong while making this image.',
  shotNoLongerMade: 'This shot is no longer made. Please make the catalogue again.',
  /** A photo the engine could not decode, by its slot. */
  photoUnreadable: (view: GarmentView) => `The ${view} photo could not be read as an image.`,
  anyPhotoUnreadable: 'The photo could not be read as an image.',
  portraitUnreadable: "The model's portrait could not be read as an image.",
  photoNotUploaded: (view: GarmentView) => `No ${view} photo was uploaded.`,
  shotBackgroundMissing: 'That background does not exist.',
  customBackgroundUnreadable: 'The custom background could not be read.',
  backgroundDescribe: 'Describe the background you want.',
  backgroundFailed: 'Failed to generate background. Please try again.',
  portraitFailed: 'Failed to make the portrait. Please try again.',

  unknownMarketplace: 'That marketplace is not offered. Please choose another one.',
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
  batchNotFound: 'Batch not found',
  productNotFound: 'Product not found',
  batchEnded: 'This batch has ended: its remaining products were stopped.',
  notRetryable: 'Only a product that failed or was stopped can be retried.',
  photosGone:
    'The photos of this product are no longer kept. Add it to a new batch to make it again.',
  economyUnavailable:
    'Economy batches need an image service with a batch mode. Start this batch as Standard.',
  /** A batch row, named by the seller's own SKU, missing the photo of one slot. */
  missingView: (sku: string, view: GarmentView) =>
    `${sku} was added with a ${view} photo: please upload it too.`,
  batchAlreadyStarting: 'This batch is already starting.',
  // A product's failure, stored with it and said on the batch page (decision 275).
  batchProductFailed: 'No image could be made for this product. Retry it to try again.',
  batchPhotosNeverArrived:
    'Its photos never arrived (the page was closed during the upload). Add it to a new batch.',
  productNameMissing: 'Every product needs a name.',
  productNameTooLong: 'A product name can be at most 80 characters.',
  noProducts: 'Add at least one product.',
  productNameSeparators: BATCH_REQUEST_TEXTS.productNameSeparators,
  batchTooManyProducts: BATCH_REQUEST_TEXTS.tooManyProducts,
  batchTooManyPhotos: BATCH_REQUEST_TEXTS.tooManyPhotos,
  /** Named by the seller's own SKU, as they typed it. */
  duplicateProductName: BATCH_REQUEST_TEXTS.duplicateProductName,
  batchQuotaNoneFit: (needed: number, left: number) =>
    batchQuotaMessage({ products: 1, imagesNeeded: needed, imagesLeft: left, productsThatFit: 0 }),
  batchQuotaSomeFit: (needed: number, left: number, fit: number, products: number) =>
    batchQuotaMessage({ products, imagesNeeded: needed, imagesLeft: left, productsThatFit: fit }),
  // Libraries.
  modelUpgrade: MODEL_LIBRARY_TEXTS.upgradeMessage,
  modelMissing: MODEL_LIBRARY_TEXTS.missingMessage,
  modelNotFound: MODEL_LIBRARY_TEXTS.notFound,
  modelCreationFailed: MODEL_LIBRARY_TEXTS.creationFailed,
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
  /** The plan by its id; its name (Pro, Premium) is the same in every language. */
  alreadyOnPlan: (plan: PlanId) => BILLING_TEXTS.alreadyOnPlan(PLANS[plan].name),
  lowerPlan: (current: PlanId) => BILLING_TEXTS.lowerPlan(PLANS[current].name),
  paymentProviderUnavailable: BILLING_TEXTS.providerUnavailable,
  noPaidPlan: BILLING_TEXTS.noPaidPlan,
  alreadyCancelled: BILLING_TEXTS.alreadyCancelled,
  checkoutNotFound: 'This checkout does not exist.',
  invoiceNotFound: 'This invoice does not exist.',
  legalNameMissing: BILLING_DETAILS_TEXTS.legalNameMissing,
  gstinFormat: BILLING_DETAILS_TEXTS.gstinFormat,
  gstinCheckDigit: BILLING_DETAILS_TEXTS.gstinCheckDigit,
  /** The chosen state by its code (the web names it in the reader's language). */
  gstinStateMismatch: (stateCode: string, gstinCode: string) =>
    BILLING_DETAILS_TEXTS.gstinStateMismatch(stateName(stateCode), gstinCode),
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

/**
 * Messages only developers and operators read: /api/v1's own refusals, the payment provider's
 * webhooks, the metrics endpoints and the operator's console. Keyed like the rest, never
 * translated: the web falls back to this English for a key its Hindi table does not have.
 */
export const ENGLISH_ONLY_MESSAGES = {
  notFound: 'Not found',
  noApiRoute: (method: string, path: string) => `No API route for ${method} ${path}`,
  badRequest: (message: string) => message,
  metricsTokenNeeded: 'A metrics token is needed.',
  // /api/v1.
  apiKeyMissing: API_KEY_TEXTS.missingKey,
  apiKeyInvalid: API_KEY_TEXTS.invalidKey,
  imageNotFetched: (view: GarmentView, reason: string) =>
    `The ${view} image could not be fetched: ${reason}`,
  imageTooLarge: (view: GarmentView) => `The ${view} image is larger than 10 MB.`,
  imageWrongType: (view: GarmentView, type: string) =>
    `The ${view} image is not a JPG, PNG, WebP, AVIF or HEIC image (it is '${type}').`,
  photoFieldTooLarge: (view: GarmentView) => `The ${view} photo must be 10 MB or smaller.`,
  runPhotosUnsupported: 'Send photos as multipart/form-data, or image URLs as application/json.',
  batchPhotosUnsupported:
    'Send the photos as multipart/form-data, or their URLs as application/json.',
  // The batch page always sends one of the two prices; only a developer can send another.
  batchPrice: BATCH_PRICE_MESSAGE,
  apiRateLimited: API_KEY_TEXTS.rateLimited,
  idempotencyKeyReused: 'This Idempotency-Key was already used with a different request.',
  idempotencyKeyBusy:
    'A request with this Idempotency-Key is still being processed. Retry in a moment.',
  webhookUrlRefused: (reason: string) => `The webhookUrl cannot be used: ${reason}`,
  // The benchmarks' engine refuses library images; only a benchmark meets it.
  benchmarkCataloguesOnly: 'The benchmark engine makes catalogue shots only.',
  // The payment provider's webhooks.
  webhookTooLarge: 'Webhook body too large.',
  noProviderWebhooks: 'This payment provider sends no webhooks.',
  webhookSignatureInvalid: 'Invalid webhook signature.',
  webhookEventUnreadable: 'Unreadable webhook event.',
  // The operator's console (decision 250).
  noSeller: 'No seller has this id.',
  noRun: 'No run has this id.',
  searchTooShort: 'Type at least 2 characters.',
  nothingToGiveBack:
    'Nothing to give back: this month has no charged images beyond runs still in progress.',
  giveBackWholeNumber: 'Give back a whole number of images, 1 to 10000.',
  emailVerifiedAlready: 'This email is verified already: nothing to resend.',
  noSuchPayment: 'This seller has no completed payment with this id.',
  planRenewsAtProvider: (provider: string) =>
    `This plan renews at the payment provider (${provider}): changing it here would bill the old price. Extend it, or let the seller change it at checkout.`,
  nothingToChangeAddDays: 'Nothing to change: add days.',
  freeHasNoPeriod: 'Free has no period to extend.',
  onFreeAlready: 'The seller is on Free already.',
  nothingToChange: 'Nothing to change: choose another plan or add days.',
  paidPlanNeedsDays: 'A paid plan given here needs days: how long it lasts.',
} as const;

/** A message's values: what its template takes, in order (none for a plain message). */
export type MessageValue = string | number;
const MESSAGES = { ...SERVER_MESSAGES, ...ENGLISH_ONLY_MESSAGES };
type Messages = typeof MESSAGES;
export type MessageKey = keyof Messages;
export type TranslatedKey = keyof ServerMessages;
export type MessageValues<K extends MessageKey> = Messages[K] extends (...values: infer A) => string
  ? A
  : [];

/** A message as an error carries it: its key and its values, what the web translates. */
export interface KeyedMessage<K extends MessageKey = MessageKey> {
  readonly key: K;
  readonly values: MessageValues<K>;
}

/**
 * The one way to name a message: the compiler refuses a key not in the tables, and values that
 * do not fit its template (too many, too few, of the wrong kind).
 */
export function keyed<K extends MessageKey>(key: K, ...values: MessageValues<K>): KeyedMessage<K> {
  return { key, values };
}

/** A message in English, made from its key and values. */
export function englishOf(message: KeyedMessage): string {
  const template = MESSAGES[message.key] as string | ((...values: MessageValue[]) => string);
  if (typeof template === 'string') return template;
  return template(...(message.values as MessageValue[]));
}

export const isMessageKey = (key: unknown): key is MessageKey =>
  typeof key === 'string' && Object.hasOwn(MESSAGES, key);

export type ServerMessages = typeof SERVER_MESSAGES;

/** The same messages in another language: a string for a string, a template for a template. */
export type TranslatedMessages = {
  readonly [K in keyof ServerMessages]: ServerMessages[K] extends string
    ? string
    : ServerMessages[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : never;
};
