/** The server's Hindi messages: complete, and found again from the English the server throws. */
import { describe, expect, it } from 'vitest';
import { wrongAddressMessage } from '../../core/account.js';
import { batchQuotaMessage } from '../../core/batch.js';
import { BILLING_TEXTS } from '../../core/billing-texts.js';
import { CATALOGUE_TEXTS } from '../../core/catalogues.js';
import { LISTING_TEXTS } from '../../core/listing-review.js';
import { photoRefusal, UPLOAD_MESSAGES } from '../../core/uploads.js';
import { LIMIT_REACHED_MESSAGE } from '../../core/usage.js';
import { rateLimitedMessage } from '../modules/auth/auth-error-answers.js';
import { localiseMessage } from './localise-message.js';
import { SERVER_MESSAGES_HI } from './server-messages-hi.js';
import { SERVER_MESSAGES } from './server-messages.js';

const DEVANAGARI = /[\u0900-\u097F]/;
const keys = Object.keys(SERVER_MESSAGES) as (keyof typeof SERVER_MESSAGES)[];

describe('the Hindi table', () => {
  it('has every key of the English, each in Hindi, a template for a template', () => {
    expect(Object.keys(SERVER_MESSAGES_HI).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      const english = SERVER_MESSAGES[key];
      const hindi = SERVER_MESSAGES_HI[key];
      expect(typeof hindi, key).toBe(typeof english);
      const said =
        typeof hindi === 'string'
          ? hindi
          : (hindi as (...values: string[]) => string)(...Array(hindi.length).fill('X'));
      expect(said, key).toMatch(DEVANAGARI);
      if (typeof english === 'function') expect(hindi.length, key).toBe(english.length);
    }
  });

  it('says one English message one way only', () => {
    const hindiOf = new Map<string, string>();
    for (const key of keys) {
      const english = SERVER_MESSAGES[key];
      if (typeof english !== 'string') continue;
      const hindi = SERVER_MESSAGES_HI[key] as string;
      expect(hindiOf.get(english) ?? hindi, key).toBe(hindi);
      hindiOf.set(english, hindi);
    }
  });

  it('finds every plain message by its English', () => {
    for (const key of keys) {
      const english = SERVER_MESSAGES[key];
      if (typeof english === 'string') {
        expect(localiseMessage(english, 'hi'), key).toBe(SERVER_MESSAGES_HI[key]);
      }
    }
  });
});

describe('localiseMessage', () => {
  it('leaves English as it is, and any message it does not know', () => {
    expect(localiseMessage(CATALOGUE_TEXTS.notFound, 'en')).toBe('Catalogue not found');
    expect(localiseMessage('No API route for GET /api/nothing', 'hi')).toBe(
      'No API route for GET /api/nothing',
    );
  });

  it('finds the values of a template and says them in the Hindi', () => {
    expect(localiseMessage(LIMIT_REACHED_MESSAGE, 'hi')).toBe(SERVER_MESSAGES_HI.limitReached);
    // A background's prompt (1000) has no line of its own: the limit's template says it.
    expect(localiseMessage('At most 1000 characters.', 'hi')).toBe('ज़्यादा से ज़्यादा 1000 अक्षर।');
    expect(
      localiseMessage(LISTING_TEXTS.offList('Myntra', 'Prominent Colour', 'Purple-ish'), 'hi'),
    ).toBe('"Purple-ish" Myntra में Prominent Colour की वैल्यू में से नहीं है। सूची में से एक चुनें।');
    expect(localiseMessage(BILLING_TEXTS.alreadyOnPlan('Pro'), 'hi')).toBe(
      'आप पहले से Pro प्लान पर हैं।',
    );
    expect(localiseMessage(rateLimitedMessage(150), 'hi')).toBe(
      'बहुत सारी कोशिशें। कृपया 3 मिनट रुकें और फिर से कोशिश करें।',
    );
    expect(
      localiseMessage(wrongAddressMessage('http://192.168.1.5:3000', 'https://vastra.in'), 'hi'),
    ).toBe(
      'Vastra Studio http://192.168.1.5:3000 पर नहीं खुला है। कृपया https://vastra.in खोलें और फिर से कोशिश करें।',
    );
  });

  it('says a refused photo with its slot and its reason both in Hindi', () => {
    expect(localiseMessage(photoRefusal('back', UPLOAD_MESSAGES.notAnImage), 'hi')).toBe(
      `पीछे की फ़ोटो: ${SERVER_MESSAGES_HI.notAnImage}`,
    );
  });

  it('tells the two shapes of a batch over the quota apart', () => {
    const none = { products: 3, imagesNeeded: 15, imagesLeft: 2, productsThatFit: 0 };
    expect(localiseMessage(batchQuotaMessage(none), 'hi')).toBe(
      SERVER_MESSAGES_HI.batchQuotaNoneFit('15', '2'),
    );
    const some = { products: 3, imagesNeeded: 15, imagesLeft: 10, productsThatFit: 2 };
    expect(localiseMessage(batchQuotaMessage(some), 'hi')).toBe(
      SERVER_MESSAGES_HI.batchQuotaSomeFit('15', '10', '2', '3'),
    );
  });
});
