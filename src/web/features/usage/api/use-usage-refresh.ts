import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { scheduleUsageRefresh, type UsageRefreshReason } from '../usage-refresh';

/** scheduleUsageRefresh bound to the app's query client. */
export function useUsageRefresh() {
  const queryClient = useQueryClient();
  return useCallback(
    (reason: UsageRefreshReason) => scheduleUsageRefresh(queryClient, reason),
    [queryClient],
  );
}
