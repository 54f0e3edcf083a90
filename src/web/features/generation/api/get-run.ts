import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { RunView } from '@core/runs';
import { runKeys } from './run-keys';

/** GET /api/runs/:id: the whole run; the stream's fallback polls it. */
export const getRun = (id: string, signal?: AbortSignal) =>
  api<RunView>(`/api/runs/${encodeURIComponent(id)}`, { signal });

export const runQuery = (id: string) =>
  queryOptions({ queryKey: runKeys.detail(id), queryFn: ({ signal }) => getRun(id, signal) });
