import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { useUsage } from '@/features/usage/api/get-usage';
import { RichText } from '@/i18n/rich-text';
import { apiKeysTexts } from '@/i18n/texts/api-keys';
import { useLanguage, useTexts } from '@/i18n/use-texts';
import type { WebhookDeliveryView } from '@core/api-keys';
import { paths } from '@core/paths';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries';
import { formatWhen } from '../format-when';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';

type T = ReturnType<typeof useTexts<typeof apiKeysTexts.en>>;

const STATUS_BADGE = {
  delivered: { variant: 'success', label: 'delivered' },
  pending: { variant: 'warning', label: 'retrying' },
  failed: { variant: 'destructive', label: 'failed' },
} as const;

function outcomeOf(t: T, delivery: WebhookDeliveryView): string {
  const tries = t('attempts', { count: delivery.attempts });
  if (delivery.status === 'delivered')
    return t('answered', { tries, status: String(delivery.lastStatusCode) });
  if (delivery.attempts === 0) return t('waiting');
  return t('lastError', { tries, error: delivery.lastError ?? t('noAnswer') });
}

/** 'run 1a2b3c4d' or 'batch 1a2b3c4d': what the event is about, by its id's first characters. */
function subjectOf(t: T, delivery: WebhookDeliveryView): string {
  if (delivery.batchId) return t('subjectBatch', { id: delivery.batchId.slice(0, 8) });
  return t('subjectRun', { id: (delivery.runId ?? '').slice(0, 8) });
}

const code = (chunk: string) => <code>{chunk}</code>;

/** The log of webhook deliveries of runs and batches created through the API (decision 132). */
export function WebhookDeliveriesCard() {
  const t = useTexts(apiKeysTexts);
  const language = useLanguage();
  const usage = useUsage();
  const paid = usage.data !== undefined && usage.data.plan !== 'free';
  const deliveries = useWebhookDeliveries(paid);
  if (!paid) return null;
  return (
    <Card id="webhooks" className="scroll-mt-6">
      <CardHeader>
        <h2 className="font-sans text-lg font-semibold">{t('deliveriesTitle')}</h2>
        <CardDescription>
          <RichText
            text={t('deliveriesIntro')}
            parts={{
              code,
              link: (chunk) => (
                <Link
                  to={`${paths.apiDocs}#webhooks`}
                  className="text-primary underline underline-offset-4"
                >
                  {chunk}
                </Link>
              ),
            }}
          />
        </CardDescription>
      </CardHeader>
      <CardContent>
        {deliveries.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : deliveries.data && deliveries.data.length > 0 ? (
          <ul aria-label={t('deliveriesTitle')} className="divide-y divide-border">
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
                      <span className="text-stone-500">{subjectOf(t, delivery)}</span>
                    </p>
                    <p className="truncate text-xs text-stone-600">{delivery.url}</p>
                    <p className="text-xs text-stone-500">
                      {formatWhen(delivery.createdAt, language)} · {outcomeOf(t, delivery)}
                    </p>
                  </div>
                  <Badge variant={badge.variant}>{t(badge.label)}</Badge>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="text-sm text-stone-500">
            <RichText text={t('noDeliveries')} parts={{ code }} />
          </p>
        )}
      </CardContent>
    </Card>
  );
}
