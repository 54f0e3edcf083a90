import { Palette } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { COLOUR_WARNING } from '@core/runs';

/**
 * On an image whose colours failed the check even after its one retry (decision 120): the
 * seller should compare it with the garment before listing it.
 */
export function ColourWarningBadge({ className }: { className?: string }) {
  return (
    <Badge
      variant="warning"
      className={cn('max-w-full whitespace-normal', className)}
      data-testid="colour-warning"
    >
      <Palette aria-hidden className="size-3 shrink-0" />
      {COLOUR_WARNING}
    </Badge>
  );
}
