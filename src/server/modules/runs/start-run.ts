/**
 * The one way a run starts, whoever starts it: the photo form, the public API or a batch's
 * product (decisions 005, 133, 160). Its steps run in this order and nowhere else:
 *   findClaimedRun → requireFrontPhoto → resolveRunOptions → loadPhotos → normalisePhotos
 *   → claimRun → reserveAndStore → beforeQueue → enqueue.
 * Order matters: a repeated request answers its run before anything is checked again; bad
 * choices and photos are refused before anything is spent (URLs are fetched only once the rest
 * is checked); the quota is reserved before anything is stored; any failure after the
 * reservation gives it back.
 */
import {
  runBackgroundKey,
  runIdentityKey,
  runInputKey,
  runVendorPhotoKey,
  vendorPhotoSlot,
} from '../../../core/run-locations.js';
import type { GarmentDescription } from '../../../core/garments.js';
import { isPaidPlan } from '../../../core/plans.js';
import { GARMENT_VIEWS, type GarmentView } from '../../../core/uploads.js';
import { AppError } from '../../lib/errors.js';
import type { StorageProvider } from '../../providers/storage/storage-provider.js';
import type { BackgroundLibraryService } from '../background-library/background-library-service.js';
import type { ModelLibraryService } from '../model-library/model-library-service.js';
import type { QuotaService } from '../quota/quota-service.js';
import type { RunsRepo } from './runs-repo.js';
import type {
  ClaimedRun,
  NormalisedPhoto,
  RunChoice,
  RunEngine,
  RunFiles,
  RunOptions,
  RunPhotos,
  RunPhotoSource,
  StartedRunId,
  StartRunInput,
} from './run-start-types.js';
import { isPhotoReason, keyed } from '../../../core/server-messages.js';

export interface StartRunDeps {
  repo: Pick<RunsRepo, 'claimRequest' | 'prepare' | 'deleteRun' | 'findByClientRequest'>;
  quota: Pick<QuotaService, 'planOf' | 'reserve' | 'release'>;
  storage: Pick<StorageProvider, 'put' | 'delete'>;
  engine: RunEngine;
  /** The user's backgrounds library: presets, and the user's own custom backgrounds. */
  backgrounds: Pick<BackgroundLibraryService, 'findUsableBackground'>;
  /** The user's models library: stock personas, and the user's own models with portraits. */
  models: Pick<ModelLibraryService, 'findUsableModel'>;
  /**
   * Checks and re-encodes an uploaded photo; with `vendorJpeg`, also makes its copy as AI vendors
   * receive it, from the same decode (decision 212).
   */
  normalisePhoto(bytes: Buffer, options: { vendorJpeg: boolean }): Promise<NormalisedPhoto>;
  enqueue(runId: string, attempt: number): Promise<void>;
}

/** Starts a run, or answers the run this request id already started. */
export async function startRun(deps: StartRunDeps, input: StartRunInput): Promise<StartedRunId> {
  const { userId, clientRequestId } = input;
  const earlier = await findClaimedRun(deps, userId, clientRequestId);
  if (earlier) return { runId: earlier, created: false };
  requireFrontPhoto(input.photos);
  const options = await resolveRunOptions(deps, userId, input.choice);
  const photos = await normalisePhotos(
    deps,
    await loadPhotos(input.photos),
    options.engine.capabilities.onModel,
  );
  const claim = await claimRun(deps, {
    userId,
    clientRequestId,
    options,
    garment: input.garment,
    photos,
  });
  if (!claim.created) return { runId: claim.runId, created: false };
  await reserveAndStore(deps, claim.run, photos, input.reserve);
  await input.beforeQueue?.(claim.run.id);
  // Attempt 0; the sweeper numbers any retry.
  await deps.enqueue(claim.run.id, 0);
  return { runId: claim.run.id, created: true };
}

/**
 * Resolves the chosen background and model to presets, refusing unknown ones and a Premium
 * model on the Free plan (the plan is asked only then), and names the engine that will make
 * the run. A batch asks it for each product before it reserves anything.
 */
export async function resolveRunOptions(
  deps: Pick<StartRunDeps, 'engine' | 'quota' | 'backgrounds' | 'models'>,
  userId: string,
  choice: RunChoice,
): Promise<RunOptions> {
  const background = await deps.backgrounds.findUsableBackground(userId, choice.backgroundId);
  const model = choice.modelId ? await deps.models.findUsableModel(userId, choice.modelId) : null;
  if (model?.isPremium && !isPaidPlan(await deps.quota.planOf(userId)))
    throw new AppError('FORBIDDEN', keyed('premiumModel'));
  return {
    engine: deps.engine,
    background: {
      id: background.id,
      name: background.name,
      custom:
        background.choice.kind === 'custom'
          ? { image: background.choice.image, description: background.choice.description }
          : null,
    },
    model: model
      ? { id: model.id, name: model.name, persona: model.persona, identity: model.identity }
      : null,
  };
}

/** The id of the run this request already claimed, if any: a retry answers it again. */
async function findClaimedRun(
  deps: Pick<StartRunDeps, 'repo'>,
  userId: string,
  clientRequestId: string,
): Promise<string | null> {
  return (await deps.repo.findByClientRequest(userId, clientRequestId))?.id ?? null;
}

/** A run needs at least a front photo. */
function requireFrontPhoto(source: RunPhotoSource): void {
  const front = source.kind === 'files' ? source.files.front : source.urls.front;
  if (!front) throw new AppError('BAD_REQUEST', keyed('missingFront'));
}

/** The photos' bytes: as uploaded, or fetched from their URLs one by one. */
async function loadPhotos(source: RunPhotoSource): Promise<RunFiles> {
  let files: Partial<Record<GarmentView, Buffer>> = {};
  if (source.kind === 'files') files = source.files;
  else
    for (const [view, url] of Object.entries(source.urls) as [GarmentView, string][])
      files[view] = await source.fetch(url, view);
  const { front } = files;
  if (!front) throw new AppError('BAD_REQUEST', keyed('missingFront'));
  return { ...files, front };
}

/**
 * Every photo must be usable before any image of the quota is spent: one bad photo refuses all,
 * with a message that names it. An AI engine's run (`forVendor`) also gets each photo's copy as
 * the vendor receives it, so its worker need not decode the photo again.
 */
async function normalisePhotos(
  deps: Pick<StartRunDeps, 'normalisePhoto'>,
  files: RunFiles,
  forVendor: boolean,
): Promise<RunPhotos> {
  const normalise = async (view: GarmentView, bytes: Buffer) => {
    try {
      return await deps.normalisePhoto(bytes, { vendorJpeg: forVendor });
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500 || !isPhotoReason(error.key))
        throw error;
      throw new AppError(error.code, keyed('photoRefusal', view, error.key), { cause: error });
    }
  };
  const photos: RunPhotos = { front: await normalise('front', files.front) };
  for (const view of GARMENT_VIEWS.filter((view) => view !== 'front')) {
    const bytes = files[view];
    if (bytes) photos[view] = await normalise(view, bytes);
  }
  return photos;
}

type RunClaim = { created: true; run: ClaimedRun } | { created: false; runId: string };

/**
 * Claims the request id for a new run, recording its options and shot list; nothing is spent
 * yet. Of two identical requests racing (a double click), the second answers the first's run,
 * or 409 if that one vanished in between (it failed and was deleted).
 */
async function claimRun(
  deps: Pick<StartRunDeps, 'repo'>,
  request: {
    userId: string;
    clientRequestId: string;
    options: RunOptions;
    garment: GarmentDescription;
    photos: RunPhotos;
  },
): Promise<RunClaim> {
  const { userId, clientRequestId, options, garment, photos } = request;
  const { engine, background, model } = options;
  const views = {
    hasBack: Boolean(photos.back),
    hasSide: Boolean(photos.side),
    hasDetail: Boolean(photos.detail),
  };
  const shots = engine.shotList(views, garment.type);
  const id = globalThis.crypto.randomUUID();
  const claimed = await deps.repo.claimRequest({
    id,
    userId,
    clientRequestId,
    engine: engine.name,
    onModel: engine.capabilities.onModel,
    backgroundId: background.id,
    backgroundName: background.name,
    backgroundDescription: background.custom?.description ?? null,
    modelId: model?.id ?? null,
    modelName: model?.name ?? null,
    persona: model?.persona ?? null,
    hasBack: views.hasBack,
    hasSide: views.hasSide,
    hasDetail: views.hasDetail,
    garmentType: garment.type,
    stylingNote: garment.stylingNote,
    inputKeys: {},
    shotCount: shots.length,
  });
  if (claimed)
    return {
      created: true,
      run: {
        id,
        userId,
        shots,
        customBackground: background.custom?.image ?? null,
        identity: model?.identity ?? null,
      },
    };
  // The same click arrived twice: answer the run the first request is making.
  const winner = await findClaimedRun(deps, userId, clientRequestId);
  if (winner) return { created: false, runId: winner };
  throw new AppError('CONFLICT', keyed('alreadyStarting'));
}

/**
 * Reserves the run's shots, stores its photos, then records both with its shots (the run is
 * queued). Any failure gives the reservation back, deletes what was stored and the claimed run,
 * and rethrows: a refused reservation (402) leaves nothing behind.
 */
async function reserveAndStore(
  deps: Pick<StartRunDeps, 'repo' | 'quota' | 'storage'>,
  run: ClaimedRun,
  photos: RunPhotos,
  reserve: (shots: number) => Promise<{ id: string }> = (shots) =>
    deps.quota.reserve(run.userId, shots),
): Promise<void> {
  const { repo, quota, storage } = deps;
  let reservationId: string | undefined;
  const inputKeys: Record<string, string> = {};
  try {
    reservationId = (await reserve(run.shots.length)).id;
    for (const view of GARMENT_VIEWS) {
      const photo = photos[view];
      if (!photo) continue;
      const key = runInputKey(run.userId, run.id, view, photo.contentType);
      await storage.put(key, photo.data);
      inputKeys[view] = key;
      if (!photo.vendorJpeg) continue;
      const vendorKey = runVendorPhotoKey(run.userId, run.id, view);
      await storage.put(vendorKey, photo.vendorJpeg);
      inputKeys[vendorPhotoSlot(view)] = vendorKey;
    }
    if (run.customBackground) {
      const key = runBackgroundKey(run.userId, run.id);
      await storage.put(key, run.customBackground);
      inputKeys.background = key;
    }
    if (run.identity) {
      const key = runIdentityKey(run.userId, run.id);
      await storage.put(key, run.identity);
      inputKeys.identity = key;
    }
    await repo.prepare(
      run.id,
      { reservationId, inputKeys },
      run.shots.map((shot) => ({ shotId: shot.id, name: shot.name })),
    );
  } catch (error) {
    // Clean-up failures are secondary: the caller must see why the run could not start.
    if (reservationId) await quota.release(reservationId).catch(() => {});
    await Promise.all(Object.values(inputKeys).map((key) => storage.delete(key).catch(() => {})));
    await repo.deleteRun(run.id).catch(() => {});
    throw error;
  }
}
