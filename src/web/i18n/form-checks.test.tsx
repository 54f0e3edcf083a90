import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingDetailsSchema } from '@core/billing-details';
import { manifestProblemText, parseBatchManifest } from '@core/batch-manifest';
import { generateBackgroundSchema } from '@core/background-library';
import { updateProfileSchema } from '@core/account-schemas';
import { createApiKeySchema } from '@core/api-keys';
import { applyLanguage, textIn } from './language-store';
import { saidOfIssue, serverMessageIn } from './server-message';
import { batchTexts } from './texts/batch';

type Parsed = { success: boolean; error?: { issues: { message: string; params?: unknown }[] } };
const firstIssue = (result: Parsed) => result.error?.issues[0] ?? { message: '' };
const devanagari = /[\u0900-\u097F]/;

describe('form checks said by their key (decisions 202, 273)', () => {
  beforeAll(() => applyLanguage('hi', false));
  afterAll(() => applyLanguage('en', false));

  it('says the 80- and 1000-character limits of the forms in Hindi, with their numbers', () => {
    const name = firstIssue(updateProfileSchema.safeParse({ firstName: 'x'.repeat(81) }));
    expect(name.message).toBe('At most 80 characters.');
    expect(serverMessageIn('hi', saidOfIssue(name))).toBe('ज़्यादा से ज़्यादा 80 अक्षर।');
    expect(serverMessageIn('en', saidOfIssue(name))).toBe('At most 80 characters.');
    const prompt = generateBackgroundSchema.safeParse({
      name: 'Haveli',
      category: 'studio',
      prompt: 'x'.repeat(1001),
    });
    expect(serverMessageIn('hi', saidOfIssue(firstIssue(prompt)))).toBe('ज़्यादा से ज़्यादा 1000 अक्षर।');
    const keyName = firstIssue(createApiKeySchema.safeParse({ name: 'x'.repeat(61) }));
    expect(serverMessageIn('hi', saidOfIssue(keyName))).toBe('ज़्यादा से ज़्यादा 60 अक्षर इस्तेमाल करें।');
  });

  it('says billing details’ checks in Hindi, the state’s name too', () => {
    const empty = billingDetailsSchema.safeParse({ postalCode: '', stateCode: '' });
    expect(empty.error?.issues.length).toBeGreaterThan(0);
    for (const issue of empty.error?.issues ?? [])
      expect(serverMessageIn('hi', saidOfIssue(issue)), issue.message).toMatch(devanagari);
    const mismatch = firstIssue(
      billingDetailsSchema.safeParse({
        legalName: 'Asha Textiles',
        gstin: '27AAPFU0939F1ZV',
        addressLine1: '1 MG Road',
        city: 'Bengaluru',
        postalCode: '560001',
        stateCode: '29',
      }),
    );
    expect(mismatch.message).toContain('Karnataka');
    expect(serverMessageIn('hi', saidOfIssue(mismatch))).toContain('कर्नाटक');
    expect(serverMessageIn('hi', saidOfIssue(mismatch))).toContain('27');
  });

  it('leaves English, and a message without a key (zod’s own words), as they are', () => {
    expect(serverMessageIn('en', { message: 'At most 80 characters.', key: 'nameTooLong' })).toBe(
      'At most 80 characters.',
    );
    const wrongType = firstIssue(updateProfileSchema.safeParse({ firstName: 3 }));
    expect(saidOfIssue(wrongType).key).toBeUndefined();
    expect(serverMessageIn('hi', saidOfIssue(wrongType))).toBe(wrongType.message);
  });

  it('says a manifest’s problems in Hindi by their code, English as core says them', () => {
    const { problems, problemCodes } = parseBatchManifest(
      'sku,garment_type\nA,toga\n,kurta\n',
      'p.csv',
    );
    expect(problemCodes.map(manifestProblemText)).toEqual(problems);
    for (const problem of problemCodes) {
      const english = textIn('en', batchTexts, `manifest-${problem.code}`, problem.values);
      expect(english).toBe(manifestProblemText(problem));
      const hindi = textIn('hi', batchTexts, `manifest-${problem.code}`, problem.values);
      expect(hindi).toMatch(devanagari);
      expect(hindi).toContain('p.csv');
    }
  });
});
