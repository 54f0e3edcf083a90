/**
 * Preset backgrounds as images: rendered by the project's own scenes on first use, then
 * cached on disk (PNG per size) and, decoded, in a small in-memory cache for the studio
 * engine, which composites on them five times per catalogue.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { findBackgroundPreset } from '../../../core/backgrounds.js';
import { renderSceneRaw, type RawImage } from './render-scene.js';
import { sceneForPreset } from './preset-scenes.js';
import type { SceneBuilder } from './scene.js';
import { SURFACE_SCENES, type SurfaceId } from './surface-scenes.js';

/** Bump when scenes change so stale cached renders are not served. */
export const SCENE_VERSION = 1;

export const THUMBNAIL_SIZE = { width: 320, height: 400 } as const;

export class BackgroundLibrary {
  private readonly memory = new Map<string, Promise<RawImage>>();
  private readonly memoryLimit: number;
  /**
   * Thumbnails drawn from scratch one at a time: fifteen cold renders at once (the create page
   * asks for them together) would fill libuv's small thread pool and stall uploads and file I/O.
   */
  private thumbnailQueue: Promise<unknown> = Promise.resolve();

  constructor(
    /** Folder for cached renders; undefined keeps them in memory only (tests). */
    private readonly cacheDir: string | undefined,
    options: { memoryEntries?: number } = {},
  ) {
    // A studio catalogue holds three at once: the scene, the flat-lay surface and the plain ground.
    this.memoryLimit = options.memoryEntries ?? 6;
  }

  has(presetId: string): boolean {
    return findBackgroundPreset(presetId) !== undefined && sceneForPreset(presetId) !== undefined;
  }

  /** Decoded RGB pixels of a preset at this size. */
  async raw(presetId: string, width: number, height: number): Promise<RawImage> {
    return this.cached(presetId, width, height, () => this.load(presetId, width, height));
  }

  /** Decoded RGB pixels of a flat-lay or plain surface (surface-scenes.ts), cached like a preset. */
  async surface(surfaceId: SurfaceId, width: number, height: number): Promise<RawImage> {
    const name = `surface-${surfaceId}`;
    return this.cached(name, width, height, () =>
      this.render(name, SURFACE_SCENES[surfaceId], width, height),
    );
  }

  private cached(
    name: string,
    width: number,
    height: number,
    load: () => Promise<RawImage>,
  ): Promise<RawImage> {
    const key = `${name}-${width}x${height}`;
    let entry = this.memory.get(key);
    if (!entry) {
      entry = load();
      entry.catch(() => this.memory.delete(key));
      this.memory.set(key, entry);
      // Oldest out first: a Map iterates in insertion order.
      while (this.memory.size > this.memoryLimit)
        this.memory.delete(this.memory.keys().next().value!);
    }
    return entry;
  }

  /** The full preset as PNG (2048x2560 unless asked otherwise). */
  async png(presetId: string, width = 2048, height = 2560): Promise<Buffer> {
    const file = this.cacheFile(presetId, width, height, 'png');
    const cached = file ? await readFile(file).catch(() => undefined) : undefined;
    if (cached) return cached;
    const image = await this.raw(presetId, width, height);
    return toPng(image);
  }

  /** A small WebP for the library grid. */
  async thumbnail(presetId: string): Promise<Buffer> {
    const { width, height } = THUMBNAIL_SIZE;
    const file = this.cacheFile(presetId, width, height, 'webp');
    const cached = file ? await readFile(file).catch(() => undefined) : undefined;
    if (cached) return cached;
    const render = this.thumbnailQueue.then(async () => {
      const again = file ? await readFile(file).catch(() => undefined) : undefined;
      if (again) return again; // made while this request waited its turn
      // The scenes are vector drawings: rendered at thumbnail size they look like the HD
      // render, at a fraction of the cost (0.2 s against 0.4-1.5 s at 2048x2560).
      const small = await this.load(presetId, width, height);
      const webp = await sharp(small.data, {
        raw: { width: small.width, height: small.height, channels: small.channels },
      })
        .webp({ quality: 80 })
        .toBuffer();
      if (file) await writeAtomically(file, webp);
      return webp;
    });
    this.thumbnailQueue = render.catch(() => undefined);
    return render;
  }

  /** Renders every missing thumbnail in the background, one at a time, after start. */
  async warmThumbnails(presetIds: readonly string[]): Promise<void> {
    for (const id of presetIds) await this.thumbnail(id).catch(() => undefined);
  }

  private async load(presetId: string, width: number, height: number): Promise<RawImage> {
    const builder = sceneForPreset(presetId);
    if (!builder) throw new Error(`Unknown background preset '${presetId}'`);
    return this.render(presetId, builder, width, height);
  }

  /** A scene from the disk cache, or drawn and then cached. */
  private async render(
    name: string,
    builder: SceneBuilder,
    width: number,
    height: number,
  ): Promise<RawImage> {
    const file = this.cacheFile(name, width, height, 'png');
    if (file) {
      const cached = await readFile(file).catch(() => undefined);
      if (cached) {
        const { data, info } = await sharp(cached)
          .removeAlpha()
          .raw()
          .toBuffer({ resolveWithObject: true });
        return { data, width: info.width, height: info.height, channels: 3 };
      }
    }
    const image = await renderSceneRaw(builder(), width, height);
    if (file) await writeAtomically(file, await toPng(image));
    return image;
  }

  private cacheFile(
    presetId: string,
    width: number,
    height: number,
    ext: string,
  ): string | undefined {
    if (!this.cacheDir) return undefined;
    return path.join(this.cacheDir, `v${SCENE_VERSION}`, `${presetId}-${width}x${height}.${ext}`);
  }
}

function toPng(image: RawImage): Promise<Buffer> {
  return sharp(image.data, {
    raw: { width: image.width, height: image.height, channels: image.channels },
  })
    .png({ compressionLevel: 6 })
    .toBuffer();
}

/** Write then rename, so a reader never sees half a file (two workers may render at once). */
async function writeAtomically(file: string, data: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temp, data);
  await rename(temp, file);
}
