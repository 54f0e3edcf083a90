import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { NotificationSettings } from '@core/account';

const notificationsQueryKey = ['account', 'notifications'] as const;

export const notificationsQuery = queryOptions({
  queryKey: notificationsQueryKey,
  queryFn: () => api<NotificationSettings>('/api/account/notifications'),
});

export function useNotifications() {
  return useQuery(notificationsQuery);
}

/** Saves all three switches; the screen shows the new value at once and rolls back on failure. */
export function useUpdateNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettings) =>
      api<NotificationSettings>('/api/account/notifications', { method: 'PUT', json: settings }),
    onMutate: async (settings) => {
      await queryClient.cancelQueries({ queryKey: notificationsQueryKey });
      const previous = queryClient.getQueryData<NotificationSettings>(notificationsQueryKey);
      queryClient.setQueryData(notificationsQueryKey, settings);
      return { previous };
    },
    onError: (_error, _settings, context) => {
      if (context?.previous) queryClient.setQueryData(notificationsQueryKey, context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(notificationsQueryKey, saved),
  });
}
