import { describe, expect, it } from 'vitest';
import { outOfCredit, rejectedRequest } from './vendor-failures.js';

describe('vendor failures', () => {
  it('reads a 400 as photos the vendor could not use, and anything else as a refusal', () => {
    expect(rejectedRequest(400, 'Unable to process input image.')).toEqual({
      retry: false,
      failure: {
        kind: 'bad-input',
        reason: 'The image service could not use these photos.',
        detail: 'Unable to process input image.',
      },
    });
    expect(rejectedRequest(403, 'API key not valid.')).toEqual({
      retry: false,
      failure: {
        kind: 'error',
        reason: 'The image service refused the request.',
        detail: '403: API key not valid.',
      },
    });
  });

  it('never retries an account without credit', () => {
    expect(outOfCredit('insufficient_quota')).toEqual({
      retry: false,
      failure: {
        kind: 'error',
        reason: 'The image service account is out of credit.',
        detail: 'insufficient_quota',
      },
    });
  });
});
