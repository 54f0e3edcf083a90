import { describe, expect, it } from 'vitest';
import { PaymentProviderError } from '../providers/payments/payment-provider.js';
import { messageInJson, plainWords, timed } from './check-result.js';

describe("a check's result in plain words", () => {
  it("reads a vendor's JSON error body for its message, with the status once", () => {
    const google =
      'got status: 403 Forbidden. {"error":{"code":403,"message":"API key not valid.","status":"PERMISSION_DENIED"}}';
    expect(messageInJson(google)).toBe('403: API key not valid.');
    expect(messageInJson('{"error":"UnauthorizedAccess","message":"Invalid key."}')).toBe(
      'Invalid key.',
    );
    expect(messageInJson('no json here')).toBeUndefined();
  });

  it("says what went wrong in a failed query, not the query's SQL", () => {
    const error = new Error('Failed query: select count(*) from drizzle.__drizzle_migrations', {
      cause: new Error('permission denied for schema drizzle'),
    });
    expect(plainWords(error)).toBe('permission denied for schema drizzle');
  });

  it("says a provider's refusal in its description", () => {
    const error = new PaymentProviderError('Razorpay plan x could not be read', {
      statusCode: 401,
      description: 'The api key provided is invalid',
    });
    expect(plainWords(error)).toBe('401: The api key provided is invalid');
  });

  it('turns what a check throws into a failed line, timed', async () => {
    const result = await timed('mail', async () => {
      throw new Error('Invalid login: 535 Invalid username or password');
    });
    expect(result).toMatchObject({
      name: 'mail',
      status: 'failed',
      detail: 'Invalid login: 535 Invalid username or password',
    });
    expect(result.latencyMs).toBeGreaterThanOrEqual(0);
  });
});
