import { describe, expect, it } from 'vitest';
import {
  BILLING_DETAILS_TEXTS as T,
  INDIAN_STATES,
  billingDetailsSchema,
  gstinCheckCharacter,
  gstinProblem,
  isValidGstin,
  placeOfSupply,
  stateName,
} from './billing-details.js';

/** Registered GSTINs as published (their check characters are the GSTN's, not ours). */
const MAHARASHTRA = '27AAPFU0939F1ZV';
const MAHARASHTRA_2 = '27AAACR5055K1Z7';
const KARNATAKA = '29AAGCB7383J1Z4';

const details = (overrides: Record<string, unknown> = {}) => ({
  legalName: 'Rao Textiles LLP',
  gstin: KARNATAKA,
  addressLine1: '12 MG Road',
  addressLine2: '',
  city: 'Bengaluru',
  postalCode: '560001',
  stateCode: '29',
  ...overrides,
});

const issues = (input: Record<string, unknown>) => {
  const result = billingDetailsSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('GSTIN', () => {
  it('accepts valid GSTINs of Maharashtra (27) and Karnataka (29)', () => {
    for (const gstin of [MAHARASHTRA, MAHARASHTRA_2, KARNATAKA]) {
      expect(gstinProblem(gstin), gstin).toBeNull();
      expect(isValidGstin(gstin)).toBe(true);
    }
    expect(gstinCheckCharacter(MAHARASHTRA)).toBe('V');
    expect(gstinCheckCharacter(KARNATAKA)).toBe('4');
  });

  it('refuses a wrong check character', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe('check-digit');
    expect(gstinProblem('29AAGCB7383J1Z5')).toBe('check-digit');
    // One character of the PAN mistyped: the check character no longer matches.
    expect(gstinProblem('29AAGCB7388J1Z4')).toBe('check-digit');
  });

  it('refuses a bad format', () => {
    for (const gstin of [
      '',
      '27AAPFU0939F1Z', // 14 characters
      '27AAPFU0939F1ZVX', // 16
      '27aapfu0939f1zv', // lower case (the schema upper-cases first)
      '27AAPF00939F1ZV', // a digit where the PAN has a letter
      '27AAPFU0939F1AV', // no Z in the 14th place
      '27AAPFU0939F0ZV', // entity number 0
      '99AAPFU0939F1ZV', // not a state's code
      '25AAPFU0939F1ZV', // Daman and Diu, merged into 26
    ]) {
      expect(gstinProblem(gstin), gstin).toBe('format');
    }
  });
});

describe('billing details', () => {
  it('accepts a full address with a matching GSTIN, tidied', () => {
    const parsed = billingDetailsSchema.parse(
      details({
        gstin: ' 29aagcb7383j1z4 ',
        legalName: '  Rao Textiles LLP ',
        postalCode: '560 001',
      }),
    );
    expect(parsed).toEqual({
      legalName: 'Rao Textiles LLP',
      gstin: KARNATAKA,
      addressLine1: '12 MG Road',
      addressLine2: null,
      city: 'Bengaluru',
      postalCode: '560001',
      stateCode: '29',
    });
  });

  it('accepts no GSTIN (an unregistered business)', () => {
    expect(billingDetailsSchema.parse(details({ gstin: '' })).gstin).toBeNull();
    expect(billingDetailsSchema.parse(details({ gstin: undefined })).gstin).toBeNull();
  });

  it("refuses a GSTIN whose first two digits are not the chosen state's code", () => {
    expect(issues(details({ gstin: MAHARASHTRA, stateCode: '29' }))).toEqual({
      gstin: T.gstinStateMismatch('Karnataka', '27'),
    });
    expect(issues(details({ gstin: MAHARASHTRA, stateCode: '27' }))).toEqual({});
  });

  it('says what is wrong with each field', () => {
    expect(
      issues({
        legalName: ' ',
        gstin: '27AAPFU0939F1ZW',
        addressLine1: '',
        city: '',
        postalCode: '56001',
        stateCode: '25',
      }),
    ).toEqual({
      legalName: T.legalNameMissing,
      gstin: T.gstinCheckDigit,
      addressLine1: T.addressMissing,
      city: T.cityMissing,
      postalCode: T.postalCodeInvalid,
      stateCode: T.stateMissing,
    });
    expect(issues(details({ gstin: 'ABC' }))).toEqual({ gstin: T.gstinFormat });
    expect(issues({})).toMatchObject({
      legalName: T.legalNameMissing,
      addressLine1: T.addressMissing,
      city: T.cityMissing,
      postalCode: T.postalCodeInvalid,
      stateCode: T.stateMissing,
    });
  });

  it('lists the 36 states and union territories with unique GST codes', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(new Set(INDIAN_STATES.map((state) => state.code)).size).toBe(36);
    expect(stateName('27')).toBe('Maharashtra');
    expect(stateName('29')).toBe('Karnataka');
    expect(stateName('38')).toBe('Ladakh');
  });
});

describe('place of supply', () => {
  it("is the buyer's billing state: intra-state when it is the supplier's, else inter-state", () => {
    expect(placeOfSupply('29', { stateCode: '29' })).toEqual({
      stateCode: '29',
      supply: 'intra-state',
    });
    expect(placeOfSupply('29', { stateCode: '27' })).toEqual({
      stateCode: '27',
      supply: 'inter-state',
    });
  });

  it("is the supplier's state when the buyer gave no billing details (B2C)", () => {
    expect(placeOfSupply('29', null)).toEqual({ stateCode: '29', supply: 'intra-state' });
  });
});
