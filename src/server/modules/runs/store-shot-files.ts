/**
 * A finished shot as it is stored: its files under the run's folder and the row's fields (size,
 * prompt, honest note, colour and print verdicts). A run's worker and a shot's regeneration
 * (decision 122) store shots the same way; a regeneration's files carry a tag of their own.
 */
import { shotImageKey, shotPreviewKey } from '../../../core/run-locations.js';
import type { ShotOutcome } from '../../engines/image-engine.js';
import type { StorageProvider } from '../../providers/storage/storage-provider.js';

export type FinishedShot = Extract<ShotOutcome, { ok: true }>;

export interface StoredShot {
  imageKey: string;
  previewKey: string;
  width: number;
  height: number;
  prompt: string | null;
  note: string | null;
  meta: FinishedShot['meta'];
  colourScore: number | null;
  colourWarning: boolean;
  printScore: number | null;
  printWarning: boolean;
}

/** Writes the shot's PNG and preview, and answers the row's fields for them. */
export async function storeShotFiles(
  storage: Pick<StorageProvider, 'put'>,
  run: { id: string; userId: string },
  outcome: FinishedShot,
  tag?: string,
): Promise<StoredShot> {
  const { index, shot } = outcome;
  const imageKey = shotImageKey(run.userId, run.id, index, shot, tag);
  const previewKey = shotPreviewKey(
    run.userId,
    run.id,
    index,
    shot,
    outcome.image.previewMime,
    tag,
  );
  await Promise.all([
    storage.put(imageKey, outcome.image.png),
    storage.put(previewKey, outcome.image.preview),
  ]);
  const cutout = outcome.meta.cutout;
  const { colour, print } = outcome.meta;
  return {
    imageKey,
    previewKey,
    width: outcome.image.width,
    height: outcome.image.height,
    prompt: outcome.meta.prompt ?? null,
    note:
      cutout?.method === 'card'
        ? (cutout.note ?? 'Kept on a clean card: the garment could not be cut out cleanly.')
        : (outcome.meta.backgroundNote ?? null),
    meta: outcome.meta,
    colourScore: colour?.score ?? null,
    colourWarning: colour ? !colour.passed : false,
    printScore: print?.score ?? null,
    printWarning: print ? !print.passed : false,
  };
}
