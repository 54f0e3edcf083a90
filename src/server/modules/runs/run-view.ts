import { isGarmentTypeId } from '../../../core/garments.js';
import type { ShotRegenerationState } from '../../../core/regeneration.js';
import type { RunStatus, RunView, ShotStatus, ShotView } from '../../../core/runs.js';
import { shotImageUrl, shotPreviewUrl } from '../../../core/run-locations.js';
import type { RunRow, ShotRow } from './runs-repo.js';

export function toShotView(
  runId: string,
  shot: ShotRow,
  regeneration: ShotRegenerationState | null = null,
): ShotView {
  const complete = shot.status === 'complete';
  return {
    index: shot.index,
    name: shot.name,
    shotId: shot.shotId,
    status: shot.status as ShotStatus,
    imageUrl: complete ? shotImageUrl(runId, shot.index, shot.version) : null,
    previewUrl: complete ? shotPreviewUrl(runId, shot.index, shot.version) : null,
    failureReason: shot.failureReason,
    failureMessage: shot.failureMessage ?? null,
    prompt: shot.prompt,
    note: shot.note,
    colourWarning: complete && shot.colourWarning,
    printWarning: complete && shot.printWarning,
    regeneration,
  };
}

export function toRunView(
  run: RunRow,
  shots: ShotRow[],
  savedCatalogueId: string | null,
  /** Each shot's latest regeneration by shot index (decision 122). */
  regenerations: ReadonlyMap<number, ShotRegenerationState> = new Map(),
): RunView {
  return {
    id: run.id,
    // A run still storing its photos is, for the user, waiting in the queue.
    status: (run.status === 'preparing' ? 'queued' : run.status) as RunStatus,
    createdAt: run.createdAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    modelName: run.modelName ?? (run.onModel ? 'AI Generated Model' : null),
    backgroundName: run.backgroundName,
    engine: run.engine,
    onModel: run.onModel,
    garmentType: isGarmentTypeId(run.garmentType) ? run.garmentType : null,
    stylingNote: run.stylingNote,
    total: shots.length,
    generated: shots.filter((shot) => shot.status === 'complete').length,
    failed: shots.filter((shot) => shot.status === 'failed').length,
    savedCatalogueId,
    shots: shots.map((shot) => toShotView(run.id, shot, regenerations.get(shot.index) ?? null)),
  };
}
