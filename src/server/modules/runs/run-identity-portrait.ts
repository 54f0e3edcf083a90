/**
 * Gives a run on a platform persona (a stock one, or none chosen) the platform's reference
 * portrait of it (decision 201), copied to the run's own identity input as a custom model's AI
 * portrait is at its start: then all five shots are asked at once with it, and the run's later
 * attempts and regenerations read the same face. Without it the identity anchor keeps the model
 * as before (decision 123): the run never fails for the portrait.
 */
import { runIdentityKey } from '../../../core/run-locations.js';
import { isDatabaseUnavailable } from '../../db/connection-loss.js';
import type { Logger } from '../../lib/logger.js';
import type { VendorBill } from '../../engines/vendor-bill.js';
import type { StorageProvider } from '../../providers/storage/storage-provider.js';
import { platformPersonaOf } from '../platform-portraits/platform-personas.js';
import type { PlatformPortraits } from '../platform-portraits/platform-portrait-service.js';
import type { RunRow, RunsRepo, ShotRow } from './runs-repo.js';

export interface RunIdentityDeps {
  repo: Pick<RunsRepo, 'setIdentityKey'>;
  storage: Pick<StorageProvider, 'put'>;
  portraits?: PlatformPortraits;
  logger: Logger;
  /** Told what the portrait's requests cost, when this run makes it (decision 225). */
  onBilled?: (bill: VendorBill) => void;
}

/** The run with its identity portrait when it should and can have one; else as it was. */
export async function withPlatformPortrait(
  deps: RunIdentityDeps,
  run: RunRow,
  shots: readonly ShotRow[],
  signal: AbortSignal,
): Promise<RunRow> {
  if (!deps.portraits || run.inputKeys.identity || !run.onModel) return run;
  const persona = platformPersonaOf(run.modelId);
  if (!persona) return run;
  // A shot made without the portrait (an earlier attempt's anchor) keeps its person for the rest.
  if (shots.some((shot) => shot.status === 'complete')) return run;
  let portrait: Buffer | undefined;
  try {
    portrait = await deps.portraits.portraitFor(persona, signal, deps.onBilled);
  } catch (error) {
    // A lost database is the attempt's to handle (decision 177), not a missing portrait.
    if (isDatabaseUnavailable(error)) throw error;
    deps.logger.warn({ err: error, persona: persona.id }, 'platform portrait failed');
  }
  if (!portrait) {
    if (!signal.aborted)
      deps.logger.info(
        { persona: persona.id },
        'no platform portrait: Standing Front first keeps the model (identity anchor)',
      );
    return run;
  }
  const key = runIdentityKey(run.userId, run.id);
  await deps.storage.put(key, portrait);
  await deps.repo.setIdentityKey(run.id, key);
  return { ...run, inputKeys: { ...run.inputKeys, identity: key } };
}
