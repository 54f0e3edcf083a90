/**
 * The studio engine's shots for each garment group (decision 178), checked on the project's
 * drawn garments at a small output size: each group's list, and each new shot renders at the
 * output size with the garment (and whatever holds it) where it should be. Runs made before
 * garment types keep the list they always had.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GARMENT_TYPES, garmentGroupOf, type GarmentTypeId } from '../../src/core/garments.js';
import {
  RETIRED_STUDIO_SHOTS,
  STUDIO_SHOTS,
  studioShotList,
  studioShotMadeAs,
} from '../../src/core/shots.js';
import { BackgroundLibrary } from '../../src/server/engines/backgrounds/background-library.js';
import type { RawPixels } from '../../src/server/engines/encode-shot.js';
import { clipHangerComposition } from '../../src/server/engines/studio/clip-hanger-shot.js';
import { drapedStandComposition } from '../../src/server/engines/studio/draped-stand-shot.js';
import { fabricDetailComposition } from '../../src/server/engines/studio/fabric-detail-shot.js';
import { FOLDED, foldedComposition } from '../../src/server/engines/studio/folded-shot.js';
import { foldedBorderComposition } from '../../src/server/engines/studio/folded-border-shot.js';
import { subjectFor } from '../../src/server/engines/studio/garment-layers.js';
import {
  FULL_LENGTH_GHOST,
  ghostMannequinShot,
} from '../../src/server/engines/studio/ghost-mannequin-shot.js';
import { prepareDetailPhoto } from '../../src/server/engines/studio/prepare-detail.js';
import { prepareView, type PreparedView } from '../../src/server/engines/studio/prepare-view.js';
import type { ShotContext, ViewName } from '../../src/server/engines/studio/shot-context.js';
import { spreadFlatComposition } from '../../src/server/engines/studio/spread-flat-shot.js';
import { renderStudioShot } from '../../src/server/engines/studio/studio-shots.js';
import { StudioEngine } from '../../src/server/engines/studio/studio-engine.js';
import { drawGarmentPhoto, type GarmentStyle } from '../support/garments.js';

const W = 480;
const H = 600;
const backgrounds = new BackgroundLibrary(undefined, { memoryEntries: 16 });
const backdrop = { color: '#e9e6df', vignette: 0.2, noise: 2 };
const greyScene: RawPixels = {
  data: Buffer.alloc(W * H * 3, 128),
  width: W,
  height: H,
  channels: 3,
};

function contextFor(views: Partial<Record<ViewName, PreparedView>>, detail?: Buffer): ShotContext {
  return {
    width: W,
    height: H,
    view: async (name) => {
      const view = views[name];
      if (!view) throw new Error(`no ${name} view`);
      return view;
    },
    has: (name) => views[name] !== undefined,
    closeUp: () =>
      detail ? prepareDetailPhoto(detail, W, H) : Promise.reject(new Error('no detail photo')),
    subject: async (name, boxW, boxH) => subjectFor(views[name]!, boxW, boxH),
    scene: async () => greyScene,
    surface: (id) => backgrounds.surface(id, W, H),
    category: 'studio',
    seed: 1,
  };
}

const TROUSERS: GarmentStyle = {
  kind: 'trousers',
  color: '#2d3e5c',
  accent: '#c9a45c',
  pattern: 'checks',
};
const SKIRT: GarmentStyle = {
  kind: 'skirt',
  color: '#e35d6a',
  accent: '#f7d774',
  pattern: 'floral',
  border: true,
};
const SAREE: GarmentStyle = {
  kind: 'saree',
  color: '#0f6b5c',
  accent: '#e0b04a',
  pattern: 'buti',
  border: true,
};
const DUPATTA: GarmentStyle = {
  kind: 'dupatta',
  color: '#f2c14e',
  accent: '#b0122b',
  border: true,
};
const DRESS: GarmentStyle = { kind: 'dress', color: '#2f6fb0', flat: true };

async function prepared(style: GarmentStyle) {
  return prepareView((await drawGarmentPhoto(style, backdrop, { width: 400, height: 500 })).photo);
}

const px = (frame: RawPixels, x: number, y: number) => {
  const i = (Math.round(y) * frame.width + Math.round(x)) * 3;
  return [frame.data[i]!, frame.data[i + 1]!, frame.data[i + 2]!];
};
const differs = (a: number[], b: number[], by = 20) => a.some((v, c) => Math.abs(v - b[c]!) > by);

/** Rows of the frame where some pixel differs from the ground's colour at that row's left edge. */
function rowsWithContent(frame: RawPixels): { first: number; last: number } {
  let first = -1;
  let last = -1;
  for (let y = 0; y < frame.height; y++) {
    const edge = px(frame, 2, y);
    for (let x = Math.round(frame.width * 0.25); x < frame.width * 0.75; x += 2) {
      if (differs(px(frame, x, y), edge, 40)) {
        if (first < 0) first = y;
        last = y;
        break;
      }
    }
  }
  return { first, last };
}

let trousers: PreparedView;
let skirt: PreparedView;
let saree: PreparedView;
let dupatta: PreparedView;
let dress: PreparedView;

beforeAll(async () => {
  const views = await Promise.all([TROUSERS, SKIRT, SAREE, DUPATTA, DRESS].map(prepared));
  [trousers, skirt, saree, dupatta, dress] = views as [
    PreparedView,
    PreparedView,
    PreparedView,
    PreparedView,
    PreparedView,
  ];
});

describe('the studio shot list of each garment group', () => {
  const ids = (
    type: GarmentTypeId | null | undefined,
    views = { hasBack: false, hasSide: false },
  ) => studioShotList(views, type).map((s) => s.id);
  const TODAY = ['front', 'ghost-mannequin', 'on-a-hanger', 'styled-flat-lay', 'fabric-detail'];

  it('upper wear, other and a run without a type get today’s list, with today’s substitutions', () => {
    for (const type of ['kurta', 't-shirt', 'other', null, undefined] as const) {
      for (const hasBack of [false, true])
        for (const hasSide of [false, true])
          expect(ids(type, { hasBack, hasSide })).toEqual([
            ...TODAY.slice(0, 3),
            hasSide ? 'side' : 'styled-flat-lay',
            hasBack ? 'back' : 'fabric-detail',
          ]);
    }
  });

  it('gives each group five different shots named for what they show', () => {
    expect(ids('trousers')).toEqual([
      'front',
      'on-a-clip-hanger',
      'folded',
      'styled-flat-lay',
      'waistband-detail',
    ]);
    expect(ids('skirt')).toEqual(ids('trousers'));
    expect(ids('dress')).toEqual([
      'front',
      'full-length-ghost-mannequin',
      'on-a-hanger',
      'styled-flat-lay',
      'fabric-detail',
    ]);
    expect(ids('saree')).toEqual([
      'spread-flat',
      'draped-on-a-stand',
      'folded-border-and-pallu',
      'styled-flat-lay',
      'border-detail',
    ]);
    expect(ids('dupatta')).toEqual(ids('saree'));
    expect(ids('lehenga')).toEqual([
      'front',
      'full-length-ghost-mannequin',
      'border-detail',
      'styled-flat-lay',
      'fabric-detail',
    ]);
    for (const type of GARMENT_TYPES) {
      const list = studioShotList({ hasBack: false, hasSide: false }, type.id);
      expect(new Set(list.map((s) => s.id)).size, type.id).toBe(5);
      for (const shot of list) {
        expect(shot.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
        expect(shot.name.length).toBeGreaterThan(2);
      }
    }
  });

  it('keeps Side and Back where they fit: a saree has no side, its back replaces the border detail', () => {
    expect(ids('trousers', { hasBack: true, hasSide: true })).toEqual([
      'front',
      'on-a-clip-hanger',
      'folded',
      'side',
      'back',
    ]);
    expect(ids('saree', { hasBack: true, hasSide: true })).toEqual([
      'spread-flat',
      'draped-on-a-stand',
      'folded-border-and-pallu',
      'styled-flat-lay',
      'back',
    ]);
  });

  it('a Detail photo becomes the last shot; a back photo then takes the flat lay’s place', () => {
    expect(ids('kurta', { hasBack: false, hasSide: false, hasDetail: true } as never).at(-1)).toBe(
      'detail-close-up',
    );
    const both = { hasBack: true, hasSide: true, hasDetail: true };
    for (const type of ['kurta', 'trousers', 'saree', 'lehenga'] as const) {
      const list = studioShotList(both, type).map((s) => s.id);
      expect(list.slice(3), type).toEqual(['back', 'detail-close-up']);
    }
    // A run without a type and without a Detail photo never sees the close-up.
    expect(ids(undefined)).not.toContain('detail-close-up');
  });

  it('every shot id, today’s and retired, is made by a renderer', () => {
    for (const shot of Object.values(STUDIO_SHOTS)) expect(studioShotMadeAs(shot.id)).toBe(shot.id);
    for (const [id, retired] of Object.entries(RETIRED_STUDIO_SHOTS))
      expect(studioShotMadeAs(id)).toBe(retired.madeAs);
    expect(studioShotMadeAs('no-such-shot')).toBeNull();
    expect(garmentGroupOf(undefined)).toBe('other');
  });
});

describe('the shots of lower wear', () => {
  it('on a clip hanger: two clips grip the waistband from a bar above it, under a hook', async () => {
    const { pixels, hanger, garmentTop } = await clipHangerComposition(
      contextFor({ front: trousers }),
    );
    expect([pixels.width, pixels.height]).toEqual([W, H]);
    expect(hanger.hookTop).toBeGreaterThan(0);
    expect(hanger.hookTop).toBeLessThan(hanger.barTop);
    expect(hanger.barTop).toBeLessThan(garmentTop);
    expect(hanger.clips).toHaveLength(2);
    for (const clip of hanger.clips) {
      // The clip reaches over the waistband, and it is drawn: not the scene's grey.
      expect(clip.bottom).toBeGreaterThan(garmentTop);
      expect(clip.top).toBeLessThan(garmentTop);
      expect(differs(px(pixels, clip.x, (clip.top + clip.bottom) / 2), [128, 128, 128])).toBe(true);
    }
    // The garment hangs below: its middle is not the scene.
    expect(differs(px(pixels, W / 2 - W * 0.12, H * 0.5), [128, 128, 128])).toBe(true);
    // Above the hook, the scene is untouched.
    expect(px(pixels, hanger.hookX, hanger.hookTop - 12)).toEqual([128, 128, 128]);
  });

  it('folded: the upper half of the garment, darker where it turns under, the ground below', async () => {
    const { pixels, placed, foldY } = await foldedComposition(contextFor({ front: trousers }));
    expect([pixels.width, pixels.height]).toEqual([W, H]);
    const whole = await subjectFor(
      trousers,
      FOLDED.boxWidth * W,
      (FOLDED.boxHeight * H) / FOLDED.fold,
    );
    expect(placed.height).toBe(Math.round(whole.height * FOLDED.fold));
    expect(placed.height).toBeLessThanOrEqual(FOLDED.boxHeight * H + 1);
    // The waistband near the top is the garment's navy, not the light ground.
    const ground = px(pixels, 4, 4);
    expect(
      differs(
        px(pixels, W / 2 + placed.width * 0.2, placed.top + placed.height * 0.05),
        ground,
        60,
      ),
    ).toBe(true);
    // Well below the fold: the ground.
    expect(differs(px(pixels, W / 2, foldY + H * 0.06), ground, 6)).toBe(false);
    // The fold darkens the last rows of the upper half against its middle (in one column).
    const lum = (y: number) => {
      let sum = 0;
      for (let dx = -20; dx <= 20; dx++)
        sum += px(pixels, placed.left + placed.width * 0.25 + dx, y).reduce((a, b) => a + b, 0);
      return sum / 41;
    };
    expect(lum(foldY - 3)).toBeLessThan(lum(placed.top + placed.height * 0.5) * 0.9);
  });

  it('waistband detail: the swatch is taken along the garment’s top edge', async () => {
    for (const view of [trousers, skirt]) {
      const { pixels, crop } = await fabricDetailComposition(contextFor({ front: view }), 'top');
      expect([pixels.width, pixels.height]).toEqual([W, H]);
      expect(crop.top - view.bbox.y).toBeGreaterThanOrEqual(0);
      expect(crop.top - view.bbox.y).toBeLessThan(view.bbox.height * 0.06);
      expect(
        renderStudioShot('waistband-detail', contextFor({ front: view })),
      ).resolves.toMatchObject({ width: W });
    }
  });
});

describe('the shots of full-length garments and sets', () => {
  it('full-length ghost mannequin: the garment fills more of the frame’s height than the ghost mannequin', async () => {
    const ctx = contextFor({ front: dress });
    const ghost = rowsWithContent(await ghostMannequinShot(ctx));
    const full = await ghostMannequinShot(ctx, FULL_LENGTH_GHOST);
    expect([full.width, full.height]).toEqual([W, H]);
    const tall = rowsWithContent(full);
    expect(tall.last - tall.first).toBeGreaterThan((ghost.last - ghost.first) * 1.1);
    expect(tall.last - tall.first).toBeGreaterThan(H * 0.82);
  });
});

describe('the shots of sarees and drapes', () => {
  it('spread flat: the whole length, large, on the plain light ground', async () => {
    const { pixels, placed } = await spreadFlatComposition(contextFor({ front: saree }));
    expect([pixels.width, pixels.height]).toEqual([W, H]);
    expect(placed.height).toBeGreaterThan(H * 0.84);
    const ground = px(pixels, 4, 4);
    expect(differs(px(pixels, W / 2, H / 2), ground, 60)).toBe(true);
    expect(ground.every((v) => v > 220)).toBe(true);
  });

  it('folded, border and pallu: the border fold lies below the pallu fold, its hem gold', async () => {
    const { pixels, border, pallu } = await foldedBorderComposition(contextFor({ front: saree }));
    expect([pixels.width, pixels.height]).toEqual([W, H]);
    expect(border.top).toBeGreaterThan(pallu.top);
    expect(border.top).toBeLessThan(pallu.top + pallu.height);
    expect(border.top + border.height).toBeLessThanOrEqual(H);
    expect(pallu.top).toBeGreaterThanOrEqual(0);
    // The saree's hem border (gold, #e0b04a) near the bottom of the border fold.
    const [r, g, b] = px(pixels, border.left + border.width / 2, border.top + border.height * 0.9);
    expect(r!).toBeGreaterThan(b! + 60);
    expect(g!).toBeGreaterThan(b! + 30);
  });

  it('draped on a stand: the cloth hangs over a rod wider than it, the stand’s posts reach the floor', async () => {
    for (const view of [saree, dupatta]) {
      const { pixels, stand, garment, flap } = await drapedStandComposition(
        contextFor({ front: view }),
      );
      expect([pixels.width, pixels.height]).toEqual([W, H]);
      expect(stand.rodLeft).toBeLessThan(garment.left);
      expect(stand.rodRight).toBeGreaterThan(garment.left + garment.width);
      expect(garment.top).toBeLessThanOrEqual(stand.rodBottom);
      expect(flap.height).toBeGreaterThan(0);
      // The rod shows beside the cloth, a post near the floor; the cloth's middle is not the scene.
      const rodY = (stand.rodTop + stand.rodBottom) / 2;
      expect(differs(px(pixels, (stand.rodLeft + garment.left) / 2, rodY), [128, 128, 128])).toBe(
        true,
      );
      expect(differs(px(pixels, stand.rodLeft + 3, stand.floorY - H * 0.1), [128, 128, 128])).toBe(
        true,
      );
      expect(differs(px(pixels, W / 2, H * 0.5), [128, 128, 128])).toBe(true);
    }
  });

  it('border detail: the swatch is taken along the bottom edge, where the border is', async () => {
    const { pixels, crop, placed } = await fabricDetailComposition(
      contextFor({ front: saree }),
      'bottom',
    );
    expect([pixels.width, pixels.height]).toEqual([W, H]);
    const bottom = saree.bbox.y + saree.bbox.height;
    expect(bottom - (crop.top + crop.height)).toBeGreaterThanOrEqual(0);
    expect(bottom - (crop.top + crop.height)).toBeLessThan(saree.bbox.height * 0.06);
    // The swatch's lower part shows the gold border.
    const [r, , b] = px(pixels, placed.left + placed.width / 2, placed.top + placed.height * 0.9);
    expect(r!).toBeGreaterThan(b! + 60);
  });
});

describe('the Detail photo', () => {
  it('becomes the Detail close-up: the whole frame, at the output size, the photo’s own colours', async () => {
    const { photo } = await drawGarmentPhoto(SAREE, backdrop, {
      width: 900,
      height: 700,
      scale: 3,
      offsetX: 0.1,
    });
    const shot = await renderStudioShot('detail-close-up', contextFor({ front: saree }, photo));
    expect([shot.width, shot.height, shot.channels]).toEqual([W, H, 3]);
    const expected = await sharp(photo)
      .resize(W, H, { fit: 'cover' })
      .removeAlpha()
      .raw()
      .toBuffer();
    let diff = 0;
    for (let i = 0; i < expected.length; i += 7) diff += Math.abs(expected[i]! - shot.data[i]!);
    // Enhanced (levels, saturation, sharpening), not another picture.
    expect(diff / (expected.length / 7)).toBeLessThan(25);
  });
});

describe('StudioEngine with garment types', () => {
  let cacheDir: string;
  let engine: StudioEngine;
  beforeAll(async () => {
    cacheDir = await mkdtemp(path.join(os.tmpdir(), 'vastra-bg-'));
    engine = new StudioEngine({ backgrounds: new BackgroundLibrary(cacheDir) });
  });
  afterAll(async () => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await rm(cacheDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  });

  it('makes a saree’s five shots, the Detail photo as the last; a run without a type is unchanged', async () => {
    const front = (await drawGarmentPhoto(SAREE, backdrop, { width: 400, height: 500 })).photo;
    const detail = (await drawGarmentPhoto(SAREE, backdrop, { width: 500, height: 400, scale: 3 }))
      .photo;
    const request = {
      background: { kind: 'preset' as const, presetId: 'clean-white-studio' },
      persona: null,
      output: { width: 240, height: 300, previewLongSide: 120 },
    };
    const sareeRun = await engine.renderCatalogue({
      ...request,
      views: { front, detail },
      garment: { type: 'saree', stylingNote: null },
    });
    expect(sareeRun.map((o) => o.shot.name)).toEqual([
      'Spread flat',
      'Draped on a stand',
      'Folded, border and pallu',
      'Styled flat lay',
      'Detail close-up',
    ]);
    for (const outcome of sareeRun) {
      expect(outcome.ok, outcome.shot.id).toBe(true);
      if (outcome.ok)
        expect(await sharp(outcome.image.png).metadata()).toMatchObject({
          width: 240,
          height: 300,
        });
    }
    const oldRun = await engine.renderCatalogue({ ...request, views: { front } });
    expect(oldRun.map((o) => o.shot.id)).toEqual(
      studioShotList({ hasBack: false, hasSide: false }).map((s) => s.id),
    );
    expect(oldRun.map((o) => o.shot.name)).toEqual([
      'Front',
      'Ghost mannequin',
      'On a hanger',
      'Styled flat lay',
      'Fabric detail',
    ]);
  });
});
