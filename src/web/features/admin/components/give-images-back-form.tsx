import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toastApiError } from '@/lib/api-client';
import { giveImagesBackSchema } from '@core/admin';
import { useGiveImagesBack } from '../api/seller-actions';
import { ReasonField } from './reason-field';

/** Images back to the seller's month, shown in their usage history as a credit. */
export function GiveImagesBackForm({ sellerId }: { sellerId: string }) {
  const id = useId();
  const [images, setImages] = useState('5');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ images?: string; reason?: string }>({});
  const give = useGiveImagesBack(sellerId);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = giveImagesBackSchema.safeParse({ images, reason });
    if (!parsed.success) {
      const byField = Object.fromEntries(
        parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
      );
      setErrors(byField);
      return;
    }
    setErrors({});
    try {
      const { given } = await give.mutateAsync(parsed.data);
      toast.success(`${given} ${given === 1 ? 'image' : 'images'} given back`);
      setReason('');
    } catch (error) {
      toastApiError(error, 'Could not give images back');
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3" noValidate>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-images`}>Images to give back</Label>
        <Input
          id={`${id}-images`}
          type="number"
          inputMode="numeric"
          min={1}
          value={images}
          onChange={(event) => setImages(event.target.value)}
          aria-invalid={errors.images ? true : undefined}
          className="w-32"
        />
        {errors.images ? <p className="text-sm text-destructive">{errors.images}</p> : null}
      </div>
      <ReasonField id={`${id}-reason`} value={reason} onChange={setReason} error={errors.reason} />
      <Button type="submit" size="sm" disabled={give.isPending} className="self-start">
        Give images back
      </Button>
    </form>
  );
}
