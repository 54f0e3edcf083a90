/**
 * Fetches the photos of a run created from image URLs: public addresses only (after redirects and
 * DNS), at most 10 MB each, an image content type, 15 seconds per photo (decision 133).
 */
import { ACCEPTED_PHOTO_TYPES, MAX_PHOTO_BYTES, type GarmentView } from '../../../core/uploads.js';
import { AppError } from '../../lib/errors.js';
import {
  guardedRequest,
  GuardedRequestError,
  type GuardedRequest,
} from '../../lib/guarded-request.js';
import { keyed } from '../../../core/server-messages.js';

export const IMAGE_FETCH_TIMEOUT_MS = 15_000;
export const IMAGE_FETCH_MAX_REDIRECTS = 3;

export type ImageFetcher = (url: string, view: GarmentView) => Promise<Buffer>;

export function createImageFetcher(
  options: Pick<GuardedRequest, 'isAllowedAddress'> & { timeoutMs?: number } = {},
): ImageFetcher {
  return async (url, view) => {
    const refuse = (reason: string) =>
      new AppError('BAD_REQUEST', keyed('imageNotFetched', view, reason));
    let response;
    try {
      response = await guardedRequest({
        url,
        maxResponseBytes: MAX_PHOTO_BYTES,
        timeoutMs: options.timeoutMs ?? IMAGE_FETCH_TIMEOUT_MS,
        maxRedirects: IMAGE_FETCH_MAX_REDIRECTS,
        headers: { accept: ACCEPTED_PHOTO_TYPES.join(', ') },
        isAllowedAddress: options.isAllowedAddress,
      });
    } catch (error) {
      if (error instanceof GuardedRequestError && error.reason === 'too-large')
        throw new AppError('PAYLOAD_TOO_LARGE', keyed('imageTooLarge', view));
      if (error instanceof GuardedRequestError) throw refuse(error.message);
      throw error;
    }
    if (response.status !== 200) throw refuse(`the address answered ${response.status}.`);
    const type = String(response.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase();
    if (!(ACCEPTED_PHOTO_TYPES as readonly string[]).includes(type))
      throw new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        keyed('imageWrongType', view, type || 'unknown'),
      );
    return response.body;
  };
}
