/**
 * When the usage shown is fetched again after a run changes it (docs/product.md §5 and §12): about
 * 300 ms after an image is counted and 500 ms after a stop, so the server's count has
 * settled; at once when a run starts, finishes or is refused for the quota.
 */
import type { QueryClient } from '@tanstack/react-query';
import { usageQueryKey } from './api/get-usage';

export const USAGE_REFRESH_DELAY_MS = {
  'image-counted': 300,
  'run-stopped': 500,
  'run-started': 0,
  'run-finished': 0,
  'limit-reached': 0,
  // A reported image is given back in the same transaction that answers (decision 263).
  'image-given-back': 0,
} as const;

export type UsageRefreshReason = keyof typeof USAGE_REFRESH_DELAY_MS;

/** Refetches the usage query after the delay its reason calls for. */
export function scheduleUsageRefresh(
  queryClient: Pick<QueryClient, 'invalidateQueries'>,
  reason: UsageRefreshReason,
): void {
  setTimeout(
    () => void queryClient.invalidateQueries({ queryKey: usageQueryKey }),
    USAGE_REFRESH_DELAY_MS[reason],
  );
}
