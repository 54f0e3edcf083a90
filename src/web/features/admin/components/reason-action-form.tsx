import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { reasonOnlySchema } from '@core/admin';
import { ReasonField } from './reason-field';

/** One action that needs only a reason: end the seller's sessions, stop a run. */
export function ReasonActionForm({
  action,
  pending,
  onSubmit,
}: {
  /** The button's words, e.g. "End all sessions". */
  action: string;
  pending: boolean;
  onSubmit: (reason: string) => Promise<unknown>;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = reasonOnlySchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    await onSubmit(parsed.data.reason);
    setReason('');
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3" noValidate>
      <ReasonField id={id} value={reason} onChange={setReason} error={error} />
      <Button type="submit" variant="secondary" size="sm" disabled={pending} className="self-start">
        {action}
      </Button>
    </form>
  );
}
