import type { ShotOutcome } from '../../engines/image-engine.js';
import { storeShotFiles } from './store-shot-files.js';
import type { RunProgressBus } from './run-progress-bus.js';
import type { StorageProvider } from '../../providers/storage/storage-provider.js';
import { shotImageUrl } from '../../../core/run-locations.js';
import type { RunRow, RunsRepo } from './runs-repo.js';

/**
 * A made shot, kept: its files stored, its row complete, and the run's watchers told. The same
 * for a shot the engine rendered (run-worker.ts) and one a vendor's batch job made
 * (economy-run-worker.ts).
 */
export async function storeShotImage(
  deps: { repo: RunsRepo; storage: StorageProvider; bus: RunProgressBus },
  run: RunRow,
  outcome: Extract<ShotOutcome, { ok: true }>,
): Promise<void> {
  const { index, shot } = outcome;
  const stored = await storeShotFiles(deps.storage, run, outcome);
  await deps.repo.updateShot(run.id, index, {
    ...stored,
    status: 'complete',
    failureReason: null,
    failureMessage: null,
  });
  await deps.bus.publish(run.id, {
    type: 'image_generated',
    index,
    imageUrl: shotImageUrl(run.id, index),
    status: 'success',
    prompt: outcome.meta.prompt ?? null,
    pose: shot.name,
    colourWarning: stored.colourWarning,
    printWarning: stored.printWarning,
  });
}
