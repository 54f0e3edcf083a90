import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { RunView } from '@core/runs';
import { runKeys } from './run-keys';

/** GET /api/runs/latest-unsaved: a finished run under 7 days old that was never saved, or null. */
export const latestUnsavedRunQuery = queryOptions({
  queryKey: runKeys.latestUnsaved,
  queryFn: ({ signal }) => api<RunView | null>('/api/runs/latest-unsaved', { signal }),
});

export function useLatestUnsavedRun() {
  return useQuery(latestUnsavedRunQuery);
}
