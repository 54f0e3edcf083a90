import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { WebhookDeliveryView } from '@core/api-keys';
import { webhookDeliveriesQueryKey } from './api-key-keys';

export const webhookDeliveriesQuery = queryOptions({
  queryKey: webhookDeliveriesQueryKey,
  queryFn: () => api<WebhookDeliveryView[]>('/api/api-keys/deliveries'),
});

export function useWebhookDeliveries(enabled: boolean) {
  return useQuery({ ...webhookDeliveriesQuery, enabled });
}
