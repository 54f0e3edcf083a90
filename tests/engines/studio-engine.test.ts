import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackgroundLibrary } from '../../src/server/engines/backgrounds/background-library.js';
import type { ShotOutcome, ShotProgress } from '../../src/server/engines/image-engine.js';
import { StudioEngine } from '../../src/server/engines/studio/studio-engine.js';
import { drawGarmentPhoto } from '../support/garments.js';
import { oneShotRequest, outcomeKind } from './engine-test-helpers.js';
import { SMALL_OUTPUT, smallGarmentViews, type SmallGarmentViews } from './garment-fixture.js';

let cacheDir: string;
let engine: StudioEngine;
let views: SmallGarmentViews;

beforeAll(async () => {
  cacheDir = await mkdtemp(path.join(os.tmpdir(), 'vastra-bg-'));
  engine = new StudioEngine({ backgrounds: new BackgroundLibrary(cacheDir) });
  views = await smallGarmentViews();
});
afterAll(async () => {
  // A shot that fails early leaves its background render to finish writing the cache.
  await new Promise((resolve) => setTimeout(resolve, 500));
  await rm(cacheDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
});

const ok = (outcome: ShotOutcome) => {
  if (!outcome.ok)
    throw new Error(
      `${outcome.shot.name} failed: ${outcome.failure.reason} ${outcome.failure.detail ?? ''}`,
    );
  return outcome;
};

describe('StudioEngine', () => {
  it('makes five honestly named HD shots (2048x2560 PNG + WebP preview) with no input metadata', async () => {
    const front = await sharp(views.front)
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-seller', Artist: 'someone' } } })
      .jpeg()
      .toBuffer();
    expect((await sharp(front).metadata()).exif).toBeDefined();
    const outcomes = await engine.renderCatalogue({
      views: { front },
      background: { kind: 'preset', presetId: 'clean-white-studio' },
      persona: null,
    });
    expect(outcomes.map((o) => o.shot.name)).toEqual([
      'Front',
      'Ghost mannequin',
      'On a hanger',
      'Styled flat lay',
      'Fabric detail',
    ]);
    for (const outcome of outcomes.map(ok)) {
      const png = await sharp(outcome.image.png).metadata();
      expect([png.format, png.width, png.height]).toEqual(['png', 2048, 2560]);
      expect(png.exif).toBeUndefined();
      expect(outcome.image.png.includes('secret-seller')).toBe(false);
      const preview = await sharp(outcome.image.preview).metadata();
      expect([preview.format, preview.width, preview.height]).toEqual(['webp', 819, 1024]);
      expect(outcome.meta.cutout?.method).toBe('cutout');
    }
  });

  it('uses the back photo for a Back shot, reports progress, and caches the background on disk', async () => {
    const events: ShotProgress[] = [];
    const outcomes = await engine.renderCatalogue(
      {
        views,
        background: { kind: 'preset', presetId: 'zen-garden' },
        persona: null,
        output: SMALL_OUTPUT,
      },
      { onProgress: (event) => void events.push(event) },
    );
    expect(outcomes.map((o) => ok(o).shot.name)).toEqual([
      'Front',
      'Ghost mannequin',
      'On a hanger',
      'Styled flat lay',
      'Back',
    ]);
    expect(events.filter((e) => e.type === 'shot-started')).toHaveLength(5);
    expect(events.filter((e) => e.type === 'shot-finished')).toHaveLength(5);
    const cached = await readdir(path.join(cacheDir, 'v1'));
    expect(cached).toContain('zen-garden-240x300.png');
  });

  it('puts the garment on the background: the centre shows the garment, the corners the scene', async () => {
    const [front] = await engine.renderCatalogue(
      oneShotRequest(views.front, 'charcoal-studio', 'front'),
    );
    const { data, info } = await sharp(ok(front!).image.png)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) =>
      Array.from(
        data.subarray(
          (y * info.width + x) * info.channels,
          (y * info.width + x) * info.channels + 3,
        ),
      );
    const [r, g, b] = at(120, 150);
    expect(r).toBeGreaterThan(g! + 40); // the red kurta
    expect(r).toBeGreaterThan(b! + 40);
    const corner = at(5, 5);
    expect(Math.max(...corner) - Math.min(...corner)).toBeLessThan(15); // the charcoal backdrop
  });

  it('keeps a photo it cannot cut out cleanly on a card, and says so in the metadata', async () => {
    const hard = await drawGarmentPhoto(
      { kind: 't-shirt', color: '#cdcdca', flat: true },
      { color: '#cfcfcc' },
      { width: 400, height: 500 },
    );
    const [front] = await engine.renderCatalogue(
      oneShotRequest(hard.photo, 'soft-grey-studio', 'front'),
    );
    const meta = ok(front!).meta.cutout!;
    expect(meta.method).toBe('card');
    expect(meta.confidence).toBeLessThan(0.5);
    expect(meta.note).toMatch(/card/);
  });

  it('uses a side photo for the Side shot and a custom background image', async () => {
    const custom = await sharp({
      create: { width: 300, height: 300, channels: 3, background: '#2050a0' },
    })
      .png()
      .toBuffer();
    const [side] = await engine.renderCatalogue({
      views: { front: views.front, side: views.back },
      background: { kind: 'custom', image: custom, description: 'deep blue' },
      persona: null,
      output: SMALL_OUTPUT,
      onlyShots: ['side'],
    });
    expect(side!.shot.name).toBe('Side');
    const { data } = await sharp(ok(side!).image.png).raw().toBuffer({ resolveWithObject: true });
    expect(Array.from(data.subarray(0, 3))).toEqual(
      [0x20, 0x50, 0xa0].map((v) => expect.closeTo(v, -1.2)) as unknown as number[],
    );
  });

  it('fails shots with a clear reason for an unreadable photo or an unknown background', async () => {
    const [bad] = await engine.renderCatalogue(
      oneShotRequest(Buffer.from('not an image'), 'clean-white-studio', 'front'),
    );
    expect(outcomeKind(bad)).toBe('bad-input');
    const [unknown] = await engine.renderCatalogue(
      oneShotRequest(views.front, 'no-such-place', 'front'),
    );
    expect(outcomeKind(unknown)).toBe('bad-input');
  });

  it('stops when cancelled: unfinished shots come back cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    const outcomes = await engine.renderCatalogue(
      {
        views,
        background: { kind: 'preset', presetId: 'clean-white-studio' },
        persona: null,
        output: SMALL_OUTPUT,
      },
      { signal: controller.signal },
    );
    expect(outcomes.map(outcomeKind)).toEqual(Array(5).fill('cancelled'));
  });

  it('renders a custom background procedurally from the words of the prompt, and says so', async () => {
    const result = await engine.generateBackground({
      prompt: 'a sunny beach with palm trees',
      width: 160,
      height: 200,
    });
    if (!result.ok) throw new Error(result.failure.reason);
    expect(result.note).toMatch(/not an AI image/);
    expect(result.description).toContain('Golden Beach');
    expect(result.made).toBe('preset');
    expect(result.reason).toMatch(/^Matched Golden Beach: .*beach/);
    const meta = await sharp(result.image).metadata();
    expect([meta.width, meta.height]).toEqual([160, 200]);
  });
});
