import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api-client';
import { reportCreditLimit, type ReportShotInput, type ShotReportView } from '@core/shot-reports';
import { useUsage } from './get-usage';
import { useUsageRefresh } from './use-usage-refresh';

/**
 * The reports of one run's images (decision 263), for the catalogue detail and the generation
 * modal alike: read from `listUrl`, and a report sent to `reportUrl` lands in the list and
 * refreshes the month's usage at once, since a credited image is back in it. Here, beside the
 * usage, because a report changes the month every feature shows.
 */
export function useShotReports(listUrl: string | null) {
  const queryClient = useQueryClient();
  const refreshUsage = useUsageRefresh();
  const plan = useUsage().data?.plan;
  const queryKey = ['shot-reports', listUrl] as const;
  const { data } = useQuery({
    queryKey,
    queryFn: () => api<ShotReportView[]>(listUrl!),
    enabled: listUrl !== null,
    staleTime: 30_000,
  });

  const report = useCallback(
    async (reportUrl: string, input: ReportShotInput) => {
      const answer = await api<ShotReportView>(reportUrl, { method: 'POST', json: input });
      queryClient.setQueryData<ShotReportView[]>(queryKey, (reports = []) => [
        ...reports.filter((known) => known.id !== answer.id),
        answer,
      ]);
      refreshUsage('image-given-back');
      return answer;
    },
    // queryKey is rebuilt from listUrl on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [listUrl, queryClient, refreshUsage],
  );

  const monthlyLimit = plan ? reportCreditLimit(plan) : undefined;
  return { reports: data ?? [], report, monthlyLimit };
}
