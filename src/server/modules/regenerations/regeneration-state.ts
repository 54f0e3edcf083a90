import { isNotNull, ne, or } from 'drizzle-orm';
import type { RegenerationStatus, ShotRegenerationState } from '../../../core/regeneration.js';
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
}): ShotRegenerationState => ({
  id: row.id,
  status: row.status as RegenerationStatus,
  error: row.error,
});
