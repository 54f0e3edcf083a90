/**
 * The colour and print checks around an engine (decisions 120, 271, 276) on drawn garments: a
 * printed kurta photographed, and "shots" that are the same kurta drawn smaller on another
 * backdrop, with its print or without. One retry in all on an AI engine, the better attempt
 * kept; the studio engine is checked for colour only, never retried.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { drawGarmentPhoto, type GarmentStyle } from '../../../../tests/support/garments.js';
import { aiPoseList } from '../../../core/shots.js';
import type { ShotDefinition } from '../../../core/shots.js';
import type {
  CatalogueRequest,
  EngineName,
  ImageEngine,
  RunControl,
  ShotOutcome,
} from '../image-engine.js';
import { withShotChecks } from './shot-checked-engine.js';

const KURTA: GarmentStyle = { kind: 'kurta', color: '#b0122b', accent: '#e8c15a', pattern: 'buti' };
const front = aiPoseList({ hasBack: false })[0]!;
const closeUp: ShotDefinition = { id: 'fabric-detail', name: 'Fabric detail', needsBack: false };

let photo: Buffer;
let printed: Buffer;
let printDropped: Buffer;

async function drawn(garment: GarmentStyle, shot: boolean): Promise<Buffer> {
  const size = shot
    ? { width: 640, height: 800, scale: 0.6 }
    : { width: 720, height: 900, scale: undefined };
  const backdrop = shot ? { color: '#3d4a5c' } : { color: '#e7e4dd', vignette: 0.2, noise: 3 };
  return (await drawGarmentPhoto(garment, backdrop, { ...size, format: 'png' })).photo;
}

beforeAll(async () => {
  [photo, printed, printDropped] = await Promise.all([
    drawn(KURTA, false),
    drawn(KURTA, true),
    drawn({ ...KURTA, pattern: 'solid' }, true),
  ]);
}, 60_000);

/** An engine that answers each request for its one shot with the next of `answers`. */
function engineAnswering(name: EngineName, shot: ShotDefinition, answers: Buffer[]) {
  const requests: CatalogueRequest[] = [];
  const engine = {
    name,
    capabilities: {},
    shotList: () => [shot],
    async renderCatalogue(request: CatalogueRequest, control: RunControl = {}) {
      requests.push(request);
      const png = answers[requests.length - 1]!;
      const outcome: ShotOutcome = {
        ok: true,
        index: 0,
        shot,
        image: { png, preview: png, previewMime: 'image/webp', width: 640, height: 800 },
        meta: { engine: name },
      };
      await control.onProgress?.({ type: 'shot-finished', outcome });
      return [outcome];
    },
  } as unknown as ImageEngine;
  return { engine, requests };
}

async function kept(engine: ImageEngine, retry: boolean, print = true) {
  const request = {
    views: { front: photo },
    background: { kind: 'preset', presetId: 'clean-white-studio' },
    persona: null,
  } as CatalogueRequest;
  const [outcome] = await withShotChecks(engine, { retry, print }).renderCatalogue(request);
  if (!outcome?.ok) throw new Error('the shot was not made');
  return outcome;
}

describe('the shot checks around an engine', () => {
  it('make a shot whose print was dropped once more and keep the second, without a warning', async () => {
    const { engine, requests } = engineAnswering('gemini', front, [printDropped, printed]);
    const outcome = await kept(engine, true);
    expect(requests).toHaveLength(2);
    expect(requests[1]!.onlyShots).toEqual([front.id]);
    expect(outcome.image.png).toBe(printed);
    expect(outcome.meta.print).toMatchObject({ passed: true, retried: true });
    expect(outcome.meta.colour).toMatchObject({ passed: true, retried: true });
    expect(outcome.meta.attempts).toBe(2);
  }, 60_000);

  it('keep a shot whose print was dropped twice with the failed verdict and its score', async () => {
    const { engine, requests } = engineAnswering('gemini', front, [printDropped, printDropped]);
    const outcome = await kept(engine, true);
    expect(requests).toHaveLength(2);
    expect(outcome.meta.print).toMatchObject({ passed: false, retried: true });
    expect(outcome.meta.print!.score).toBeLessThan(1);
    // The print went; the garment's red stayed.
    expect(outcome.meta.colour?.passed).toBe(true);
  }, 60_000);

  it("never make a studio shot again, nor judge its print: it is the seller's own pixels", async () => {
    const { engine, requests } = engineAnswering('studio', front, [printDropped, printed]);
    const outcome = await kept(engine, false, false);
    expect(requests).toHaveLength(1);
    expect(outcome.image.png).toBe(printDropped);
    expect(outcome.meta.print).toBeUndefined();
    expect(outcome.meta.colour).toMatchObject({ passed: true, retried: false });
    expect(outcome.meta.attempts).toBe(1);
  }, 60_000);

  it('judge the print without a retry when asked to, and keep the shot as made', async () => {
    const { engine, requests } = engineAnswering('gemini', front, [printDropped, printed]);
    const outcome = await kept(engine, false);
    expect(requests).toHaveLength(1);
    expect(outcome.meta.print).toMatchObject({ passed: false, retried: false });
  }, 60_000);

  it('leave a close-up to the colour check alone', async () => {
    const { engine, requests } = engineAnswering('gemini', closeUp, [printDropped, printed]);
    const outcome = await kept(engine, true);
    expect(requests).toHaveLength(1);
    expect(outcome.meta.print).toBeUndefined();
    expect(outcome.meta.colour).toMatchObject({ passed: true, retried: false });
  }, 60_000);
});
