import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { commonTexts } from '@/i18n/texts/common';
import { useTexts } from '@/i18n/use-texts';

/** A list that could not load: the message where the list would be, and 'Try again'. */
export function LoadFailed({
  message,
  retrying,
  onRetry,
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  const t = useTexts(commonTexts);
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-[var(--radius-card)] border border-border bg-card px-6 py-10 text-center"
    >
      <p className="text-stone-700">{message}</p>
      <Button variant="secondary" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden className={retrying ? 'animate-spin' : undefined} />
        {t('tryAgain')}
      </Button>
    </div>
  );
}
