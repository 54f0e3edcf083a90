/** Errors carry their message's key and values; zod's checks carry theirs (decision 273). */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { updateProfileSchema } from '../../core/account-schemas.js';
import { billingDetailsSchema } from '../../core/billing-details.js';
import { isMessageKey, keyed, SERVER_MESSAGES } from '../../core/server-messages.js';
import { AppError, issuesOf, notFound } from './errors.js';

describe('AppError', () => {
  it('answers the English made from its key, beside the key and values', () => {
    expect(new AppError('CONFLICT', keyed('alreadyOnPlan', 'pro')).toBody()).toEqual({
      error: {
        code: 'CONFLICT',
        message: "You're already on the Pro plan.",
        key: 'alreadyOnPlan',
        values: ['pro'],
      },
    });
    const missing = notFound('catalogueNotFound');
    expect(missing.status).toBe(404);
    expect(missing.message).toBe(SERVER_MESSAGES.catalogueNotFound);
  });
});

describe("core's form checks", () => {
  it('stamp every issue they raise with a key of the table', () => {
    const profile = updateProfileSchema.safeParse({ firstName: 'x'.repeat(81), email: 'nope' });
    expect(profile.success).toBe(false);
    expect(issuesOf(profile.error!.issues)).toEqual([
      { path: 'firstName', message: 'At most 80 characters.', key: 'nameTooLong', values: [] },
      { path: 'email', message: 'Enter a valid email address.', key: 'emailInvalid', values: [] },
    ]);
    const billing = billingDetailsSchema.safeParse({
      legalName: 'Asha Textiles',
      gstin: '27AAPFU0939F1ZV',
      addressLine1: '1 MG Road',
      city: 'Bengaluru',
      postalCode: '560001',
      stateCode: '29',
    });
    expect(billing.success).toBe(false);
    // The state by its code: the web names it in the reader's language.
    expect(issuesOf(billing.error!.issues)).toEqual([
      expect.objectContaining({ path: 'gstin', key: 'gstinStateMismatch', values: ['29', '27'] }),
    ]);
  });

  it('name only keys the table has', () => {
    const core = path.resolve(import.meta.dirname, '../../core');
    const named = readdirSync(core)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .flatMap((file) => {
        const text = readFileSync(path.join(core, file), 'utf8');
        return [...text.matchAll(/keyedIssue\(\s*'(\w+)'|params: \{ key: '(\w+)'/g)].map(
          (match) => match[1] ?? match[2],
        );
      });
    expect(named.length).toBeGreaterThan(20);
    for (const key of named) expect(isMessageKey(key), key).toBe(true);
  });
});
