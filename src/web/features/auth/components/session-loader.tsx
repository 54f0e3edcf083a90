import { Loader2 } from 'lucide-react';

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
