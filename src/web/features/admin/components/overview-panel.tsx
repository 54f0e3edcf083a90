import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { AdminDay, AdminOverview } from '@core/admin';
import { useOverview } from '../api/get-overview';
import { formatDollars, formatRupees, formatWait } from './admin-format';

const kinds = (day: AdminDay) =>
  Object.entries(day.failedShotsByKind)
    .map(([kind, count]) => `${kind} ${count}`)
    .join(', ') || '—';

function Today({ day, overview }: { day: AdminDay; overview: AdminOverview }) {
  const waiting = overview.queue
    .filter((row) => row.state === 'created' || row.state === 'retry')
    .reduce((sum, row) => sum + row.count, 0);
  const tiles: [string, string][] = [
    ['Runs started', String(day.runsStarted)],
    ['Runs finished', String(day.runsCompleted)],
    ['Runs failed', String(day.runsFailed)],
    ['Failed shots by kind', kinds(day)],
    ['Images made / charged', `${day.imagesMade} / ${day.imagesCharged}`],
    [
      'Vendor requests (est. cost)',
      `${day.vendorRequests} (${formatDollars(day.vendorCostMicroUsd)})`,
    ],
    ['Jobs waiting', String(waiting)],
    [
      'Oldest waiting run',
      overview.oldestQueuedRun ? formatWait(overview.oldestQueuedRun.waitingSeconds) : 'none',
    ],
    ['Sign-ups', String(day.signUps)],
    ['Payments', `${day.payments} (${formatRupees(day.paymentsPaise)})`],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {tiles.map(([label, value]) => (
        <div key={label} className="rounded-[var(--radius-card)] border border-border bg-card p-4">
          <dt className="text-xs text-muted">{label}</dt>
          <dd className="mt-1 text-lg font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Days({ days }: { days: AdminDay[] }) {
  const columns = [
    'Day',
    'Started',
    'Finished',
    'Failed',
    'Stopped',
    'Failed shots',
    'Made',
    'Charged',
    'Vendor req.',
    'Est. cost',
    'Sign-ups',
    'Payments',
  ];
  return (
    <div
      className="overflow-x-auto rounded-lg border border-border bg-card"
      tabIndex={0}
      role="region"
      aria-label="The last 30 days, by day"
    >
      <table className="w-full min-w-[56rem] text-left text-sm">
        <thead className="bg-stone-50 text-muted">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day} className="border-t border-border">
              <th scope="row" className="px-3 py-2 font-medium whitespace-nowrap">
                {day.day}
              </th>
              <td className="px-3 py-2">{day.runsStarted}</td>
              <td className="px-3 py-2">{day.runsCompleted}</td>
              <td className="px-3 py-2">{day.runsFailed}</td>
              <td className="px-3 py-2">{day.runsStopped}</td>
              <td className="px-3 py-2">{kinds(day)}</td>
              <td className="px-3 py-2">{day.imagesMade}</td>
              <td className="px-3 py-2">{day.imagesCharged}</td>
              <td className="px-3 py-2">{day.vendorRequests}</td>
              <td className="px-3 py-2">{formatDollars(day.vendorCostMicroUsd)}</td>
              <td className="px-3 py-2">{day.signUps}</td>
              <td className="px-3 py-2 whitespace-nowrap">
                {day.payments} ({formatRupees(day.paymentsPaise)})
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The console's first page: today's numbers, the queue now, and 30 days by day. */
export function OverviewPanel() {
  const overview = useOverview();
  if (overview.isPending) return <Skeleton className="h-64 w-full" />;
  if (overview.isError) return <p className="text-destructive">{overview.error.message}</p>;
  const [today] = overview.data.days;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="today" className="flex flex-col gap-3">
        <h2 id="today" className="text-xl font-semibold">
          Today (UTC)
        </h2>
        {today ? <Today day={today} overview={overview.data} /> : null}
      </section>
      <Card>
        <CardHeader>
          <CardTitle>Last 30 days</CardTitle>
        </CardHeader>
        <CardContent>
          <Days days={overview.data.days} />
        </CardContent>
      </Card>
    </div>
  );
}
