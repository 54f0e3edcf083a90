import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { profileQueryKey } from './get-profile';

export const uploadAvatar = (file: File) => {
  const form = new FormData();
  form.append('avatar', file);
  return api<{ avatarUrl: string }>('/api/account/avatar', { method: 'POST', body: form });
};

export const removeAvatar = () =>
  api<{ avatarUrl: null }>('/api/account/avatar', { method: 'DELETE' });

/** Upload or remove the avatar; the profile is refetched so every avatar on the page updates. */
export function useAvatarMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: profileQueryKey });
  return {
    upload: useMutation({ mutationFn: uploadAvatar, onSuccess: refresh }),
    remove: useMutation({ mutationFn: removeAvatar, onSuccess: refresh }),
  };
}
