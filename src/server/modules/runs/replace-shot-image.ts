/**
 * A regeneration's new image in place of a shot's (decision 122), written inside the
 * regeneration's own transaction: the runs module owns run_shot, so the regenerations module
 * changes a shot only through here (decision 272).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { runShot } from '../../db/schema/runs.js';
import type { StoredShot } from './store-shot-files.js';

/** What the new image of a shot is: stored as a run's shots are (store-shot-files.ts). */
export type ReplacementImage = StoredShot;

/** The files a shot showed before its image was replaced, and its version after. */
export interface ReplacedShotImage {
  imageKey: string | null;
  previewKey: string | null;
  version: number;
}

/**
 * Points the shot at the new files, with its version one higher and the new colour verdict, on
 * `tx` (the caller's transaction; the shot's row is locked until it ends). Answers the files it
 * replaced; throws when the shot is gone, so the caller's transaction rolls back.
 */
export async function replaceShotImageIn(
  tx: Database,
  shot: { runId: string; shotIndex: number },
  image: ReplacementImage,
): Promise<ReplacedShotImage> {
  const shotOf = and(eq(runShot.runId, shot.runId), eq(runShot.index, shot.shotIndex));
  const [old] = await tx
    .select({ imageKey: runShot.imageKey, previewKey: runShot.previewKey })
    .from(runShot)
    .where(shotOf)
    .for('update');
  const [updated] = await tx
    .update(runShot)
    .set({
      ...image,
      status: 'complete',
      failureReason: null,
      failureMessage: null,
      version: sql`${runShot.version} + 1`,
      updatedAt: new Date(),
    })
    .where(shotOf)
    .returning({ version: runShot.version });
  if (!old || !updated) throw new Error(`shot ${shot.shotIndex} of run is gone`);
  return { ...old, version: updated.version };
}
