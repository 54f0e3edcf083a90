/**
 * The offline default engine (decision 010): no GPU, no keys. It cuts the garment from its
 * backdrop, enhances it, and composes five product shots on the chosen background. The
 * shots show the product alone and are named for what they show.
 */
import os from 'node:os';
import sharp from 'sharp';
import { findBackgroundPreset } from '../../../core/backgrounds.js';
import type { GarmentTypeId } from '../../../core/garments.js';
import {
  RETIRED_STUDIO_SHOTS,
  studioShotList,
  studioShotMadeAs,
  type RetiredStudioShot,
  type ShotDefinition,
  type ViewsPresent,
} from '../../../core/shots.js';
import type { Logger } from '../../lib/logger.js';
import type { BackgroundLibrary } from '../backgrounds/background-library.js';
import { renderProceduralBackground } from '../backgrounds/render-procedural-background.js';
import { encodeShot, type RawPixels } from '../encode-shot.js';
import { keyed } from '../../../core/server-messages.js';
import {
  reasonOf,
  resolveOutput,
  ShotFailureError,
  requestedShots,
  viewsPresent,
  type BackgroundChoice,
  type BackgroundOutcome,
  type BackgroundRequest,
  type CatalogueRequest,
  type EngineCapabilities,
  type ImageEngine,
  type PortraitOutcome,
  type PortraitRequest,
  type RunControl,
  type ShotMeta,
  type ShotOutcome,
} from '../image-engine.js';
import { drawPortrait } from '../portraits/draw-portrait.js';
import { runShots } from '../run-shots.js';
import type { SurfaceId } from '../backgrounds/surface-scenes.js';
import { subjectFor } from './garment-layers.js';
import type { Subject } from './layer.js';
import { prepareDetailPhoto } from './prepare-detail.js';
import { prepareView, type PreparedView } from './prepare-view.js';
import type { ShotContext, ViewName } from './shot-context.js';
import { roomBehind } from './scene-depth.js';
import { renderStudioShot } from './studio-shots.js';

export const STUDIO_PIPELINE_VERSION = 'studio-2';

export interface StudioEngineOptions {
  backgrounds: BackgroundLibrary;
  shotTimeoutMs?: number;
  logger?: Logger;
}

export class StudioEngine implements ImageEngine {
  readonly name = 'studio' as const;
  readonly capabilities: EngineCapabilities;

  constructor(private readonly options: StudioEngineOptions) {
    const cores = os.availableParallelism();
    // libvips uses one thread per pipeline by default here: give it the machine.
    sharp.concurrency(cores);
    this.capabilities = {
      onModel: false,
      customBackground: 'procedural',
      portrait: 'drawn',
      maxWidth: 4096,
      maxHeight: 5120,
      // All five shots at once, whatever the cores: on a machine shared with other work, more
      // pipelines in flight keep more of its time (decision 101). Two catalogues at once
      // peaked 30-60 MB higher than with two shots each.
      concurrency: 5,
      // A catalogue of five shots takes about 9-15 s on two cores.
      catalogueSeconds: 15,
    };
  }

  /** The five shots for the garment's group; a run without a type gets today's list (decision 178). */
  shotList(views: ViewsPresent, garmentType?: GarmentTypeId | null): ShotDefinition[] {
    return studioShotList(views, garmentType);
  }

  async renderCatalogue(
    request: CatalogueRequest,
    control: RunControl = {},
  ): Promise<ShotOutcome[]> {
    const output = resolveOutput(request.output);
    const views = viewsPresent(request.views);
    const shots = withShotsOfOlderRuns(
      requestedShots(this.shotList(views, request.garment?.type), request.onlyShots),
      request.onlyShots,
    );
    const width = Math.min(output.width, this.capabilities.maxWidth);
    const height = Math.min(output.height, this.capabilities.maxHeight);

    // Each photo is prepared once and each ground loaded once, shared by the shots that use them.
    const prepared = new Map<ViewName, Promise<PreparedView>>();
    const prepare = (view: ViewName) => {
      let entry = prepared.get(view);
      if (!entry) {
        const input = request.views[view];
        entry = input
          ? prepareView(input)
          : Promise.reject(
              new ShotFailureError({
                kind: 'bad-input',
                ...reasonOf(keyed('photoNotUploaded', view)),
              }),
            );
        entry.catch(() => undefined);
        prepared.set(view, entry);
      }
      return entry;
    };
    let closeUp: Promise<RawPixels> | undefined;
    let background: Promise<{ pixels: RawPixels; note?: string }> | undefined;
    const loadBackground = () =>
      (background ??= this.background(request.background, width, height));
    // The room behind a close product shot (decision 181), made once for every shot on it.
    let room: Promise<RawPixels> | undefined;
    const surfaces = new Map<SurfaceId, Promise<RawPixels>>();
    const subjects = new Map<string, Promise<Subject>>();
    const ctx: ShotContext = {
      width,
      height,
      view: prepare,
      subject: (view, boxW, boxH) => {
        const key = `${view}:${Math.round(boxW)}x${Math.round(boxH)}`;
        let entry = subjects.get(key);
        if (!entry) {
          entry = prepare(view).then((prepared) => subjectFor(prepared, boxW, boxH));
          entry.catch(() => undefined);
          subjects.set(key, entry);
        }
        return entry;
      },
      has: (view) => request.views[view] !== undefined,
      closeUp: () => {
        const detail = request.views.detail;
        closeUp ??= detail
          ? prepareDetailPhoto(detail, width, height)
          : Promise.reject(
              new ShotFailureError({
                kind: 'bad-input',
                ...reasonOf(keyed('photoNotUploaded', 'detail')),
              }),
            );
        return closeUp;
      },
      scene: () => (room ??= loadBackground().then((bg) => roomBehind(bg.pixels))),
      surface: (id) => {
        let entry = surfaces.get(id);
        if (!entry) {
          entry = this.options.backgrounds.surface(id, width, height);
          surfaces.set(id, entry);
        }
        return entry;
      },
      category:
        request.background.kind === 'preset'
          ? (findBackgroundPreset(request.background.presetId)?.category ?? null)
          : null,
      seed: request.seed ?? 1,
    };

    const baseMeta: ShotMeta = { engine: 'studio', model: STUDIO_PIPELINE_VERSION };
    return runShots({
      shots,
      concurrency: this.capabilities.concurrency,
      shotTimeoutMs: this.options.shotTimeoutMs ?? 60_000,
      signal: control.signal,
      onProgress: control.onProgress,
      logger: this.options.logger,
      baseMeta,
      render: async ({ shot, signal }) => {
        // The background is checked first: an unknown preset fails every shot the same way.
        const madeAs = studioShotMadeAs(shot.id);
        if (!madeAs) {
          throw new ShotFailureError({
            kind: 'bad-input',
            ...reasonOf(keyed('shotNoLongerMade')),
            detail: shot.id,
          });
        }
        const [bg, view] = await Promise.all([loadBackground(), prepare(viewOf(madeAs))]);
        signal.throwIfAborted();
        const pixels = await renderStudioShot(madeAs, ctx);
        signal.throwIfAborted();
        const image = await encodeShot(pixels, output);
        const meta: ShotMeta = {
          ...baseMeta,
          cutout: view.cutout,
          ...(bg.note ? { backgroundNote: bg.note } : {}),
        };
        return { image, meta };
      },
    });
  }

  generateBackground(
    request: BackgroundRequest,
    control: Pick<RunControl, 'signal'> = {},
  ): Promise<BackgroundOutcome> {
    return renderProceduralBackground(request, control.signal);
  }

  /** The drawn avatar: the studio engine makes no AI images (decision 081). */
  generatePortrait(request: PortraitRequest): Promise<PortraitOutcome> {
    return drawPortrait(request);
  }

  private async background(
    choice: BackgroundChoice,
    width: number,
    height: number,
  ): Promise<{ pixels: RawPixels; note?: string }> {
    if (choice.kind === 'preset') {
      if (!this.options.backgrounds.has(choice.presetId)) {
        throw new ShotFailureError({
          kind: 'bad-input',
          ...reasonOf(keyed('shotBackgroundMissing')),
          detail: choice.presetId,
        });
      }
      return { pixels: await this.options.backgrounds.raw(choice.presetId, width, height) };
    }
    try {
      const { data, info } = await sharp(choice.image)
        .resize(width, height, { fit: 'cover' })
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      return { pixels: { data, width: info.width, height: info.height, channels: 3 } };
    } catch (error) {
      throw new ShotFailureError({
        kind: 'bad-input',
        ...reasonOf(keyed('customBackgroundUnreadable')),
        detail: error instanceof Error ? error.message : String(error),
      });
    }
  }
}

/**
 * A run resumed after an upgrade may ask for shot ids of the first studio engine (decision
 * 114): the retired ones are made as their stand-ins, at their old place in the list; any
 * other id the engine does not know becomes a shot that fails with a clear reason, so the
 * run still ends.
 */
function withShotsOfOlderRuns(
  shots: { shot: ShotDefinition; index: number }[],
  onlyShots: readonly string[] | undefined,
): { shot: ShotDefinition; index: number }[] {
  if (!onlyShots) return shots;
  const known = new Set(shots.map(({ shot }) => shot.id));
  const older = onlyShots
    .filter((id) => !known.has(id))
    .map((id) => {
      const retired = (RETIRED_STUDIO_SHOTS as Record<string, RetiredStudioShot | undefined>)[id];
      return retired
        ? { shot: retired.shot, index: retired.index }
        : { shot: { id, name: id, needsBack: false }, index: -1 };
    });
  return [...shots, ...older];
}

/** The photo a shot is made from. */
function viewOf(shotId: string): ViewName {
  return shotId === 'back' ? 'back' : shotId === 'side' ? 'side' : 'front';
}
