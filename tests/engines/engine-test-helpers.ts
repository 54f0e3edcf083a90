import type {
  CatalogueRequest,
  ImageEngine,
  PortraitRequest,
  ShotFailure,
  ShotOutcome,
} from '../../src/server/engines/image-engine.js';
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

/**
 * Engine overrides for the shot timeout tests: a 300 ms shot limit and no retry, the attempt's
 * deadline far beyond it, so what ends a hung shot is the shot's own timeout.
 */
export const ONE_SHORT_ATTEMPT = {
  shotTimeoutMs: 300,
  attemptTimeoutMs: 60_000,
  retry: { ...FAST_RETRY, attempts: 1 },
};

/**
 * Engine overrides for the tests of a hung request asked again: its attempt is given up after
 * 4 s, far beyond a sound answer of the local fake even on a loaded 2-core machine (the test
 * counts the attempts exactly, so a sound one must never meet the deadline), and the shot's
 * limit is far beyond its attempts.
 */
export const HUNG_ATTEMPT_RETRIED = {
  shotTimeoutMs: 60_000,
  attemptTimeoutMs: 4_000,
};

/** Engine overrides for the tests where every attempt hangs: each given up after 50 ms. */
export const EVERY_ATTEMPT_HANGS = {
  shotTimeoutMs: 30_000,
  attemptTimeoutMs: 50,
};

/** The reason of a shot or library image whose every attempt was given up. */
export const NOT_ANSWERED_IN_TIME = 'The image service did not answer in time.';

/** A signal that aborts `ms` from now, as a user cancelling a run in flight. */
export function abortAfter(ms: number): AbortSignal {
  const controller = new AbortController();
  setTimeout(() => controller.abort(), ms);
  return controller.signal;
}

/** A model to portray in the portrait tests. */
export const TEST_PORTRAIT: PortraitRequest = {
  name: 'Asha',
  persona: { ethnicity: 'indian', gender: 'female', age: '28', bodyType: 'slim', description: '' },
};

/** A one-shot catalogue's outcome, and the attempt numbers its engine reported retrying. */
export async function renderCountingRetries(engine: ImageEngine, request: CatalogueRequest) {
  const retries: number[] = [];
  const [outcome] = await engine.renderCatalogue(request, {
    onProgress: (e) => void (e.type === 'shot-retrying' && retries.push(e.attempt)),
  });
  return { outcome, retries };
}

/** 'ok', or a failed shot's, background's or portrait's kind and reason: one value to assert on. */
export function kindAndReason(
  outcome: { ok: true } | { ok: false; failure: ShotFailure } | undefined,
) {
  return outcome?.ok === false ? [outcome.failure.kind, outcome.failure.reason] : 'ok';
}
