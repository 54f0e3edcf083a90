import { Loader2, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { REGENERATION_TEXTS } from '@core/regeneration';

/**
 * 'Regenerate' under one image (decision 122): named after the pose for screen readers
 * ('Regenerate Standing Front'); busy while the request is on its way or the shot is being made.
 */
export function RegenerateShotButton({
  pose,
  busy,
  onClick,
  className,
}: {
  pose: string;
  busy: boolean;
  onClick: () => void;
  className?: string;
}) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      className={cn('h-8 px-2 text-xs', className)}
      aria-label={REGENERATION_TEXTS.button(pose)}
      title="Make this image again (uses 1 image of your plan)"
      disabled={busy}
      onClick={onClick}
    >
      {busy ? <Loader2 aria-hidden className="animate-spin" /> : <RefreshCw aria-hidden />}
      Regenerate
    </Button>
  );
}
