import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { SellerDetail } from '@core/admin';
import { formatDate, formatDateTime } from './admin-format';
import { ChangePlanForm } from './change-plan-form';
import { GiveImagesBackForm } from './give-images-back-form';

/** Plan, this period's usage, its history (charges and credits), giving back, the plan's change. */
export function SellerUsageCard({ detail }: { detail: SellerDetail }) {
  const { usage, history } = detail;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Plan and usage</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-muted">Plan</dt>
            <dd className="font-medium capitalize">
              {usage.plan} · {usage.billingPeriod}
            </dd>
          </div>
          <div>
            <dt className="text-muted">Paid until</dt>
            <dd className="font-medium" data-testid="seller-paid-until">
              {usage.currentPeriodEnd ? formatDate(usage.currentPeriodEnd) : '—'}
              {usage.cancelAtPeriodEnd ? ' (ends)' : usage.renewedBy ? ' (renews)' : ''}
            </dd>
          </div>
          <div>
            <dt className="text-muted">Usage month</dt>
            <dd className="font-medium">
              {formatDate(usage.periodStart)} – {formatDate(usage.periodEnd)}
            </dd>
          </div>
          <div>
            <dt className="text-muted">Used this period</dt>
            <dd className="font-medium" data-testid="seller-used">
              {usage.used} of {usage.limit}
            </dd>
          </div>
          <div>
            <dt className="text-muted">Held by runs in progress</dt>
            <dd className="font-medium">{usage.held}</dd>
          </div>
        </dl>
        <section aria-labelledby="usage-history">
          <h4 id="usage-history" className="mb-2 text-sm font-semibold">
            Usage history
          </h4>
          {history.length === 0 ? (
            <p className="text-sm text-muted">No charges or credits yet.</p>
          ) : (
            <ul className="divide-y divide-border rounded-lg border border-border text-sm">
              {history.map((entry) => (
                <li
                  key={`${entry.kind}-${entry.at}-${entry.runId ?? ''}-${entry.reason ?? ''}`}
                  className="flex flex-wrap items-baseline justify-between gap-2 px-3 py-2"
                >
                  <span>
                    <span
                      className={
                        entry.kind === 'credit' ? 'font-semibold text-success' : 'font-semibold'
                      }
                    >
                      {entry.kind === 'credit'
                        ? `Credit +${entry.images}`
                        : entry.kind === 'report'
                          ? 'Reported, nothing given back'
                          : `Charge −${entry.images}`}
                    </span>
                    {entry.reason ? <span className="text-muted"> · {entry.reason}</span> : null}
                    {entry.runId ? (
                      <span className="text-muted"> · run {entry.runId.slice(0, 8)}</span>
                    ) : null}
                  </span>
                  <time className="text-muted" dateTime={entry.at}>
                    {formatDateTime(entry.at)}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="give-back" className="border-t border-border pt-4">
          <h4 id="give-back" className="mb-2 text-sm font-semibold">
            Give images back to this month
          </h4>
          <GiveImagesBackForm sellerId={detail.seller.id} />
        </section>
        <section aria-labelledby="change-plan" className="border-t border-border pt-4">
          <h4 id="change-plan" className="mb-2 text-sm font-semibold">
            Change or extend the plan
          </h4>
          <ChangePlanForm key={`${usage.plan}-${usage.currentPeriodEnd}`} detail={detail} />
        </section>
      </CardContent>
    </Card>
  );
}
