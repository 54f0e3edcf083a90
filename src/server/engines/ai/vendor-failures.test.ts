import { describe, expect, it } from 'vitest';
import { ApiError } from '@google/genai';
import OpenAI from 'openai';
import { classifyGeminiError, googleRetryDelayMs } from './gemini-engine.js';
import { classifyOpenAIError } from './openai-engine.js';
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

  it("marks a 429 that waiting fixes, with the vendor's delay, for the shared limit's pause", () => {
    const google = JSON.stringify({
      error: {
        code: 429,
        status: 'RESOURCE_EXHAUSTED',
        details: [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '13s' }],
      },
    });
    expect(googleRetryDelayMs(google)).toBe(13_000);
    expect(classifyGeminiError(new ApiError({ message: google, status: 429 }))).toEqual({
      retry: true,
      rateLimited: true,
      retryAfterMs: 13_000,
    });
    expect(classifyGeminiError(new ApiError({ message: '{}', status: 503 }))).toEqual({
      retry: true,
    });
    const openAi = (code: string, headers: Record<string, string>) =>
      classifyOpenAIError(
        OpenAI.APIError.generate(
          429,
          { error: { code, message: code } },
          code,
          new Headers(headers),
        ),
      );
    expect(openAi('rate_limit_exceeded', { 'retry-after': '7' })).toEqual({
      retry: true,
      retryAfterMs: 7000,
      rateLimited: true,
    });
    expect(openAi('insufficient_quota', {}).retry).toBe(false);
    expect(openAi('insufficient_quota', {}).rateLimited).toBeUndefined();
  });
});
