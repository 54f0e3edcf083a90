import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/cn';

/** Shown while the session is being restored (docs/product.md §2: a spinner with 'Loading'). */
export function SessionLoader() {
  return (
    <div
      role="status"
      className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-stone-600"
    >
      <Loader2 aria-hidden className="size-8 animate-spin text-primary" />
      <span>Loading</span>
    </div>
  );
}

/**
 * The same, small, beside the studio that the dashboard built for a signed-in seller draws while
 * the session is restored (decision 213): in the sidebar's foot on a wide screen, in the top bar
 * on a phone.
 */
export function SessionLoadingStatus({ className }: { className?: string }) {
  return (
    <div role="status" className={cn('flex items-center gap-2 text-sm text-stone-600', className)}>
      <Loader2 aria-hidden className="size-4 animate-spin text-primary" />
      <span>Loading</span>
    </div>
  );
}
