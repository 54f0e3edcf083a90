/**
 * In-memory stand-ins for the runs service's narrow dependencies, for fast unit tests: each keeps
 * what it was asked so a test can check what was reserved, stored, queued and published.
 */
import { findBackgroundPreset } from '../../src/core/backgrounds.js';
import { withPersonaDefaults, type ModelPersona } from '../../src/core/model-persona.js';
import type { PlanId } from '../../src/core/plans.js';
import { studioShotList } from '../../src/core/shots.js';
import { findStockModel } from '../../src/core/stock-models.js';
import type { RunBusMessage } from '../../src/server/modules/runs/run-progress-bus.js';
import { AppError, notFound } from '../../src/server/lib/errors.js';
import type { RunRow, ShotRow } from '../../src/server/modules/runs/runs-repo.js';
import type { RunsServiceDeps } from '../../src/server/modules/runs/runs-service.js';
import { keyed } from '../../src/core/server-messages.js';

/** Bytes the fake normaliser refuses, as sharp refuses a file that is not an image. */
export const NOT_A_PHOTO = Buffer.from('not a photo at all');

function inMemoryRunsRepo() {
  const runs = new Map<string, RunRow>();
  const shots = new Map<string, ShotRow[]>();
  const byRequest = (userId: string, clientRequestId: string) =>
    [...runs.values()].find(
      (run) => run.userId === userId && run.clientRequestId === clientRequestId,
    ) ?? null;

  const repo: RunsServiceDeps['repo'] = {
    async claimRequest(run) {
      if (byRequest(run.userId, run.clientRequestId)) return null;
      const row: RunRow = {
        id: run.id ?? globalThis.crypto.randomUUID(),
        userId: run.userId,
        clientRequestId: run.clientRequestId,
        status: 'preparing',
        engine: run.engine,
        onModel: run.onModel,
        backgroundId: run.backgroundId,
        backgroundName: run.backgroundName,
        backgroundDescription: run.backgroundDescription ?? null,
        hasDetail: run.hasDetail ?? false,
        garmentType: run.garmentType ?? null,
        stylingNote: run.stylingNote ?? null,
        modelId: run.modelId ?? null,
        modelName: run.modelName ?? null,
        persona: run.persona ?? null,
        hasBack: run.hasBack ?? false,
        hasSide: run.hasSide ?? false,
        inputKeys: run.inputKeys,
        shotCount: run.shotCount,
        reservationId: null,
        attempt: 0,
        leaseUntil: null,
        stopRequested: false,
        vendorJob: null,
        vendorJobSubmittedAt: null,
        vendorJobClaimedUntil: null,
        error: null,
        createdAt: new Date(),
        startedAt: null,
        finishedAt: null,
      };
      runs.set(row.id, row);
      return row;
    },
    async prepare(runId, values, list) {
      shots.set(
        runId,
        list.map((shot, index) => ({
          runId,
          index,
          ...shot,
          status: 'waiting',
          imageKey: null,
          previewKey: null,
          width: null,
          height: null,
          prompt: null,
          failureReason: null,
          failureMessage: null,
          note: null,
          meta: null,
          colourScore: null,
          printScore: null,
          version: 0,
          colourWarning: false,
          printWarning: false,
          updatedAt: new Date(),
        })),
      );
      const run = runs.get(runId);
      if (run?.status === 'preparing') Object.assign(run, values, { status: 'queued' });
    },
    async deleteRun(runId) {
      runs.delete(runId);
      shots.delete(runId);
    },
    findByClientRequest: async (userId, clientRequestId) => byRequest(userId, clientRequestId),
    findById: async (runId) => runs.get(runId) ?? null,
    findForUser: async (userId, runId) =>
      runs.get(runId)?.userId === userId ? runs.get(runId)! : null,
    async readForUser(userId, runId) {
      const run = runs.get(runId);
      if (run?.userId !== userId) return null;
      return {
        run,
        shots: shots.get(runId) ?? [],
        savedCatalogueId: null,
        regenerations: new Map(),
      };
    },
    shotsOf: async (runId) => shots.get(runId) ?? [],
    regenerationsOf: async () => new Map(),
    savedCatalogueId: async () => null,
    latestUnsaved: async () => null,
    async requestStop(userId, runId) {
      const run = runs.get(runId);
      if (run?.userId !== userId) return null;
      run.stopRequested = true;
      return run;
    },
    async stopIfQueued(runId) {
      const run = runs.get(runId);
      if (run?.status !== 'queued') return null;
      Object.assign(run, { status: 'stopped', finishedAt: new Date() });
      return run;
    },
    async cancelUnfinishedShots(runId, reason) {
      for (const shot of shots.get(runId) ?? [])
        if (shot.status === 'waiting' || shot.status === 'generating')
          Object.assign(shot, { status: 'cancelled', failureReason: reason });
    },
  };
  return Object.assign(repo, { runs });
}

function inMemoryQuota(plan: PlanId) {
  const reservations: { id: string; userId: string; amount: number; released: boolean }[] = [];
  const plansAsked: string[] = [];
  const quota: RunsServiceDeps['quota'] = {
    async planOf(userId) {
      plansAsked.push(userId);
      return plan;
    },
    async reserve(userId, amount) {
      const reservation = { id: globalThis.crypto.randomUUID(), userId, amount, released: false };
      reservations.push(reservation);
      return {
        id: reservation.id,
        userId,
        amountHalves: amount * 2,
        shotHalves: 2,
        periodStart: new Date(0),
      };
    },
    async release(reservationId) {
      const reservation = reservations.find((candidate) => candidate.id === reservationId);
      if (!reservation || reservation.released) return null;
      reservation.released = true;
      return { returned: reservation.amount };
    },
  };
  return Object.assign(quota, { reservations, plansAsked });
}

function inMemoryStorage() {
  const objects = new Map<string, Buffer>();
  const storage: RunsServiceDeps['storage'] = {
    async put(key, data) {
      objects.set(key, Buffer.from(data));
    },
    async delete(key) {
      objects.delete(key);
    },
  };
  return Object.assign(storage, { objects });
}

/** The presets, and custom backgrounds by owner: another user's id is a 404, as in the library. */
function inMemoryBackgrounds() {
  const custom = new Map<
    string,
    { userId: string; name: string; image: Buffer; description: string }
  >();
  const backgrounds: RunsServiceDeps['backgrounds'] = {
    async findUsableBackground(userId, id) {
      const preset = findBackgroundPreset(id);
      if (preset)
        return {
          id,
          name: preset.name,
          isCustom: false,
          choice: { kind: 'preset', presetId: id },
        };
      const own = custom.get(id);
      if (!own) throw new AppError('BAD_REQUEST', keyed('unknownBackground'));
      if (own.userId !== userId) throw notFound('backgroundNotFound');
      return {
        id,
        name: own.name,
        isCustom: true,
        choice: { kind: 'custom', image: own.image, description: own.description },
      };
    },
  };
  return Object.assign(backgrounds, { custom });
}

/** The stock personas, and own models by owner: another user's id is a 404, a deleted one a 400. */
function inMemoryModels() {
  const own = new Map<
    string,
    {
      userId: string;
      name: string;
      persona: ModelPersona;
      identity: Buffer | null;
      deleted?: boolean;
    }
  >();
  const models: RunsServiceDeps['models'] = {
    async findUsableModel(userId, id) {
      const stock = findStockModel(id);
      if (stock)
        return {
          id,
          name: stock.name,
          isPremium: stock.isPremium,
          persona: withPersonaDefaults(stock),
          identity: null,
        };
      const model = own.get(id);
      if (!model) throw new AppError('BAD_REQUEST', keyed('unknownModel'));
      if (model.userId !== userId) throw notFound('modelNotFound');
      if (model.deleted) throw new AppError('BAD_REQUEST', keyed('modelRemoved'));
      return {
        id,
        name: model.name,
        isPremium: false,
        persona: model.persona,
        identity: model.identity,
      };
    },
  };
  return Object.assign(models, { own });
}

/** What the in-memory normalisation gives as a photo's vendor copy, when asked for one. */
export const vendorCopyOf = (bytes: Buffer) =>
  Buffer.concat([Buffer.from('vendor copy of '), bytes]);

/** Every dependency of the runs service, in memory; the studio engine's shot list. */
export function inMemoryRunsDeps(options: { plan?: PlanId } = {}) {
  const normalised: Buffer[] = [];
  const enqueued: { runId: string; attempt: number }[] = [];
  const published: { runId: string; message: RunBusMessage }[] = [];
  return {
    repo: inMemoryRunsRepo(),
    quota: inMemoryQuota(options.plan ?? 'free'),
    storage: inMemoryStorage(),
    engine: { name: 'studio', capabilities: { onModel: false }, shotList: studioShotList },
    backgrounds: inMemoryBackgrounds(),
    models: inMemoryModels(),
    async normalisePhoto(bytes: Buffer, options: { vendorJpeg: boolean }) {
      if (bytes.equals(NOT_A_PHOTO))
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', keyed('notAnImage'));
      normalised.push(bytes);
      const photo = { data: bytes, contentType: 'image/jpeg' };
      return options.vendorJpeg ? { ...photo, vendorJpeg: vendorCopyOf(bytes) } : photo;
    },
    async enqueue(runId: string, attempt: number) {
      enqueued.push({ runId, attempt });
    },
    async publish(runId: string, message: RunBusMessage) {
      published.push({ runId, message });
    },
    normalised,
    enqueued,
    published,
  };
}

export type InMemoryRunsDeps = ReturnType<typeof inMemoryRunsDeps>;
