import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { DeleteAccountInput } from '@core/account';

export { deleteAccountSchema } from '@core/account-schemas';

export const deleteAccount = (input: DeleteAccountInput) =>
  api<{ deleted: true }>('/api/account', { method: 'DELETE', json: input });

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
