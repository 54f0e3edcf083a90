import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BACKGROUND_CATEGORIES,
  BACKGROUND_PRESETS,
  findBackgroundPreset,
} from '../../../core/backgrounds.js';
import { BackgroundLibrary, THUMBNAIL_SIZE } from './background-library.js';
import { chooseProceduralBackground } from './procedural-background.js';
import { presetsWithoutScene, PRESET_SCENES } from './preset-scenes.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'vastra-presets-'));
});
afterAll(() => rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 }));

describe('background presets', () => {
  it('has 39 presets with stable unique kebab-case ids, every category used, every one drawn', () => {
    expect(BACKGROUND_PRESETS).toHaveLength(39);
    const ids = BACKGROUND_PRESETS.map((p) => p.id);
    expect(new Set(ids).size).toBe(39);
    expect(ids.every((id) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(id))).toBe(true);
    expect(new Set(BACKGROUND_PRESETS.map((p) => p.category))).toEqual(
      new Set(BACKGROUND_CATEGORIES),
    );
    for (const name of [
      'Clean White Studio',
      'Modern Kitchen',
      'Swimming Pool',
      'Sandstone Fort',
      'Neon City',
      'Space Station',
      'Zen Garden',
      'Street Art',
    ]) {
      expect(BACKGROUND_PRESETS.some((p) => p.name === name)).toBe(true);
    }
    expect(findBackgroundPreset('clean-white-studio')!.description).toBe(
      'a clean white studio background',
    );
    expect(presetsWithoutScene()).toEqual([]);
    expect(Object.keys(PRESET_SCENES).sort()).toEqual([...ids].sort());
  });

  it('renders every preset as a real scene, not a flat colour', async () => {
    const library = new BackgroundLibrary(undefined);
    for (const preset of BACKGROUND_PRESETS) {
      const image = await library.raw(preset.id, 64, 80);
      const stats = await sharp(image.data, {
        raw: { width: 64, height: 80, channels: 3 },
      }).stats();
      // Light falloff, floors and scenery give every preset some tonal range.
      const spread = Math.max(...stats.channels.map((c) => c.stdev));
      expect(spread, preset.id).toBeGreaterThan(1.5);
    }
  });

  it('caches a render on disk and serves small WebP thumbnails', async () => {
    const library = new BackgroundLibrary(dir);
    const png = await library.png('neon-city', 200, 250);
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 200, height: 250 });
    const thumb = await library.thumbnail('clean-white-studio');
    expect(await sharp(thumb).metadata()).toMatchObject({ format: 'webp', ...THUMBNAIL_SIZE });
    expect(thumb.length).toBeLessThan(40_000);
    const files = await readdir(path.join(dir, 'v1'));
    expect(files).toEqual(
      expect.arrayContaining(['neon-city-200x250.png', 'clean-white-studio-320x400.webp']),
    );
  });

  it('picks a procedural scene from the words and colours of a prompt', () => {
    expect(chooseProceduralBackground('neon lights in a night city').description).toContain(
      'Neon City',
    );
    expect(chooseProceduralBackground('a mint green backdrop').description).toBe(
      'a seamless mint studio backdrop',
    );
    expect(chooseProceduralBackground('something nobody drew').description).toContain(
      'Clean White Studio',
    );
  });
});
