import { describe, expect, it } from 'vitest';
import { ApiError } from '@google/genai';
import OpenAI from 'openai';
import { classifyGeminiError, googleRetryDelayMs } from './gemini-errors.js';
import { classifyOpenAIError } from './openai-client.js';
import { accountProblem, IMAGE_SERVICE_UNAVAILABLE, rejectedRequest } from './vendor-failures.js';

const openAi = (status: number, body: object, headers: Record<string, string> = {}) =>
  classifyOpenAIError(
    OpenAI.APIError.generate(status, { error: body }, undefined, new Headers(headers)),
  );

const google = (status: number, body: object) =>
  classifyGeminiError(new ApiError({ message: JSON.stringify({ error: body }), status }));

describe('vendor failures', () => {
  it('reads a 400 as photos the vendor could not use, and anything else as a refusal', () => {
    expect(rejectedRequest(400, 'Unable to process input image.')).toEqual({
      retry: false,
      failure: {
        kind: 'bad-input',
        reason: 'The image service could not use these photos.',
        message: { key: 'photosUnusable', values: [] },
        detail: 'Unable to process input image.',
      },
    });
    expect(rejectedRequest(409, 'Conflict.')).toEqual({
      retry: false,
      failure: {
        kind: 'error',
        reason: 'The image service refused the request.',
        message: { key: 'imageServiceRefused', values: [] },
        detail: '409: Conflict.',
      },
    });
  });

  it("never retries the account's problems, and tells the seller the service is unavailable", () => {
    expect(accountProblem('insufficient_quota')).toEqual({
      retry: false,
      failure: {
        kind: 'unavailable',
        reason: IMAGE_SERVICE_UNAVAILABLE,
        message: { key: 'imageServiceUnavailable', values: [] },
        detail: 'insufficient_quota',
      },
    });
  });

  it("OpenAI: a billing limit, a spent quota, a wrong key and an unverified organisation are the account's", () => {
    const kinds = [
      openAi(400, {
        code: 'billing_hard_limit_reached',
        message: 'Billing hard limit has been reached.',
      }),
      openAi(429, { code: 'insufficient_quota', message: 'You exceeded your current quota.' }),
      openAi(401, { code: 'invalid_api_key', message: 'Incorrect API key provided.' }),
      openAi(403, { code: null, message: 'Your organization must be verified to use the model.' }),
    ].map((decision) => [decision.retry, decision.failure?.kind, decision.rateLimited]);
    expect(kinds).toEqual(kinds.map(() => [false, 'unavailable', undefined]));
    // A refused parameter stays the request's: the photos or the settings, not the account.
    expect(
      openAi(400, { code: 'invalid_value', message: "Invalid value: 'x'." }).failure?.kind,
    ).toBe('bad-input');
  });

  it('OpenAI: reads retry-after-ms before retry-after, as the SDK does', () => {
    const limited = { code: 'rate_limit_exceeded', message: 'Rate limit reached.' };
    expect(openAi(429, limited, { 'retry-after-ms': '250', 'retry-after': '7' })).toEqual({
      retry: true,
      retryAfterMs: 250,
      rateLimited: true,
    });
    expect(openAi(429, limited, { 'retry-after': '7' }).retryAfterMs).toBe(7000);
    expect(openAi(503, { message: 'overloaded' }, { 'retry-after-ms': '40' })).toEqual({
      retry: true,
      retryAfterMs: 40,
      rateLimited: false,
    });
  });

  it("Gemini: a 429 that waiting fixes is retried with Google's RetryInfo delay", () => {
    const body = {
      code: 429,
      status: 'RESOURCE_EXHAUSTED',
      details: [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '13s' }],
    };
    expect(googleRetryDelayMs(JSON.stringify({ error: body }))).toBe(13_000);
    expect(google(429, body)).toEqual({ retry: true, rateLimited: true, retryAfterMs: 13_000 });
    expect(google(503, { code: 503, status: 'UNAVAILABLE' })).toEqual({ retry: true });
  });

  it("Gemini: a day's quota spent, an invalid key and a missing model are the account's, never retried", () => {
    const daily = google(429, {
      code: 429,
      status: 'RESOURCE_EXHAUSTED',
      details: [
        {
          '@type': 'type.googleapis.com/google.rpc.QuotaFailure',
          violations: [{ quotaId: 'GenerateRequestsPerDayPerProjectPerModel-FreeTier' }],
        },
        { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '38s' },
      ],
    });
    const invalidKey = google(400, {
      code: 400,
      message: 'API key not valid. Please pass a valid API key.',
      status: 'INVALID_ARGUMENT',
      details: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'API_KEY_INVALID' }],
    });
    const missing = google(404, {
      code: 404,
      message: 'models/gemini-x is not found for API version v1beta.',
      status: 'NOT_FOUND',
    });
    for (const decision of [daily, invalidKey, missing]) {
      expect(decision.retry).toBe(false);
      expect(decision.rateLimited).toBeUndefined();
      expect(decision.failure?.kind).toBe('unavailable');
    }
    // An image Gemini could not read is still the photos'.
    expect(
      google(400, {
        code: 400,
        message: 'Unable to process input image.',
        status: 'INVALID_ARGUMENT',
      }).failure?.kind,
    ).toBe('bad-input');
  });
});
