import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { RunView } from '@core/runs';
import { runKeys } from './run-keys';

/** POST /api/runs/:id/stop: the run as stopped; only what was generated is counted. */
export const stopRun = (id: string) =>
  api<RunView>(`/api/runs/${encodeURIComponent(id)}/stop`, { method: 'POST' });

export function useStopRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stopRun,
    onError: () => {},
    onSettled: () => queryClient.invalidateQueries({ queryKey: runKeys.latestUnsaved }),
  });
}
