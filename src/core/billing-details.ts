/**
 * A buyer's billing details for GST invoices (decision 184): legal name, GSTIN, address and
 * state, the official GST state codes, the GSTIN check, and the place-of-supply rule. Shared by
 * the server's routes and invoices and the web's Settings form.
 */
import { z } from 'zod';
import { keyedIssue } from './keyed-issue.js';

/**
 * The states and union territories a billing address can be in, with their GST state codes
 * (the GST portal's state code list). Codes 25 (Daman and Diu, merged into 26 in 2020), 28
 * (undivided Andhra Pradesh), 97 (Other Territory) and 99 (Centre Jurisdiction) are not
 * addresses a buyer chooses, so they are left out.
 */
export const INDIAN_STATES = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
] as const;

export type StateCode = (typeof INDIAN_STATES)[number]['code'];

const STATE_CODES = INDIAN_STATES.map((state) => state.code) as [StateCode, ...StateCode[]];

export function isStateCode(value: unknown): value is StateCode {
  return typeof value === 'string' && (STATE_CODES as string[]).includes(value);
}

/** 'Karnataka'; the code itself for one not in the list (an old GSTIN's 25 or 28). */
export function stateName(code: string): string {
  return INDIAN_STATES.find((state) => state.code === code)?.name ?? code;
}

export const BILLING_DETAILS_TEXTS = {
  legalNameMissing: 'Enter the legal name of your business.',
  legalNameTooLong: 'At most 120 characters.',
  gstinFormat:
    'A GSTIN has 15 characters: 2-digit state code, 10-character PAN, entity number, Z and a check character.',
  gstinCheckDigit: 'This GSTIN is not valid: its last character does not match. Check for a typo.',
  gstinStateMismatch: (state: string, code: string) =>
    `This GSTIN starts with ${code}, but the state chosen is ${state}. The first two digits of a GSTIN are its state code.`,
  addressMissing: 'Enter the street address.',
  addressTooLong: 'At most 200 characters.',
  cityMissing: 'Enter the city.',
  cityTooLong: 'At most 80 characters.',
  postalCodeInvalid: 'Enter the 6-digit PIN code.',
  stateMissing: 'Choose the state or union territory.',
} as const;

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** State code, PAN (5 letters, 4 digits, a letter), entity number, 'Z', check character. */
const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The check character of a GSTIN's first 14 characters (the GSTN's mod-36 scheme): each
 * character's value 0-35 is weighted 1, 2, 1, 2, ... from the left, each product folded to
 * quotient + remainder by 36, and the check is (36 - sum mod 36) mod 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = GSTIN_CHARS.indexOf(first14[index]!) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

export type GstinProblem = 'format' | 'check-digit';

/** What is wrong with a GSTIN (upper case, no spaces), or null when it is a valid one. */
export function gstinProblem(gstin: string): GstinProblem | null {
  if (!GSTIN_PATTERN.test(gstin)) return 'format';
  if (!isStateCode(gstin.slice(0, 2))) return 'format';
  if (gstinCheckCharacter(gstin) !== gstin[14]) return 'check-digit';
  return null;
}

export function isValidGstin(gstin: string): boolean {
  return gstinProblem(gstin) === null;
}

const T = BILLING_DETAILS_TEXTS;

export const billingDetailsSchema = z
  .object({
    legalName: z
      .string(keyedIssue('legalNameMissing', T.legalNameMissing))
      .trim()
      .min(1, keyedIssue('legalNameMissing', T.legalNameMissing))
      .max(120, keyedIssue('atMost', T.legalNameTooLong, 120)),
    /** Optional: a business not registered for GST gets a B2C invoice with its address. */
    gstin: z
      .string()
      .optional()
      .transform((value) => value?.replace(/\s+/g, '').toUpperCase() || null)
      .superRefine((value, ctx) => {
        if (value === null) return;
        const problem = gstinProblem(value);
        if (problem)
          ctx.addIssue({
            code: 'custom',
            message: problem === 'format' ? T.gstinFormat : T.gstinCheckDigit,
            params: { key: problem === 'format' ? 'gstinFormat' : 'gstinCheckDigit', values: [] },
          });
      }),
    addressLine1: z
      .string(keyedIssue('addressMissing', T.addressMissing))
      .trim()
      .min(1, keyedIssue('addressMissing', T.addressMissing))
      .max(200, keyedIssue('addressTooLong', T.addressTooLong)),
    addressLine2: z
      .string()
      .trim()
      .max(200, keyedIssue('addressTooLong', T.addressTooLong))
      .optional()
      .transform((value) => value || null),
    city: z
      .string(keyedIssue('cityMissing', T.cityMissing))
      .trim()
      .min(1, keyedIssue('cityMissing', T.cityMissing))
      .max(80, keyedIssue('atMost', T.cityTooLong, 80)),
    postalCode: z
      .string(keyedIssue('postalCodeInvalid', T.postalCodeInvalid))
      .transform((value) => value.replace(/\s+/g, ''))
      .pipe(z.string().regex(/^[1-9]\d{5}$/, keyedIssue('postalCodeInvalid', T.postalCodeInvalid))),
    stateCode: z.enum(STATE_CODES, keyedIssue('stateMissing', T.stateMissing)),
  })
  .superRefine((details, ctx) => {
    if (details.gstin && isValidGstin(details.gstin)) {
      const code = details.gstin.slice(0, 2);
      if (code !== details.stateCode)
        ctx.addIssue({
          code: 'custom',
          path: ['gstin'],
          message: T.gstinStateMismatch(stateName(details.stateCode), code),
          // The state by its code: the web names it in the reader's language.
          params: { key: 'gstinStateMismatch', values: [details.stateCode, code] },
        });
    }
  });

/** What the form sends (every field a string; the optional ones may be empty). */
export type BillingDetailsInput = z.input<typeof billingDetailsSchema>;
/** What is stored, answered, and copied onto each invoice when it is paid. */
export type BillingDetails = z.output<typeof billingDetailsSchema>;

/** GET and PUT /api/account/billing-details. */
export interface BillingDetailsResponse {
  billingDetails: BillingDetails | null;
}

export type SupplyKind = 'intra-state' | 'inter-state';

/**
 * The place of supply of our service (decision 184): the buyer's billing state when the
 * invoice has billing details (with or without a GSTIN), else the supplier's own state. Tax is
 * CGST + SGST when it equals the supplier's state, IGST when it does not.
 */
export function placeOfSupply(
  supplierStateCode: string,
  buyer: Pick<BillingDetails, 'stateCode'> | null,
): { stateCode: string; supply: SupplyKind } {
  const stateCode = buyer?.stateCode ?? supplierStateCode;
  return { stateCode, supply: stateCode === supplierStateCode ? 'intra-state' : 'inter-state' };
}
