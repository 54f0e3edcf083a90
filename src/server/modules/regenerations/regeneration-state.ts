/**
 * Regenerations as the views show them (decision 122), and what the runs and catalogues modules
 * read of them: the latest of each shot of a run, asked here rather than of the table (decision
 * 272).
 */
import { and, desc, eq, isNotNull, ne, or } from 'drizzle-orm';
import type { RegenerationStatus, ShotRegenerationState } from '../../../core/regeneration.js';
import type { StoredMessage } from '../../../core/stored-message.js';
import type { Database } from '../../db/client.js';
import { shotRegeneration } from '../../db/schema/regenerations.js';

/**
 * Regenerations the views show. A claim with no image reserved yet is not accepted: a racing
 * request that is refused takes it back, and another tab's answer must not show it in flight.
 */
export const shownRegeneration = or(
  ne(shotRegeneration.status, 'queued'),
  isNotNull(shotRegeneration.reservationId),
);

/** A regeneration row as the views show it (decision 122). */
export const toRegenerationState = (row: {
  id: string;
  status: string;
  error: string | null;
  errorMessage: StoredMessage | null;
}): ShotRegenerationState => ({
  id: row.id,
  status: row.status as RegenerationStatus,
  error: row.error,
  errorMessage: row.errorMessage,
});

/** The latest regeneration the views show of each shot of the run, by shot index. */
export async function latestRegenerationsOf(
  db: Database,
  runId: string,
): Promise<Map<number, ShotRegenerationState>> {
  const rows = await db
    .selectDistinctOn([shotRegeneration.shotIndex], {
      id: shotRegeneration.id,
      shotIndex: shotRegeneration.shotIndex,
      status: shotRegeneration.status,
      error: shotRegeneration.error,
      errorMessage: shotRegeneration.errorMessage,
    })
    .from(shotRegeneration)
    .where(and(eq(shotRegeneration.runId, runId), shownRegeneration))
    .orderBy(shotRegeneration.shotIndex, desc(shotRegeneration.createdAt));
  return new Map(rows.map((row) => [row.shotIndex, toRegenerationState(row)]));
}
