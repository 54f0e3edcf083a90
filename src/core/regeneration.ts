/**
 * Regenerating one shot (issue 13, decision 122): the request, what a shot shows while it is
 * made again, the texts, and the URL version that makes a replaced image load afresh.
 *
 * Endpoints (a session; another user's run, shot or catalogue answers 404):
 *   POST /api/runs/:id/shots/:index/regenerate                 { clientRequestId } -> 202 RunView
 *   POST /api/catalogues/:id/images/:imageId/regenerate        { clientRequestId } -> 202 CatalogueView
 * Each costs one image of the month (402 'Generation Limit Reached' when none is left); a
 * repeated clientRequestId answers the same regeneration; a second one while the shot is being
 * made again answers 409. The request's schema: run-schemas.ts.
 */
import type { StoredMessage } from './stored-message.js';

export const REGENERATION_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type RegenerationStatus = (typeof REGENERATION_STATUSES)[number];

/** The shot's latest regeneration, as the modal and the catalogue show it. */
export interface ShotRegenerationState {
  id: string;
  status: RegenerationStatus;
  /** Why it failed (safe to show); the old image stayed and the image was given back. */
  error: string | null;
  /** The same by its key and values (decision 275); null for those failed before it. */
  errorMessage: StoredMessage | null;
}

export const isRegenerating = (state: ShotRegenerationState | null | undefined) =>
  state?.status === 'queued' || state?.status === 'running';

export const REGENERATION_TEXTS = {
  button: (pose: string) => `Regenerate ${pose}`,
  /** Decision 017: regenerating a shot costs one image; the button says so before the click. */
  cost: 'Uses 1 image',
  confirmTitle: (pose: string) => `Regenerate ${pose}?`,
  confirmDescription: (remaining: number | null) =>
    `This makes the image again and uses 1 image of your plan${
      remaining === null ? '' : ` (${remaining} left this month)`
    }. If it fails, the image is given back and your current image stays.`,
  noneLeft: 'No images left this month.',
  inProgress: 'Regenerating…',
  started: 'Regenerating',
  startedDescription: (pose: string) =>
    `${pose} is being made again. The current image stays until the new one is ready.`,
  done: 'Image Regenerated',
  doneDescription: (pose: string) => `${pose} was replaced with the new image.`,
  failedTitle: 'Regeneration Failed',
  failedDescription: (reason: string) =>
    `${reason} Your current image was kept and the image was not counted.`,
  alreadyRunning: 'This image is already being regenerated. Please wait for it to finish.',
  notFinished: 'This generation has not finished yet.',
  notAnImage: 'Only a finished image can be regenerated.',
  runGone: 'The generation this catalogue came from is no longer available.',
  renderFailed: 'The image could not be made again.',
} as const;

/** A stored image's URL with the version of its file, so a replaced image is not read from cache. */
export function versionedUrl(url: string, version: number): string {
  return version > 0 ? `${url}?v=${version}` : url;
}
