/**
 * Regenerating one shot (issue 13, decision 122): the pose is made again with the run's own
 * inputs, by a queued job. The request is recorded first (a double click, a retry or a second
 * tab finds it, or is told one is in flight), then one image is reserved, then the job is
 * queued; any failure on the way gives the image back and leaves no request behind.
 */
import { FINISHED_RUN_STATUSES, type RunView } from '../../../core/runs.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { CatalogueService } from '../catalogues/catalogue-service.js';
import type { QuotaService } from '../quota/quota-service.js';
import type { RunsService } from '../runs/runs-service.js';
import type { RegenerationRepo } from './regeneration-repo.js';
import { keyed } from '../../../core/server-messages.js';

export interface RegenerationJob {
  regenerationId: string;
  userId: string;
  attempt: number;
}

export interface RegenerationServiceDeps {
  repo: Pick<
    RegenerationRepo,
    'claimRequest' | 'findByClientRequest' | 'setReservation' | 'deleteClaim'
  >;
  runs: Pick<RunsService, 'getRun'>;
  /** The shot a catalogue's image came from (the catalogues module owns the images). */
  catalogues: Pick<CatalogueService, 'shotOfImage'>;
  quota: Pick<QuotaService, 'reserve' | 'release'>;
  enqueue(job: RegenerationJob): Promise<void>;
}

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export function createRegenerationService(deps: RegenerationServiceDeps) {
  const { repo, runs, catalogues, quota } = deps;

  /** The click's earlier request, if any: the same shot answers it again, another one is a misuse. */
  async function earlierRequest(
    userId: string,
    target: { runId: string; shotIndex: number },
    clientRequestId: string,
  ): Promise<boolean> {
    const earlier = await repo.findByClientRequest(userId, clientRequestId);
    if (!earlier) return false;
    if (earlier.runId !== target.runId || earlier.shotIndex !== target.shotIndex)
      throw new AppError('CONFLICT', keyed('regenerationKeyUsed'));
    return true;
  }

  /** Starts (or finds) the regeneration of one shot; answers the run as it now is. */
  async function regenerate(
    userId: string,
    target: { runId: string; shotIndex: number },
    clientRequestId: string,
  ): Promise<RunView> {
    const run = await runs.getRun(userId, target.runId); // another user's run: 404
    if (await earlierRequest(userId, target, clientRequestId)) return run;
    const shot = run.shots.find((candidate) => candidate.index === target.shotIndex);
    if (!shot) throw notFound('imageNotFound');
    if (!FINISHED_RUN_STATUSES.includes(run.status))
      throw new AppError('CONFLICT', keyed('regenerationNotFinished'));
    if (shot.status !== 'complete') throw new AppError('CONFLICT', keyed('regenerationNotAnImage'));

    const claimed = await repo.claimRequest({ userId, ...target, clientRequestId });
    if (!claimed) {
      // The same click raced itself (the row is there now), or the shot is already in flight.
      if (await earlierRequest(userId, target, clientRequestId)) return runs.getRun(userId, run.id);
      throw new AppError('CONFLICT', keyed('regenerationRunning'));
    }
    let reservationId: string | undefined;
    try {
      reservationId = (await quota.reserve(userId, 1)).id; // 402 'Generation Limit Reached'
      await repo.setReservation(claimed.id, reservationId);
      await deps.enqueue({ regenerationId: claimed.id, userId, attempt: 0 });
    } catch (error) {
      // Clean-up failures are secondary: the caller must see why it could not start.
      if (reservationId) await quota.release(reservationId).catch(() => {});
      await repo.deleteClaim(claimed.id).catch(() => {});
      throw error;
    }
    return runs.getRun(userId, run.id);
  }

  return {
    /** POST /api/runs/:id/shots/:index/regenerate */
    regenerateRunShot(userId: string, runId: string, shotIndex: number, clientRequestId: string) {
      if (!isUuid(runId)) throw notFound('runNotFound');
      return regenerate(userId, { runId, shotIndex }, clientRequestId);
    },

    /** POST /api/catalogues/:id/images/:imageId/regenerate: the shot the image came from. */
    async regenerateCatalogueImage(
      userId: string,
      catalogueId: string,
      imageId: string,
      clientRequestId: string,
    ): Promise<void> {
      const source = await catalogues.shotOfImage(userId, catalogueId, imageId);
      await regenerate(userId, source, clientRequestId);
    },
  };
}

export type RegenerationService = ReturnType<typeof createRegenerationService>;
