import { createTexts } from '@/i18n/texts/create';
import { useTexts } from '@/i18n/use-texts';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A numbered step of the create page. */
export function StepCard({
  step,
  title,
  description,
  children,
  className,
}: {
  step: number;
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
}) {
  const t = useTexts(createTexts);
  const headingId = `step-${step}-title`;
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'rounded-[var(--radius-card)] border border-border bg-card p-4 shadow-soft sm:p-6',
        className,
      )}
    >
      <div className="mb-4 flex items-start gap-3">
        <span
          aria-hidden
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-sm font-semibold text-primary"
        >
          {step}
        </span>
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold leading-8">
            <span className="sr-only">{t('stepPrefix', { step })}</span>
            {title}
          </h2>
          {description && <p className="text-sm text-stone-600">{description}</p>}
        </div>
      </div>
      {children}
    </section>
  );
}
