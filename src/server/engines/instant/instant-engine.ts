/**
 * Benchmarks only (`npm run bench:queue`, BENCH_ENGINE=instant): an engine that answers every
 * shot at once with the same small placeholder image, so that what a benchmark measures is the
 * queue and the run's bookkeeping (claim, lease, progress, storing, finishing), not the making of
 * images. It goes through the shared shot runner, so its shots start, finish and are stored as
 * any engine's are. It is never chosen by IMAGE_ENGINE, and refused in production
 * (create-image-engine.ts).
 */
import sharp from 'sharp';
import type { GarmentTypeId } from '../../../core/garments.js';
import { studioShotList, type ShotDefinition, type ViewsPresent } from '../../../core/shots.js';
import type { Logger } from '../../lib/logger.js';
import { keyed } from '../../../core/server-messages.js';
import {
  reasonOf,
  requestedShots,
  viewsPresent,
  type BackgroundOutcome,
  type CatalogueRequest,
  type EngineCapabilities,
  type ImageEngine,
  type PortraitOutcome,
  type RunControl,
  type ShotImage,
  type ShotOutcome,
} from '../image-engine.js';
import { runShots } from '../run-shots.js';

export const INSTANT_ENGINE_NAME = 'instant';

/** The placeholder's size: 4:5 as a catalogue, small enough that storing it costs next to nothing. */
const WIDTH = 8;
const HEIGHT = 10;

async function placeholder(): Promise<ShotImage> {
  const pixels = sharp({
    create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#d8d2c8' },
  });
  const [png, preview] = await Promise.all([
    pixels.clone().png().toBuffer(),
    pixels.clone().webp().toBuffer(),
  ]);
  return { png, preview, previewMime: 'image/webp', width: WIDTH, height: HEIGHT };
}

const notMade = {
  kind: 'error',
  ...reasonOf(keyed('benchmarkCataloguesOnly')),
} as const;

export class InstantEngine implements ImageEngine {
  readonly name = INSTANT_ENGINE_NAME;
  readonly capabilities: EngineCapabilities = {
    onModel: false,
    customBackground: 'procedural',
    portrait: 'drawn',
    maxWidth: WIDTH,
    maxHeight: HEIGHT,
    concurrency: 5,
    catalogueSeconds: 1,
  };
  private image: Promise<ShotImage> | undefined;

  constructor(private readonly options: { logger?: Logger } = {}) {}

  /** The studio engine's shots, so runs have the same rows and files as the default engine's. */
  shotList(views: ViewsPresent, garmentType?: GarmentTypeId | null): ShotDefinition[] {
    return studioShotList(views, garmentType);
  }

  renderCatalogue(request: CatalogueRequest, control: RunControl = {}): Promise<ShotOutcome[]> {
    const shots = requestedShots(
      this.shotList(viewsPresent(request.views), request.garment?.type),
      request.onlyShots,
    );
    return runShots({
      ...control,
      shots,
      concurrency: this.capabilities.concurrency,
      shotTimeoutMs: 10_000,
      baseMeta: { engine: this.name },
      logger: this.options.logger,
      render: async () => ({
        image: await (this.image ??= placeholder()),
        meta: { engine: this.name, model: 'placeholder' },
      }),
    });
  }

  generateBackground(): Promise<BackgroundOutcome> {
    return Promise.resolve({ ok: false, failure: notMade });
  }

  generatePortrait(): Promise<PortraitOutcome> {
    return Promise.resolve({ ok: false, failure: notMade });
  }
}
