/**
 * A user's run with all its view needs (shots, saved catalogue, regenerations) in one statement
 * that scopes itself: `run_read_of` (migration 0023, decision 187). The run modal's fallback and
 * API clients poll it; as four scoped statements it cost sixteen round trips on PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import type { ShotRegenerationState } from '../../../core/regeneration.js';
import type { StoredMessage } from '../../../core/stored-message.js';
import type { Database } from '../../db/client.js';
import { databaseUnavailable } from '../../db/connection-loss.js';
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
  regenerations: {
    id: string;
    shot_index: number;
    status: string;
    error: string | null;
    error_message?: StoredMessage | null;
  }[];
}

/** Null when the run does not exist or is not the user's. */
export async function readRunOf(
  db: Database,
  userId: string,
  runId: string,
): Promise<RunRead | null> {
  const result = await db.execute(sql`select run_read_of(${userId}, ${runId}::uuid) as read`);
  const rows = rowsOf<{ read?: RunReadJson | string | null }>(result);
  const row = rows[0];
  // The statement always answers one row with a `read` column (null when the run is not the
  // user's). Anything else is the driver answering wrongly around a dying connection (once seen
  // in CI's outage test as a 404 for the user's own run): a fault to retry, never "not found".
  if (rows.length !== 1 || !row || !('read' in row)) {
    throw databaseUnavailable(
      new Error(`run_read_of answered ${rows.length} rows (${Object.keys(row ?? {}).join(', ')})`),
    );
  }
  const read = typeof row.read === 'string' ? (JSON.parse(row.read) as RunReadJson) : row.read;
  if (!read) return null;
  if (String(read.run.id).toLowerCase() !== runId.toLowerCase() || read.run.user_id !== userId) {
    throw databaseUnavailable(new Error('run_read_of answered another run'));
  }
  return {
    run: rowFromJson(generationRun, read.run),
    shots: read.shots.map((shot) => rowFromJson(runShot, shot)),
    savedCatalogueId: read.savedCatalogueId,
    regenerations: new Map(
      read.regenerations.map((regeneration) => [
        regeneration.shot_index,
        toRegenerationState({
          ...regeneration,
          errorMessage: regeneration.error_message ?? null,
        }),
      ]),
    ),
  };
}
