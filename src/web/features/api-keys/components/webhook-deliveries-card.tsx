import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { useUsage } from '@/features/usage/api/get-usage';
import type { WebhookDeliveryView } from '@core/api-keys';
import { paths } from '@core/paths';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries';
import { formatWhen } from '../format-when';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';

const STATUS_BADGE = {
  delivered: { variant: 'success', label: 'Delivered' },
  pending: { variant: 'warning', label: 'Retrying' },
  failed: { variant: 'destructive', label: 'Failed' },
} as const;

function outcomeOf(delivery: WebhookDeliveryView): string {
  const tries = `${delivery.attempts} ${delivery.attempts === 1 ? 'attempt' : 'attempts'}`;
  if (delivery.status === 'delivered') return `${tries}, answered ${delivery.lastStatusCode}`;
  if (delivery.attempts === 0) return 'Waiting for its first attempt';
  return `${tries}, last: ${delivery.lastError ?? 'no answer'}`;
}

/** 'run 1a2b3c4d' or 'batch 1a2b3c4d': what the event is about, by its id's first characters. */
function subjectOf(delivery: WebhookDeliveryView): string {
  if (delivery.batchId) return `batch ${delivery.batchId.slice(0, 8)}`;
  return `run ${(delivery.runId ?? '').slice(0, 8)}`;
}

/** The log of webhook deliveries of runs and batches created through the API (decision 132). */
export function WebhookDeliveriesCard() {
  const usage = useUsage();
  const paid = usage.data !== undefined && usage.data.plan !== 'free';
  const deliveries = useWebhookDeliveries(paid);
  if (!paid) return null;
  return (
    <Card id="webhooks" className="scroll-mt-6">
      <CardHeader>
        <h2 className="font-sans text-lg font-semibold">Webhook deliveries</h2>
        <CardDescription>
          The latest events sent to the <code>webhookUrl</code> of your API runs and batches. Failed
          deliveries are retried for 24 hours.{' '}
          <Link
            to={`${paths.apiDocs}#webhooks`}
            className="text-primary underline underline-offset-4"
          >
            How to verify them
          </Link>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {deliveries.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : deliveries.data && deliveries.data.length > 0 ? (
          <ul aria-label="Webhook deliveries" className="divide-y divide-border">
            {deliveries.data.map((delivery) => {
              const badge = STATUS_BADGE[delivery.status];
              return (
                <li
                  key={delivery.id}
                  className="flex flex-wrap items-start justify-between gap-2 py-3"
                >
                  <div className="min-w-0">
                    <p className="text-sm font-medium">
                      <code>{delivery.event}</code>{' '}
                      <span className="text-stone-500">{subjectOf(delivery)}</span>
                    </p>
                    <p className="truncate text-xs text-stone-600">{delivery.url}</p>
                    <p className="text-xs text-stone-500">
                      {formatWhen(delivery.createdAt)} · {outcomeOf(delivery)}
                    </p>
                  </div>
                  <Badge variant={badge.variant}>{badge.label}</Badge>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="text-sm text-stone-500">
            No deliveries yet. Runs and batches created through the API with a{' '}
            <code>webhookUrl</code> appear here.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
