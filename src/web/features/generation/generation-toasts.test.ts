import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { saveFailedMessage } from './generation-toasts';

describe('saveFailedMessage', () => {
  it("says the server's message", () => {
    const error = new ApiError(409, 'CONFLICT', 'This run is already saved.');
    expect(saveFailedMessage(error)).toBe('This run is already saved.');
  });

  it('falls back to the spec text for anything else', () => {
    expect(saveFailedMessage(new Error('boom'))).toBe(
      'Failed to save catalogue. Please try again.',
    );
  });
});
