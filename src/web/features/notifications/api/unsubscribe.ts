import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { UnsubscribeAnswer } from '@core/notifications';

/** Turns off the switch an email's unsubscribe link names; no session needed (decision 150). */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) =>
      api<UnsubscribeAnswer>('/api/notifications/unsubscribe', {
        method: 'POST',
        json: { token },
      }),
  });
}
