import { api } from '@/lib/api-client';
import { regenerateShotSchema } from '@core/run-schemas';
import type { RunView } from '@core/runs';

/** POST /api/runs/:id/shots/:index/regenerate: 202 with the run, the shot marked as being made again. */
export function regenerateRunShot(runId: string, index: number, clientRequestId: string) {
  return api<RunView>(`/api/runs/${encodeURIComponent(runId)}/shots/${index}/regenerate`, {
    method: 'POST',
    json: regenerateShotSchema.parse({ clientRequestId }),
  });
}
