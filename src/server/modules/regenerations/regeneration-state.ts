import type { RegenerationStatus, ShotRegenerationState } from '../../../core/regeneration.js';

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
