import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toastApiError } from '@/lib/api-client';
import type { SellerRun } from '@core/admin';
import { useStopRun } from '../api/seller-actions';
import { formatDateTime } from './admin-format';
import { ReasonActionForm } from './reason-action-form';

const UNFINISHED = new Set(['preparing', 'queued', 'running']);

function StopRun({ runId }: { runId: string }) {
  const stop = useStopRun();
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer font-medium text-primary">Stop this run…</summary>
      <div className="mt-2">
        <ReasonActionForm
          action="Stop run"
          pending={stop.isPending}
          onSubmit={async (reason) => {
            try {
              await stop.mutateAsync({ runId, reason });
              toast.success('Run stopped');
            } catch (error) {
              toastApiError(error, 'Could not stop the run');
            }
          }}
        />
      </div>
    </details>
  );
}

/** The seller's runs, newest first, with what went wrong in each failed or stopped shot. */
export function SellerRunsCard({ runs }: { runs: SellerRun[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Runs</CardTitle>
      </CardHeader>
      <CardContent>
        {runs.length === 0 ? (
          <p className="text-sm text-muted">No runs.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {runs.map((run) => (
              <li key={run.id} className="rounded-lg border border-border p-3">
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="font-mono text-xs">{run.id.slice(0, 8)}</span>
                  <Badge>{run.status}</Badge>
                  <span className="text-muted">
                    {run.engine} · {run.shotCount} shots · {formatDateTime(run.createdAt)}
                  </span>
                </div>
                {run.error ? <p className="mt-1 text-sm text-destructive">{run.error}</p> : null}
                {run.problems.length > 0 ? (
                  <table className="mt-2 w-full text-left text-sm">
                    <caption className="sr-only">Failed and stopped shots of this run</caption>
                    <thead className="text-muted">
                      <tr>
                        <th className="py-1 pr-2 font-medium">Shot</th>
                        <th className="py-1 pr-2 font-medium">Engine</th>
                        <th className="py-1 pr-2 font-medium">Error kind</th>
                        <th className="py-1 font-medium">Vendor&apos;s message</th>
                      </tr>
                    </thead>
                    <tbody>
                      {run.problems.map((shot) => (
                        <tr key={shot.index} className="border-t border-border align-top">
                          <td className="py-1 pr-2">
                            {shot.name} <span className="text-muted">({shot.status})</span>
                          </td>
                          <td className="py-1 pr-2">{shot.engine ?? '—'}</td>
                          <td className="py-1 pr-2">{shot.errorKind ?? '—'}</td>
                          <td className="break-words py-1">
                            {shot.vendorMessage ?? shot.reason ?? '—'}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                ) : null}
                {UNFINISHED.has(run.status) ? <StopRun runId={run.id} /> : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
