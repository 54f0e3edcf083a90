import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingDetailsSchema, BILLING_DETAILS_TEXTS } from '@core/billing-details';
import { manifestProblemText, parseBatchManifest } from '@core/batch-manifest';
import { generateBackgroundSchema } from '@core/background-library';
import { updateProfileSchema } from '@core/account-schemas';
import { formMessageIn } from './form-messages';
import { applyLanguage, textIn } from './language-store';
import { batchTexts } from './texts/batch';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message ?? '';
const devanagari = /[\u0900-\u097F]/;

describe('form messages in the reader’s language (decision 202)', () => {
  beforeAll(() => applyLanguage('hi', false));
  afterAll(() => applyLanguage('en', false));

  it('says the 80- and 1000-character limits of the forms in Hindi, with their numbers', () => {
    const name = firstMessage(updateProfileSchema.safeParse({ firstName: 'x'.repeat(81) }));
    expect(name).toBe('At most 80 characters.');
    expect(formMessageIn('hi', name)).toBe('ज़्यादा से ज़्यादा 80 अक्षर।');
    const prompt = generateBackgroundSchema.safeParse({
      name: 'Haveli',
      category: 'studio',
      prompt: 'x'.repeat(1001),
    });
    expect(formMessageIn('hi', firstMessage(prompt))).toBe('ज़्यादा से ज़्यादा 1000 अक्षर।');
  });

  it('says billing details’ checks in Hindi, the state’s name too', () => {
    const empty = billingDetailsSchema.safeParse({ postalCode: '', stateCode: '' });
    for (const issue of empty.error?.issues ?? [])
      expect(formMessageIn('hi', issue.message), issue.message).toMatch(devanagari);
    const mismatch = BILLING_DETAILS_TEXTS.gstinStateMismatch('Karnataka', '27');
    expect(formMessageIn('hi', mismatch)).toContain('कर्नाटक');
    expect(formMessageIn('hi', mismatch)).toContain('27');
  });

  it('leaves English, and a message it does not know, as they are', () => {
    expect(formMessageIn('en', 'At most 80 characters.')).toBe('At most 80 characters.');
    expect(formMessageIn('hi', 'Something else.')).toBe('Something else.');
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
