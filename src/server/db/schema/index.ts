// The whole database schema; each module's tables live in a file of their own beside this one.
export * from './auth.js';
export * from './account.js';
export * from './quota.js';
export * from './billing.js';
export * from './runs.js';
export * from './backgrounds.js';
export * from './notifications.js';
export * from './api.js';
export * from './models.js';
export * from './batches.js';
export * from './two-factor-codes.js';
export * from './regenerations.js';
export * from './catalogue-shares.js';
export * from './billing-details.js';
export * from './vendor-limits.js';
export * from './platform-portraits.js';
export * from './vendor-requests.js';
