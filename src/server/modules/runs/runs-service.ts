/**
 * Starting, reading and stopping generation runs (DECISIONS.md 2, 3, 7). Order matters: bad
 * photos are refused before anything is spent; the quota is reserved before anything is
 * stored; any failure after the reservation gives it back.
 */
import { findBackgroundPreset } from '../../../core/backgrounds.js';
import { runInputKey } from '../../../core/run-locations.js';
import { isPaidPlan } from '../../../core/plans.js';
import {
  RUN_MESSAGES,
  UNSAVED_RUN_DAYS,
  startRunFieldsSchema,
  type RunView,
} from '../../../core/runs.js';
import type { ShotDefinition, ViewsPresent } from '../../../core/shots.js';
import { findStockModel } from '../../../core/stock-models.js';
import { GARMENT_VIEWS, UPLOAD_MESSAGES, type GarmentView } from '../../../core/uploads.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { StorageProvider } from '../../providers/storage/storage-provider.js';
import type { QuotaService } from '../quota/quota-service.js';
import type { RunBusMessage } from '../../jobs/run-progress-bus.js';
import type { RunsRepo } from './runs-repo.js';
import { toRunView } from './run-view.js';

export interface NormalisedPhoto {
  data: Buffer;
  contentType: string;
}

export interface RunsServiceDeps {
  repo: RunsRepo;
  quota: Pick<QuotaService, 'planOf' | 'reserve' | 'release'>;
  storage: StorageProvider;
  engine: {
    name: string;
    capabilities: { onModel: boolean };
    shotList(views: ViewsPresent): ShotDefinition[];
  };
  normalisePhoto(bytes: Buffer): Promise<NormalisedPhoto>;
  enqueue(runId: string, attempt: number): Promise<void>;
  publish(runId: string, message: RunBusMessage): Promise<void>;
}

const RUN_NOT_FOUND = 'Generation not found';

export function createRunsService(deps: RunsServiceDeps) {
  const { repo, quota, storage, engine } = deps;

  async function view(runId: string): Promise<RunView> {
    const run = await repo.findById(runId);
    if (!run) throw notFound(RUN_NOT_FOUND);
    const [shots, saved] = await Promise.all([repo.shotsOf(runId), repo.savedCatalogueId(runId)]);
    return toRunView(run, shots, saved);
  }

  async function ownRun(userId: string, runId: string) {
    if (!/^[0-9a-f-]{36}$/i.test(runId)) throw notFound(RUN_NOT_FOUND);
    const run = await repo.findForUser(userId, runId);
    if (!run) throw notFound(RUN_NOT_FOUND);
    return run;
  }

  return {
    view,

    async startRun(
      userId: string,
      upload: { files: Partial<Record<GarmentView, Buffer>>; fields: Record<string, string> },
    ): Promise<{ run: RunView; created: boolean }> {
      const fields = startRunFieldsSchema.parse(upload.fields);
      const existing = await repo.findByClientRequest(userId, fields.clientRequestId);
      if (existing) return { run: await view(existing.id), created: false };

      if (!upload.files.front) throw new AppError('BAD_REQUEST', RUN_MESSAGES.missingFront);
      const background = findBackgroundPreset(fields.backgroundId);
      if (!background) throw new AppError('BAD_REQUEST', RUN_MESSAGES.unknownBackground);
      const model = fields.modelId ? findStockModel(fields.modelId) : undefined;
      if (fields.modelId && !model) throw new AppError('BAD_REQUEST', RUN_MESSAGES.unknownModel);
      // The plan matters only for a Premium model, so it is asked only then.
      if (model?.isPremium && !isPaidPlan(await quota.planOf(userId)))
        throw new AppError('FORBIDDEN', RUN_MESSAGES.premiumModel);

      // Every photo must be usable before any image of the quota is spent.
      const photos: Partial<Record<GarmentView, NormalisedPhoto>> = {};
      for (const slot of GARMENT_VIEWS) {
        const bytes = upload.files[slot];
        if (bytes) photos[slot] = await deps.normalisePhoto(bytes);
      }
      if (!photos.front) throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.missingFront);

      const views = { hasBack: Boolean(photos.back), hasSide: Boolean(photos.side) };
      const shots = engine.shotList(views);
      const runId = globalThis.crypto.randomUUID();
      const claimed = await repo.claimRequest({
        id: runId,
        userId,
        clientRequestId: fields.clientRequestId,
        engine: engine.name,
        onModel: engine.capabilities.onModel,
        backgroundId: background.id,
        backgroundName: background.name,
        modelId: model?.id ?? null,
        modelName: model?.name ?? null,
        persona: model
          ? {
              ethnicity: model.ethnicity,
              gender: model.gender,
              age: model.age,
              bodyType: model.bodyType,
              description: model.description,
            }
          : null,
        hasBack: views.hasBack,
        hasSide: views.hasSide,
        inputKeys: {},
        shotCount: shots.length,
      });
      if (!claimed) {
        // The same click arrived twice: answer the run the first request is making.
        const winner = await repo.findByClientRequest(userId, fields.clientRequestId);
        if (winner) return { run: await view(winner.id), created: false };
        throw new AppError(
          'CONFLICT',
          'This generation is already starting. Please wait a moment.',
        );
      }

      let reservationId: string | undefined;
      const inputKeys: Record<string, string> = {};
      try {
        reservationId = (await quota.reserve(userId, shots.length)).id;
        for (const slot of GARMENT_VIEWS) {
          const photo = photos[slot];
          if (!photo) continue;
          const key = runInputKey(userId, runId, slot, photo.contentType);
          await storage.put(key, photo.data);
          inputKeys[slot] = key;
        }
        await repo.prepare(
          runId,
          { reservationId, inputKeys },
          shots.map((shot) => ({ shotId: shot.id, name: shot.name })),
        );
      } catch (error) {
        if (reservationId) await quota.release(reservationId);
        await Promise.all(
          Object.values(inputKeys).map((key) => storage.delete(key).catch(() => {})),
        );
        await repo.deleteRun(runId);
        throw error;
      }
      await deps.enqueue(runId, 0);
      return { run: await view(runId), created: true };
    },

    async getRun(userId: string, runId: string): Promise<RunView> {
      await ownRun(userId, runId);
      return view(runId);
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
