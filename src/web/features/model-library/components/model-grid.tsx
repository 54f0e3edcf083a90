import { useTexts } from '@/i18n/use-texts';
import { modelsTexts } from '@/i18n/texts/models';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

/** 2 columns on phones, up to 6 as the content area widens (container queries). */
export function ModelGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <div className="@container">
      <ul
        aria-label={label}
        className="grid grid-cols-2 gap-3 sm:gap-4 @lg:grid-cols-3 @2xl:grid-cols-4 @4xl:grid-cols-5 @5xl:grid-cols-6"
      >
        {children}
      </ul>
    </div>
  );
}

/** 'Loading your models...' over cards shaped like the real ones. */
export function ModelGridLoading({ count = 8 }: { count?: number }) {
  const t = useTexts(modelsTexts);
  return (
    <div aria-busy className="space-y-3">
      <p role="status" className="text-sm text-stone-600">
        {t('loading')}
      </p>
      <div className="@container">
        <ul
          aria-hidden
          className="grid grid-cols-2 gap-3 sm:gap-4 @lg:grid-cols-3 @2xl:grid-cols-4 @4xl:grid-cols-5 @5xl:grid-cols-6"
        >
          {Array.from({ length: count }, (_, i) => (
            <li
              key={i}
              className="overflow-hidden rounded-[var(--radius-card)] border border-border bg-card shadow-soft"
            >
              <Skeleton className="aspect-[4/5] w-full rounded-none" />
              <div className="space-y-2 p-3">
                <Skeleton className="h-4 w-3/4" />
                <Skeleton className="h-3 w-full" />
                <Skeleton className="h-3 w-1/2" />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
