import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toastApiError } from '@/lib/api-client';
import { resendReceiptSchema, type SellerDetail } from '@core/admin';
import { useResendReceipt } from '../api/seller-actions';
import { formatDate, formatRupees } from './admin-format';
import { ReasonField } from './reason-field';

/** A completed payment's receipt, with its invoice, sent again (decision 268). */
export function ResendReceiptForm({
  sellerId,
  payments,
}: {
  sellerId: string;
  payments: SellerDetail['payments'];
}) {
  const id = useId();
  const receipts = payments.filter((payment) => payment.invoiceNumber !== null);
  const [paymentId, setPaymentId] = useState(receipts[0]?.id ?? '');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const resend = useResendReceipt(sellerId);
  if (receipts.length === 0) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = resendReceiptSchema.safeParse({ paymentId, reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      await resend.mutateAsync(parsed.data);
      toast.success('Receipt sent again');
      setReason('');
    } catch (failure) {
      toastApiError(failure, 'Could not send the receipt');
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3" noValidate>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-payment`}>Receipt to resend</Label>
        <NativeSelect
          id={`${id}-payment`}
          value={paymentId}
          onChange={(event) => setPaymentId(event.target.value)}
          className="w-full sm:w-80"
        >
          {receipts.map((payment) => (
            <option key={payment.id} value={payment.id}>
              {payment.invoiceNumber} · {formatRupees(payment.amountPaise)} ·{' '}
              {formatDate(payment.createdAt)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <ReasonField id={`${id}-reason`} value={reason} onChange={setReason} error={error} />
      <Button
        type="submit"
        variant="secondary"
        size="sm"
        disabled={resend.isPending}
        className="self-start"
      >
        Resend receipt
      </Button>
    </form>
  );
}
