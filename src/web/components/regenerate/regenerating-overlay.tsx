import { Loader2 } from 'lucide-react';
import { REGENERATION_TEXTS } from '@core/regeneration';

/** Over an image being made again: the current one stays visible beneath until it is replaced. */
export function RegeneratingOverlay() {
  return (
    <span
      role="status"
      className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-ink/45 text-white"
      data-testid="regenerating"
    >
      <Loader2 aria-hidden className="size-6 animate-spin" />
      <span className="text-xs font-medium">{REGENERATION_TEXTS.inProgress}</span>
    </span>
  );
}
