/**
 * A user's run with all its view needs (shots, saved catalogue, regenerations) in one statement
 * that scopes itself: `run_read_of` (migration 0023, decision 187). The run modal's fallback and
 * API clients poll it; as four scoped statements it cost sixteen round trips on PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import type { ShotRegenerationState } from '../../../core/regeneration.js';
import type { Database } from '../../db/client.js';
import { rowFromJson } from '../../db/json-rows.js';
import { rowsOf } from '../../db/rows.js';
import { generationRun, runShot } from '../../db/schema/runs.js';
import { toRegenerationState } from '../regenerations/regeneration-state.js';

export interface RunRead {
  run: typeof generationRun.$inferSelect;
  shots: (typeof runShot.$inferSelect)[];
  savedCatalogueId: string | null;
  regenerations: Map<number, ShotRegenerationState>;
}

interface RunReadJson {
  run: Record<string, unknown>;
  shots: Record<string, unknown>[];
  savedCatalogueId: string | null;
  regenerations: { id: string; shot_index: number; status: string; error: string | null }[];
}

/** Null when the run does not exist or is not the user's. */
export async function readRunOf(
  db: Database,
  userId: string,
  runId: string,
): Promise<RunRead | null> {
  const result = await db.execute(sql`select run_read_of(${userId}, ${runId}::uuid) as read`);
  const [row] = rowsOf<{ read: RunReadJson | string | null }>(result);
  const read = typeof row?.read === 'string' ? (JSON.parse(row.read) as RunReadJson) : row?.read;
  if (!read) return null;
  return {
    run: rowFromJson(generationRun, read.run),
    shots: read.shots.map((shot) => rowFromJson(runShot, shot)),
    savedCatalogueId: read.savedCatalogueId,
    regenerations: new Map(
      read.regenerations.map((regeneration) => [
        regeneration.shot_index,
        toRegenerationState(regeneration),
      ]),
    ),
  };
}
