import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormat } from '@/i18n/format';
import { usageHistoryTexts } from '@/i18n/texts/usage-history';
import { useTexts } from '@/i18n/use-texts';
import { cn } from '@/lib/cn';
import { useUsageHistory } from '../api/get-usage-history';
import { usageHistoryLabel } from '../usage-history-labels';

const SIGN = { spent: '−', returned: '+', neutral: '' } as const;

/**
 * Settings: the seller's usage history (decision 269), newest first. One line per entry, its
 * label from the kind's entry in usage-history-labels.ts; the amount keeps its column on a phone.
 */
export function UsageHistoryCard() {
  const t = useTexts(usageHistoryTexts);
  const format = useFormat();
  const { data: entries, isPending, isError } = useUsageHistory();
  return (
    <Card>
      <CardHeader>
        <CardTitle id="usage-history-title">{t('title')}</CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : isError ? (
          <p className="text-sm text-stone-600">{t('loadFailed')}</p>
        ) : entries.length === 0 ? (
          <p className="text-sm text-stone-600">{t('empty')}</p>
        ) : (
          <ul
            aria-labelledby="usage-history-title"
            className="divide-y divide-border rounded-[var(--radius-card)] border border-border"
          >
            {entries.map((entry) => {
              const look = usageHistoryLabel(entry);
              return (
                <li
                  key={`${entry.kind}-${entry.at}-${entry.runId ?? ''}`}
                  className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-4 px-4 py-3"
                >
                  <div className="min-w-0">
                    <p className="font-medium">{t(look.label)}</p>
                    <p className="text-xs text-stone-500">
                      <time dateTime={entry.at}>{format.moment(entry.at)}</time>
                      {look.showsRun && entry.runId
                        ? ` · ${t('run', { id: entry.runId.slice(0, 8) })}`
                        : ''}
                    </p>
                  </div>
                  <p
                    className={cn(
                      'font-semibold tabular-nums',
                      look.direction === 'returned' && 'text-success',
                    )}
                  >
                    {SIGN[look.direction]}
                    {t('images', { count: entry.images })}
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
