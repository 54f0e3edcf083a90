/** The server's Hindi table against the English: the same keys, the same values (decision 273). */
import { describe, expect, it } from 'vitest';
import { BILLING_TEXTS } from '@core/billing-texts';
import {
  englishOf,
  ENGLISH_ONLY_MESSAGES,
  keyed,
  SERVER_MESSAGES,
  type MessageValue,
} from '@core/server-messages';
import { photoRefusal, UPLOAD_MESSAGES } from '@core/uploads';
import { SERVER_MESSAGES_HI } from './server-messages-hi';

const DEVANAGARI = /[\u0900-\u097F]/;
type Template = string | ((...values: MessageValue[]) => string);
const english = SERVER_MESSAGES as Record<string, Template>;
const hindi = SERVER_MESSAGES_HI as Record<string, Template>;
const keys = Object.keys(SERVER_MESSAGES);

/** Values a template can be said with: a slot, a photo's reason, a plan, a state, numbers. */
function sampleValues(key: string, arity: number): MessageValue[] {
  const samples: Record<string, MessageValue[]> = {
    photoRefusal: ['back', 'notAnImage'],
    missingView: ['KURTA-1', 'side'],
    alreadyOnPlan: ['pro'],
    lowerPlan: ['premium'],
    gstinStateMismatch: ['27', '29'],
    tooManyAttempts: [3, 'minutes'],
    photoUnreadable: ['side'],
    photoNotUploaded: ['detail'],
  };
  return samples[key] ?? Array.from({ length: arity }, (_, index) => index + 7);
}

describe('the Hindi table of server messages', () => {
  it('has every key of the English and no other, a template for a template of the same arity', () => {
    expect(Object.keys(SERVER_MESSAGES_HI).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      const en = english[key]!;
      const hi = hindi[key]!;
      expect(typeof hi, key).toBe(typeof en);
      if (typeof en === 'function') expect((hi as () => string).length, key).toBe(en.length);
    }
  });

  it('says every message in Hindi, with the values it is given', () => {
    for (const key of keys) {
      const hi = hindi[key]!;
      const values = sampleValues(key, typeof hi === 'function' ? hi.length : 0);
      const said = typeof hi === 'string' ? hi : hi(...values);
      expect(said, key).toMatch(DEVANAGARI);
      for (const value of values.filter((v) => typeof v === 'number'))
        expect(said, key).toContain(String(value));
    }
  });

  it('leaves the developers\u2019 and operators\u2019 messages English only', () => {
    for (const key of Object.keys(ENGLISH_ONLY_MESSAGES)) expect(hindi[key], key).toBeUndefined();
  });

  it('names a photo slot, a plan and a state by id, in the reader\u2019s words', () => {
    expect(SERVER_MESSAGES_HI.photoRefusal('back', 'notAnImage')).toBe(
      `पीछे की फ़ोटो: ${SERVER_MESSAGES_HI.notAnImage}`,
    );
    expect(SERVER_MESSAGES_HI.alreadyOnPlan('pro')).toBe('आप पहले से Pro प्लान पर हैं।');
    expect(SERVER_MESSAGES_HI.gstinStateMismatch('27', '29')).toContain('महाराष्ट्र');
    expect(SERVER_MESSAGES_HI.tooManyAttempts(3, 'minutes')).toBe(
      'बहुत सारी कोशिशें। कृपया 3 मिनट रुकें और फिर से कोशिश करें।',
    );
  });
});

describe('the English made from a key', () => {
  it('is the spec\u2019s English, values in their places', () => {
    expect(englishOf(keyed('photoRefusal', 'back', 'notAnImage'))).toBe(
      photoRefusal('back', UPLOAD_MESSAGES.notAnImage),
    );
    expect(englishOf(keyed('alreadyOnPlan', 'pro'))).toBe(BILLING_TEXTS.alreadyOnPlan('Pro'));
    expect(englishOf(keyed('tooManyAttempts', 30, 'seconds'))).toBe(
      'Too many attempts. Please wait 30 seconds and try again.',
    );
    expect(englishOf(keyed('batchQuotaSomeFit', 15, 10, 2, 3))).toBe(
      'This batch needs 15 images and your plan has 10 left this month: 2 of 3 products fit. Remove products or upgrade your plan. Nothing was started.',
    );
  });

  it('refuses, at compile time, a key not in the table or values that do not fit', () => {
    // @ts-expect-error: not a key of the table
    keyed('noSuchMessage');
    // @ts-expect-error: alreadyOnPlan takes the plan
    keyed('alreadyOnPlan');
    // @ts-expect-error: a plain message takes no values
    keyed('catalogueNotFound', 'extra');
    // @ts-expect-error: a plan id, not a name
    keyed('alreadyOnPlan', 'Gold');
    expect(true).toBe(true);
  });
});
