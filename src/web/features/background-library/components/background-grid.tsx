import { useTexts } from '@/i18n/use-texts';
import { backgroundsTexts } from '@/i18n/texts/backgrounds';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

/**
 * The library's grid: 2 columns on phones, up to 6 as the content area widens (container
 * queries, so the sidebar's width is taken into account).
 */
export function BackgroundGrid({
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
    <div className="@container">
      <ul
        className={cn(
          'grid grid-cols-2 gap-3 sm:gap-4 @lg:grid-cols-3 @2xl:grid-cols-4 @4xl:grid-cols-5 @5xl:grid-cols-6',
          className,
        )}
        {...props}
      >
        {children}
      </ul>
    </div>
  );
}

/** Cards shaped like the real ones while the library loads. */
export function BackgroundGridSkeleton({ count = 12 }: { count?: number }) {
  const t = useTexts(backgroundsTexts);
  return (
    <BackgroundGrid aria-busy aria-label={t('loadingLabel')}>
      {Array.from({ length: count }, (_, i) => (
        <li
          key={i}
          className="overflow-hidden rounded-[var(--radius-card)] border border-border bg-card shadow-soft"
        >
          <Skeleton className="aspect-[4/5] w-full rounded-none" />
          <div className="space-y-2 p-3">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </li>
      ))}
    </BackgroundGrid>
  );
}
