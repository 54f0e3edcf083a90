/**
 * What the catalogues module needs of a run, asked of the runs module rather than of its tables
 * (issue 24): the finished shots a save copies, the shot an image came from, the files a deletion
 * removes, and the deletion of the run itself inside the catalogue's own transaction.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { generationRun, runShot } from '../../db/schema/runs.js';

export interface RunForSave {
  id: string;
  status: string;
  createdAt: Date;
  garmentType: string | null;
  /** Shots in index order whose status is 'complete', with their stored files. */
  completeShots: {
    index: number;
    shotId: string;
    name: string;
    imageKey: string | null;
    previewKey: string | null;
    width: number | null;
    height: number | null;
    colourWarning: boolean;
    printWarning: boolean;
    version: number;
    /** Who made it (decision 253): the shot's engine, else the run's, and its model. */
    engine: string;
    model: string | null;
  }[];
}

/** What a shot says of the images saved from it. */
export interface SavedShotFacts {
  index: number;
  /** The colour check's verdict (decision 120). */
  colourWarning: boolean;
  /** The print check's verdict (decision 276). */
  printWarning: boolean;
  /** How many times a regeneration replaced its file (decision 122). */
  version: number;
  /** Who made it (decision 253): the shot's engine, else the run's, and its model. */
  engine: string;
  model: string | null;
}

/** A run's engine and its shots' facts by shot id. */
export interface SavedRunFacts {
  engine: string;
  shots: Map<string, SavedShotFacts>;
}

export function createRunForCatalogue(db: Database) {
  return {
    /** The user's run with its complete shots, or null when they have no such run. */
    async forSave(userId: string, runId: string): Promise<RunForSave | null> {
      const [run] = await db
        .select({
          id: generationRun.id,
          status: generationRun.status,
          createdAt: generationRun.createdAt,
          garmentType: generationRun.garmentType,
        })
        .from(generationRun)
        .where(and(eq(generationRun.id, runId), eq(generationRun.userId, userId)))
        .limit(1);
      if (!run) return null;
      const completeShots = await db
        .select({
          index: runShot.index,
          shotId: runShot.shotId,
          name: runShot.name,
          imageKey: runShot.imageKey,
          previewKey: runShot.previewKey,
          width: runShot.width,
          height: runShot.height,
          colourWarning: runShot.colourWarning,
          printWarning: runShot.printWarning,
          version: runShot.version,
          engine: sql<string>`coalesce(${runShot.meta}->>'engine', ${generationRun.engine})`,
          model: sql<string | null>`${runShot.meta}->>'model'`,
        })
        .from(runShot)
        .innerJoin(generationRun, eq(generationRun.id, runShot.runId))
        .where(and(eq(runShot.runId, runId), eq(runShot.status, 'complete')))
        .orderBy(asc(runShot.index));
      return { ...run, completeShots };
    },

    /** The facts of every shot of these runs, by run id; a run that is gone is not there. */
    async shotFacts(runIds: string[]): Promise<Map<string, SavedRunFacts>> {
      const byRun = new Map<string, SavedRunFacts>();
      if (runIds.length === 0) return byRun;
      const rows = await db
        .select({
          runId: generationRun.id,
          runEngine: generationRun.engine,
          shotId: runShot.shotId,
          index: runShot.index,
          colourWarning: runShot.colourWarning,
          printWarning: runShot.printWarning,
          version: runShot.version,
          engine: sql<string>`coalesce(${runShot.meta}->>'engine', ${generationRun.engine})`,
          model: sql<string | null>`${runShot.meta}->>'model'`,
        })
        .from(generationRun)
        .leftJoin(runShot, eq(runShot.runId, generationRun.id))
        .where(inArray(generationRun.id, runIds));
      for (const row of rows) {
        const { runId, runEngine, shotId, index, colourWarning, printWarning, version, ...made } =
          row;
        const run = byRun.get(runId) ?? { engine: runEngine, shots: new Map() };
        byRun.set(runId, run);
        if (shotId !== null && index !== null)
          run.shots.set(shotId, {
            index,
            colourWarning: colourWarning ?? false,
            printWarning: printWarning ?? false,
            version: version ?? 0,
            ...made,
          });
      }
      return byRun;
    },

    /** The index of the run's shot with this id; null when the run or that shot is gone. */
    async shotIndex(runId: string, shotId: string): Promise<number | null> {
      const [row] = await db
        .select({ index: runShot.index })
        .from(runShot)
        .where(and(eq(runShot.runId, runId), eq(runShot.shotId, shotId)))
        .limit(1);
      return row?.index ?? null;
    },

    /** The storage keys the user's run holds: its uploaded inputs and its shots' files. */
    async fileKeys(userId: string, runId: string): Promise<string[]> {
      const keys = new Set<string>();
      const [run] = await db
        .select({ inputKeys: generationRun.inputKeys })
        .from(generationRun)
        .where(and(eq(generationRun.id, runId), eq(generationRun.userId, userId)))
        .limit(1);
      if (!run) return [];
      for (const key of Object.values(run.inputKeys ?? {}))
        if (typeof key === 'string') keys.add(key);
      const shots = await db
        .select({ imageKey: runShot.imageKey, previewKey: runShot.previewKey })
        .from(runShot)
        .where(eq(runShot.runId, runId));
      for (const shot of shots) {
        if (shot.imageKey) keys.add(shot.imageKey);
        if (shot.previewKey) keys.add(shot.previewKey);
      }
      return [...keys];
    },
  };
}

/** Deletes the user's run (its shots by cascade) on `tx`, the caller's transaction. */
export async function deleteRunIn(tx: Database, userId: string, runId: string): Promise<void> {
  await tx
    .delete(generationRun)
    .where(and(eq(generationRun.id, runId), eq(generationRun.userId, userId)));
}

export type RunForCatalogue = ReturnType<typeof createRunForCatalogue>;
