/**
 * The console's actions on a seller, each with its reason (decision 250); each refreshes the
 * console's queries once done.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type {
  ChangePlanInput,
  GiveImagesBackInput,
  PlanChangeAnswer,
  ResendReceiptInput,
} from '@core/admin';
import { adminKeys } from './admin-keys';

function useAdminMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useGiveImagesBack(sellerId: string) {
  return useAdminMutation((input: GiveImagesBackInput) =>
    api<{ given: number }>(`/api/admin/sellers/${encodeURIComponent(sellerId)}/credits`, {
      method: 'POST',
      json: input,
    }),
  );
}

export function useChangePlan(sellerId: string) {
  return useAdminMutation((input: ChangePlanInput) =>
    api<PlanChangeAnswer>(`/api/admin/sellers/${encodeURIComponent(sellerId)}/plan`, {
      method: 'POST',
      json: input,
    }),
  );
}

export function useResendVerification(sellerId: string) {
  return useAdminMutation((reason: string) =>
    api<{ sent: true }>(`/api/admin/sellers/${encodeURIComponent(sellerId)}/emails/verification`, {
      method: 'POST',
      json: { reason },
    }),
  );
}

export function useResendReceipt(sellerId: string) {
  return useAdminMutation((input: ResendReceiptInput) =>
    api<{ sent: true }>(`/api/admin/sellers/${encodeURIComponent(sellerId)}/emails/receipt`, {
      method: 'POST',
      json: input,
    }),
  );
}

export function useEndSessions(sellerId: string) {
  return useAdminMutation((reason: string) =>
    api<{ ended: number }>(`/api/admin/sellers/${encodeURIComponent(sellerId)}/sessions/end`, {
      method: 'POST',
      json: { reason },
    }),
  );
}

export function useStopRun() {
  return useAdminMutation(({ runId, reason }: { runId: string; reason: string }) =>
    api<{ status: string }>(`/api/admin/runs/${encodeURIComponent(runId)}/stop`, {
      method: 'POST',
      json: { reason },
    }),
  );
}
