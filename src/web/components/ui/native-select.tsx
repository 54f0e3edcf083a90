import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A plain select for long tables: one per row, light, and read out by its label. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'h-9 min-w-0 rounded-lg border border-border bg-card px-2 text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
      {...props}
    />
  );
}
