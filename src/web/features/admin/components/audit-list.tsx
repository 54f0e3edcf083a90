import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { AuditEntry } from '@core/admin';
import { formatDateTime } from './admin-format';

const ACTION_NAMES: Record<string, string> = {
  'give-images-back': 'Gave images back',
  'end-sessions': 'Ended sessions',
  'stop-run': 'Stopped a run',
};

/** What operators did to this seller and why (the audit log; nobody can edit it). */
export function AuditList({ entries }: { entries: AuditEntry[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Operator actions</CardTitle>
      </CardHeader>
      <CardContent>
        {entries.length === 0 ? (
          <p className="text-sm text-muted">No operator has acted on this account.</p>
        ) : (
          <ul className="flex flex-col gap-2 text-sm">
            {entries.map((entry) => (
              <li key={entry.id} className="rounded-lg border border-border px-3 py-2">
                <p className="font-medium">
                  {ACTION_NAMES[entry.action] ?? entry.action}{' '}
                  <span className="font-normal text-muted">
                    by {entry.operatorEmail} · {formatDateTime(entry.at)}
                  </span>
                </p>
                <p>“{entry.reason}”</p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
