import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { createApiKeySchema, type CreateApiKeyInput, type CreatedApiKey } from '@core/api-keys';
import { apiKeysQueryKey } from './api-key-keys';

export { createApiKeySchema };

/** Creates a key; its secrets are in the answer only, never in the list. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiKeyInput) =>
      api<CreatedApiKey>('/api/api-keys', { method: 'POST', json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
