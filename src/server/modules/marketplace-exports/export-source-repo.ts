/**
 * What an export is made from: a catalogue's images (or a finished run's complete shots) in
 * order, the seller's front photo, and the name the files are called after. Every query
 * filters by the session's user, so another user's ids are as missing as unknown ones.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { generationRun, runShot } from '../../db/schema/runs.js';
import { catalogue, catalogueImage } from '../../db/schema/catalogues.js';

export interface ExportSourceRow {
  runId: string | null;
  /** The saved catalogue; null while the run is not saved. */
  catalogueId: string | null;
  /** The saved catalogue's name; null while the run is not saved. */
  catalogueName: string | null;
  /** Full-size PNG keys in catalogue order. */
  imageKeys: string[];
  /** The shot id of each image, in the same order. */
  shotIds: string[];
  /** Who made each image, in the same order (decision 253). */
  makers: ShotMaker[];
  frontKey: string | null;
  /** The run's status (a catalogue's run is always finished). */
  runStatus: string | null;
}

export interface ShotMaker {
  engine: string | null;
  model: string | null;
}

/** The shot's engine (its meta's, else its run's) and model. */
const maker = {
  engine: sql<string | null>`coalesce(${runShot.meta}->>'engine', ${generationRun.engine})`,
  model: sql<string | null>`${runShot.meta}->>'model'`,
};

export function createExportSourceRepo(db: Database) {
  async function frontKeyOf(userId: string, runId: string | null) {
    if (!runId) return { frontKey: null, runStatus: null };
    const [run] = await db
      .select({ inputKeys: generationRun.inputKeys, status: generationRun.status })
      .from(generationRun)
      .where(and(eq(generationRun.id, runId), eq(generationRun.userId, userId)))
      .limit(1);
    return { frontKey: run?.inputKeys.front ?? null, runStatus: run?.status ?? null };
  }

  return {
    async ofCatalogue(userId: string, catalogueId: string): Promise<ExportSourceRow | null> {
      const [row] = await db
        .select({ runId: catalogue.runId, name: catalogue.name })
        .from(catalogue)
        .where(and(eq(catalogue.id, catalogueId), eq(catalogue.userId, userId)))
        .limit(1);
      if (!row) return null;
      const images = await db
        .select({ imageKey: catalogueImage.imageKey, shotId: catalogueImage.shotId, ...maker })
        .from(catalogueImage)
        .leftJoin(
          runShot,
          and(eq(runShot.runId, sql`${row.runId}`), eq(runShot.shotId, catalogueImage.shotId)),
        )
        .leftJoin(generationRun, eq(generationRun.id, runShot.runId))
        .where(eq(catalogueImage.catalogueId, catalogueId))
        .orderBy(asc(catalogueImage.orderIndex));
      return {
        runId: row.runId,
        catalogueId,
        catalogueName: row.name,
        imageKeys: images.map((image) => image.imageKey),
        shotIds: images.map((image) => image.shotId),
        makers: images.map(({ engine, model }) => ({ engine, model })),
        ...(await frontKeyOf(userId, row.runId)),
      };
    },

    async ofRun(userId: string, runId: string): Promise<ExportSourceRow | null> {
      const { frontKey, runStatus } = await frontKeyOf(userId, runId);
      if (runStatus === null) return null;
      const [saved] = await db
        .select({ id: catalogue.id, name: catalogue.name })
        .from(catalogue)
        .where(and(eq(catalogue.runId, runId), eq(catalogue.userId, userId)))
        .limit(1);
      const shots = await db
        .select({ imageKey: runShot.imageKey, shotId: runShot.shotId, ...maker })
        .from(runShot)
        .innerJoin(generationRun, eq(generationRun.id, runShot.runId))
        .where(and(eq(runShot.runId, runId), eq(runShot.status, 'complete')))
        .orderBy(asc(runShot.index));
      const stored = shots.filter((shot) => shot.imageKey);
      return {
        runId,
        catalogueId: saved?.id ?? null,
        catalogueName: saved?.name ?? null,
        imageKeys: stored.map((shot) => shot.imageKey!),
        shotIds: stored.map((shot) => shot.shotId),
        makers: stored.map(({ engine, model }) => ({ engine, model })),
        frontKey,
        runStatus,
      };
    },
  };
}

export type ExportSourceRepo = ReturnType<typeof createExportSourceRepo>;
