import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { UpdateProfileAnswer, UpdateProfileInput } from '@core/account';
import { profileQueryKey } from './get-profile';

export const updateProfile = (input: UpdateProfileInput) =>
  api<UpdateProfileAnswer>('/api/account/profile', { method: 'PATCH', json: input });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (answer) => queryClient.setQueryData(profileQueryKey, answer.profile),
  });
}
