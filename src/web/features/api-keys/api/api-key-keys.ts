/** Query keys of the API keys card and the webhook delivery log. */
export const apiKeysQueryKey = ['api-keys'] as const;
export const webhookDeliveriesQueryKey = ['api-keys', 'deliveries'] as const;
