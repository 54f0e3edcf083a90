import type { ShotOutcome } from '../../src/server/engines/image-engine.js';
import { FAST_RETRY, SMALL_OUTPUT } from './garment-fixture.js';

/** The whole catalogue from a front photo alone, on a preset background, at the small test size. */
export const frontPhotoRequest = (front: Buffer, presetId: string) => ({
  views: { front },
  background: { kind: 'preset' as const, presetId },
  persona: null,
  output: SMALL_OUTPUT,
});

/** One shot (by id) of `frontPhotoRequest`. */
export const oneShotRequest = (front: Buffer, presetId: string, shot: string) => ({
  ...frontPhotoRequest(front, presetId),
  onlyShots: [shot],
});

/** 'ok' for a made shot, else the failure kind: one value to assert on. */
export function outcomeKind(outcome: ShotOutcome | undefined) {
  if (!outcome) throw new Error('no outcome for the shot');
  return outcome.ok ? 'ok' : outcome.failure.kind;
}

/** Engine overrides for the timeout tests: a 300 ms shot limit and no retry. */
export const ONE_SHORT_ATTEMPT = {
  shotTimeoutMs: 300,
  retry: { ...FAST_RETRY, attempts: 1 },
};

/** A signal that aborts `ms` from now, as a user cancelling a run in flight. */
export function abortAfter(ms: number): AbortSignal {
  const controller = new AbortController();
  setTimeout(() => controller.abort(), ms);
  return controller.signal;
}
