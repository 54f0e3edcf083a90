import { shotsTexts } from '@/i18n/texts/shots';
import { useTexts } from '@/i18n/use-texts';
import { Loader2, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { paths } from '@core/paths';

/**
 * 'Regenerate' under one image (decision 122): named after the pose for screen readers
 * ('Regenerate Standing Front'); busy while the request is on its way or the shot is being made.
 * It costs one image (decision 017), so the cost is on the button and a click asks first; with
 * no image left it is disabled, says why and points to the pricing page (the server would
 * refuse with 402 anyway).
 */
export function RegenerateShotButton({
  pose,
  busy,
  onClick,
  imagesLeft,
  className,
}: {
  pose: string;
  busy: boolean;
  onClick: () => void;
  /** Images left this month: null when unlimited, undefined while unknown. */
  imagesLeft: number | null | undefined;
  className?: string;
}) {
  const [asking, setAsking] = useState(false);
  const noneLeft = typeof imagesLeft === 'number' && imagesLeft < 1;
  const noteId = useId();
  const t = useTexts(shotsTexts);

  return (
    <div className={cn('min-w-0', className)}>
      <div className="flex flex-wrap items-center gap-x-1">
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="h-8 px-2 text-xs"
          aria-label={t('regenerateName', { pose })}
          aria-describedby={noteId}
          disabled={busy || noneLeft}
          onClick={() => setAsking(true)}
        >
          {busy ? <Loader2 aria-hidden className="animate-spin" /> : <RefreshCw aria-hidden />}
          {t('regenerate')}
        </Button>
        <span id={noteId} className="px-2 text-xs text-stone-500">
          {noneLeft ? t('noneLeft') : t('cost')}
        </span>
      </div>
      {noneLeft && (
        <Link to={paths.pricing} className="px-2 text-xs font-medium text-primary underline">
          {t('upgradeYourPlan')}
        </Link>
      )}
      <AlertDialog open={asking} onOpenChange={setAsking}>
        <AlertDialogContent>
          <AlertDialogTitle>{t('confirmTitle', { pose })}</AlertDialogTitle>
          <AlertDialogDescription>
            {imagesLeft == null ? t('confirmUnlimited') : t('confirmLeft', { count: imagesLeft })}
          </AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('cancel')}</AlertDialogCancel>
            <AlertDialogAction onClick={onClick}>{t('regenerateUsesOne')}</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
