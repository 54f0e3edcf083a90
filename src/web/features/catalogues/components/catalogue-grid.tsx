import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

/** The grid of My Catalogues: 2 columns on phones, 3 and then 4 as the content widens. */
export function CatalogueGrid({
  children,
  className,
  ...props
}: {
  children: ReactNode;
  className?: string;
  'aria-busy'?: boolean;
  'aria-label'?: string;
}) {
  return (
    <ul
      className={cn('grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4', className)}
      {...props}
    >
      {children}
    </ul>
  );
}

/** Cards shaped like the real ones while the first page loads. */
export function CatalogueGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <CatalogueGrid aria-busy aria-label="Loading catalogues">
      {Array.from({ length: count }, (_, i) => (
        <li
          key={i}
          className="overflow-hidden rounded-[var(--radius-card)] border border-border bg-card shadow-soft"
        >
          <Skeleton className="aspect-[4/5] w-full rounded-none" />
          <div className="space-y-2 p-3 sm:p-4">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-1/2" />
            <div className="flex justify-end gap-1.5 pt-1">
              <Skeleton className="size-9 rounded-full" />
              <Skeleton className="size-9 rounded-full" />
              <Skeleton className="size-9 rounded-full" />
            </div>
          </div>
        </li>
      ))}
    </CatalogueGrid>
  );
}
