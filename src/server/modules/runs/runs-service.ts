/**
 * Starting, reading and stopping generation runs (decisions 005 and 014). A run starts in named
 * steps, exported so a batch of products or a public API can call them as they are; startRun
 * composes them in this order:
 *   parseRunRequest → findClaimedRun → requireFrontPhoto → resolveRunOptions → normalisePhotos
 *   → claimRun → reserveAndStore → enqueueRun.
 * Order matters: bad photos are refused before anything is spent; the quota is reserved before
 * anything is stored; any failure after the reservation gives it back.
 */
import type { ModelPersona } from '../../../core/model-persona.js';
import { runBackgroundKey, runIdentityKey, runInputKey } from '../../../core/run-locations.js';
import { isPaidPlan } from '../../../core/plans.js';
import {
  RUN_MESSAGES,
  UNSAVED_RUN_DAYS,
  startRunFieldsSchema,
  type RunView,
  type StartRunFields,
} from '../../../core/runs.js';
import type { ShotDefinition, ViewsPresent } from '../../../core/shots.js';
import { GARMENT_VIEWS, photoRefusal, type GarmentView } from '../../../core/uploads.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { StorageProvider } from '../../providers/storage/storage-provider.js';
import type { BackgroundLibraryService } from '../background-library/background-library-service.js';
import type { ModelLibraryService } from '../model-library/model-library-service.js';
import type { QuotaService } from '../quota/quota-service.js';
import type { RunBusMessage } from '../../jobs/run-progress-bus.js';
import type { RunRow, RunsRepo } from './runs-repo.js';
import { toRunView } from './run-view.js';

export interface NormalisedPhoto {
  data: Buffer;
  contentType: string;
}

/** What starting a run asks of an image engine. */
export interface RunEngine {
  name: string;
  /** Whether its shots put the garment on a model (AI engines) or show the product alone. */
  capabilities: { onModel: boolean };
  shotList(views: ViewsPresent): ShotDefinition[];
}

export interface RunsServiceDeps {
  repo: Pick<
    RunsRepo,
    | 'claimRequest'
    | 'prepare'
    | 'deleteRun'
    | 'findByClientRequest'
    | 'findById'
    | 'findForUser'
    | 'shotsOf'
    | 'regenerationsOf'
    | 'savedCatalogueId'
    | 'latestUnsaved'
    | 'requestStop'
    | 'stopIfQueued'
    | 'cancelUnfinishedShots'
  >;
  quota: Pick<QuotaService, 'planOf' | 'reserve' | 'release'>;
  storage: Pick<StorageProvider, 'put' | 'delete'>;
  engine: RunEngine;
  /** The user's backgrounds library: presets, and the user's own custom backgrounds. */
  backgrounds: Pick<BackgroundLibraryService, 'findUsableBackground'>;
  /** The user's models library: stock personas, and the user's own models with portraits. */
  models: Pick<ModelLibraryService, 'findUsableModel'>;
  normalisePhoto(bytes: Buffer): Promise<NormalisedPhoto>;
  enqueue(runId: string, attempt: number): Promise<void>;
  publish(runId: string, message: RunBusMessage): Promise<void>;
}

/** The photo form as read: the photos by view, and the text fields still unchecked. */
export interface RunUpload {
  files: Partial<Record<GarmentView, Buffer>>;
  fields: Record<string, string>;
}

/** A start request whose fields are checked; its photos are still as uploaded. */
export interface RunRequest extends StartRunFields {
  files: Partial<Record<GarmentView, Buffer>>;
}

/** The uploaded photos of a request that has its front one. */
export type RunFiles = Partial<Record<GarmentView, Buffer>> & { front: Buffer };

/** The photos as they are stored for the worker; the front one is always there. */
export type RunPhotos = Partial<Record<GarmentView, NormalisedPhoto>> & { front: NormalisedPhoto };

/** What a run is made with, each choice checked against the presets and the user's plan. */
export interface RunOptions {
  engine: RunEngine;
  background: {
    id: string;
    name: string;
    /** A custom background's image and description; presets are rendered by the engine. */
    custom: { image: Buffer; description: string } | null;
  };
  model: {
    id: string;
    name: string;
    persona: ModelPersona;
    /** An own model's AI portrait: the identity reference of every shot (decision 081). */
    identity: Buffer | null;
  } | null;
}

/** A run this request claimed: recorded as 'preparing', with its shots; nothing spent yet. */
export interface ClaimedRun {
  id: string;
  userId: string;
  shots: ShotDefinition[];
  /** Stored with the photos, so the worker (and a resumed attempt) finds it in the run's folder. */
  customBackground: Buffer | null;
  /** The model's AI portrait, stored the same way. */
  identity: Buffer | null;
}

/** The run claimRun made, or the one an identical request (a double click) made first. */
export type RunClaim = { created: true; run: ClaimedRun } | { created: false; runId: string };

export interface StartedRun {
  run: RunView;
  /** False when the click had already started this run (the answer is then 200, not 201). */
  created: boolean;
}

const RUN_NOT_FOUND = 'Generation not found';

/** Checks the form's fields (a ZodError answers 400); the photos are checked by later steps. */
export function parseRunRequest(upload: RunUpload): RunRequest {
  return { ...startRunFieldsSchema.parse(upload.fields), files: upload.files };
}

/** The id of the run this click already claimed, if any: a retry answers it again. */
export async function findClaimedRun(
  deps: Pick<RunsServiceDeps, 'repo'>,
  userId: string,
  clientRequestId: string,
): Promise<string | null> {
  return (await deps.repo.findByClientRequest(userId, clientRequestId))?.id ?? null;
}

/** A run needs at least a front photo. */
export function requireFrontPhoto(files: Partial<Record<GarmentView, Buffer>>): RunFiles {
  const { front } = files;
  if (!front) throw new AppError('BAD_REQUEST', RUN_MESSAGES.missingFront);
  return { ...files, front };
}

/**
 * Resolves the chosen background and model to presets, refusing unknown ones and a Premium
 * model on the Free plan (the plan is asked only then), and names the engine that will make
 * the run.
 */
export async function resolveRunOptions(
  deps: Pick<RunsServiceDeps, 'engine' | 'quota' | 'backgrounds' | 'models'>,
  userId: string,
  choice: Pick<StartRunFields, 'backgroundId' | 'modelId'>,
): Promise<RunOptions> {
  const background = await deps.backgrounds.findUsableBackground(userId, choice.backgroundId);
  const model = choice.modelId ? await deps.models.findUsableModel(userId, choice.modelId) : null;
  if (model?.isPremium && !isPaidPlan(await deps.quota.planOf(userId)))
    throw new AppError('FORBIDDEN', RUN_MESSAGES.premiumModel);
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

/**
 * Every photo must be usable before any image of the quota is spent: one bad photo refuses all,
 * with a message that names it.
 */
export async function normalisePhotos(
  deps: Pick<RunsServiceDeps, 'normalisePhoto'>,
  files: RunFiles,
): Promise<RunPhotos> {
  const normalise = async (view: GarmentView, bytes: Buffer) => {
    try {
      return await deps.normalisePhoto(bytes);
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      throw new AppError(error.code, photoRefusal(view, error.userMessage), { cause: error });
    }
  };
  const photos: RunPhotos = { front: await normalise('front', files.front) };
  for (const view of GARMENT_VIEWS.filter((view) => view !== 'front')) {
    const bytes = files[view];
    if (bytes) photos[view] = await normalise(view, bytes);
  }
  return photos;
}

/**
 * Claims the click's request id for a new run, recording its options and shot list; nothing is
 * spent yet. Of two identical requests racing (a double click), the second answers the first's
 * run, or 409 if that one vanished in between (it failed and was deleted).
 */
export async function claimRun(
  deps: Pick<RunsServiceDeps, 'repo'>,
  request: {
    userId: string;
    clientRequestId: string;
    options: RunOptions;
    photos: RunPhotos;
  },
): Promise<RunClaim> {
  const { userId, clientRequestId, options, photos } = request;
  const { engine, background, model } = options;
  const views = { hasBack: Boolean(photos.back), hasSide: Boolean(photos.side) };
  const shots = engine.shotList(views);
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
  throw new AppError('CONFLICT', 'This generation is already starting. Please wait a moment.');
}

/**
 * Reserves the run's shots, stores its photos, then records both with its shots (the run is
 * queued). Any failure gives the reservation back, deletes what was stored and the claimed run,
 * and rethrows: a refused reservation (402) leaves nothing behind.
 */
export async function reserveAndStore(
  deps: Pick<RunsServiceDeps, 'repo' | 'quota' | 'storage'>,
  run: ClaimedRun,
  photos: RunPhotos,
  /** Where the run's images come from: the month's quota, or a batch's reservation (decision 160). */
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

/** Hands a prepared run to the workers as attempt 0 (the sweeper numbers any retry). */
export function enqueueRun(deps: Pick<RunsServiceDeps, 'enqueue'>, runId: string): Promise<void> {
  return deps.enqueue(runId, 0);
}

export function createRunsService(deps: RunsServiceDeps) {
  const { repo, quota } = deps;

  async function view(runId: string): Promise<RunView> {
    const run = await repo.findById(runId);
    if (!run) throw notFound(RUN_NOT_FOUND);
    return viewOfRow(run);
  }

  /** The view of a run row already read (a poll reads the row once, with its owner check). */
  async function viewOfRow(run: RunRow): Promise<RunView> {
    const [shots, saved, regenerations] = await Promise.all([
      repo.shotsOf(run.id),
      repo.savedCatalogueId(run.id),
      repo.regenerationsOf(run.id),
    ]);
    return toRunView(run, shots, saved, regenerations);
  }

  const started = async (runId: string, created: boolean): Promise<StartedRun> => ({
    run: await view(runId),
    created,
  });

  async function ownRun(userId: string, runId: string) {
    if (!/^[0-9a-f-]{36}$/i.test(runId)) throw notFound(RUN_NOT_FOUND);
    const run = await repo.findForUser(userId, runId);
    if (!run) throw notFound(RUN_NOT_FOUND);
    return run;
  }

  return {
    view,

    /** Starts a run from the photo form, or answers the run this click already started. */
    async startRun(userId: string, upload: RunUpload): Promise<StartedRun> {
      const request = parseRunRequest(upload);
      const earlier = await findClaimedRun(deps, userId, request.clientRequestId);
      if (earlier) return started(earlier, false);
      const files = requireFrontPhoto(request.files);
      const options = await resolveRunOptions(deps, userId, request);
      const photos = await normalisePhotos(deps, files);
      const { clientRequestId } = request;
      const claim = await claimRun(deps, { userId, clientRequestId, options, photos });
      if (!claim.created) return started(claim.runId, false);
      await reserveAndStore(deps, claim.run, photos);
      await enqueueRun(deps, claim.run.id);
      return started(claim.run.id, true);
    },

    async getRun(userId: string, runId: string): Promise<RunView> {
      return viewOfRow(await ownRun(userId, runId));
    },

    /** Stops a run; only generated images stay counted (the worker settles the rest). */
    async stopRun(userId: string, runId: string): Promise<RunView> {
      await ownRun(userId, runId);
      await repo.requestStop(userId, runId);
      const stoppedBeforeStart = await repo.stopIfQueued(runId);
      if (stoppedBeforeStart) {
        await repo.cancelUnfinishedShots(runId, 'The generation was stopped.');
        if (stoppedBeforeStart.reservationId) await quota.release(stoppedBeforeStart.reservationId);
        await deps.publish(runId, {
          type: 'generation_completed',
          totalGenerated: 0,
          status: 'stopped',
        });
      } else {
        await deps.publish(runId, { type: 'stop_requested' });
      }
      return view(runId);
    },

    async latestUnsaved(userId: string): Promise<RunView | null> {
      const since = new Date(Date.now() - UNSAVED_RUN_DAYS * 86_400_000);
      const run = await repo.latestUnsaved(userId, since);
      return run ? view(run.id) : null;
    },

    /** The stored file of one finished shot, for its owner only. */
    async shotFile(userId: string, runId: string, index: number, kind: 'image' | 'preview') {
      await ownRun(userId, runId);
      const shot = (await repo.shotsOf(runId)).find((candidate) => candidate.index === index);
      const key = kind === 'image' ? shot?.imageKey : shot?.previewKey;
      if (!shot || shot.status !== 'complete' || !key) throw notFound('Image not found');
      return {
        key,
        poseName: shot.name,
        contentType: kind === 'image' ? 'image/png' : 'image/webp',
      };
    },
  };
}

export type RunsService = ReturnType<typeof createRunsService>;
