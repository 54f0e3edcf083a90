/**
 * The shot checks' references (the colour check's palette and the print's signature, from one
 * cut-out) start a while after a catalogue's first request to the vendor, not as it is asked:
 * the cut-out holds the main thread, which the requests still need to be sent (decision 212). A
 * shot back sooner starts them itself, and a catalogue cuts each photo out once for both checks.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aiPoseList } from '../../../core/shots.js';
import type { CatalogueRequest, ImageEngine, RunControl, ShotOutcome } from '../image-engine.js';
import { withShotChecks } from './shot-checked-engine.js';
import type * as ColourFidelity from './colour-fidelity.js';

const palette = vi.hoisted(() => ({ calls: 0 }));
vi.mock('./colour-fidelity.js', async (importOriginal) => ({
  ...(await importOriginal<typeof ColourFidelity>()),
  // No cut-out: the checks pass every shot as it is; only when it was asked for counts here.
  garmentRegion: () => {
    palette.calls++;
    return Promise.resolve(null);
  },
}));

const shot = aiPoseList({ hasBack: false })[0]!;
const request = {
  views: { front: Buffer.from('photo') },
  background: { kind: 'preset', presetId: 'clean-white-studio' },
  persona: null,
} as CatalogueRequest;
const made: ShotOutcome = {
  ok: true,
  index: 0,
  shot,
  image: {
    png: Buffer.from('png'),
    preview: Buffer.from('preview'),
    previewMime: 'image/webp',
    width: 1,
    height: 1,
  },
  meta: { engine: 'gemini' },
} as ShotOutcome;
/** An engine that asks the vendor, lets `during` run, then finishes its one shot. */
function engineAsking(during: () => Promise<void>): ImageEngine {
  return {
    name: 'gemini',
    capabilities: {},
    shotList: () => [shot],
    async renderCatalogue(_request: CatalogueRequest, control: RunControl = {}) {
      await control.onProgress?.({ type: 'shot-requested', index: 0, shot });
      await during();
      await control.onProgress?.({ type: 'shot-finished', outcome: made });
      return [made];
    },
  } as unknown as ImageEngine;
}

// Fake timers: whether the palette has started is read at chosen moments, never raced against
// a real timer a loaded machine could let fire late or early.
beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  palette.calls = 0;
});

describe('the palette of a remote catalogue', () => {
  it('starts once the requests have had time to go, not as the first is asked', async () => {
    const seen: number[] = [];
    const engine = engineAsking(async () => {
      seen.push(palette.calls);
      await vi.advanceTimersByTimeAsync(99);
      seen.push(palette.calls);
      await vi.advanceTimersByTimeAsync(1);
      seen.push(palette.calls);
    });
    await withShotChecks(engine, { retry: false, paletteAfterRequestMs: 100 }).renderCatalogue(
      request,
    );
    expect(seen).toEqual([0, 0, 1]);
    expect(palette.calls).toBe(1);
  });

  it('starts when a shot comes back sooner, and only once', async () => {
    const engine = engineAsking(() => Promise.resolve());
    await withShotChecks(engine, { retry: false, paletteAfterRequestMs: 100 }).renderCatalogue(
      request,
    );
    expect(palette.calls).toBe(1);
    // The timer is cleared with the catalogue: it never starts a second one.
    await vi.advanceTimersByTimeAsync(1000);
    expect(palette.calls).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
