import type { ReactNode } from 'react';
import { landingTexts } from '@/i18n/texts/landing';
import { useTexts } from '@/i18n/use-texts';

/** The landing page's plans heading; the route puts billing's plan cards in it. */
export function PlansSection({ children }: { children: ReactNode }) {
  const t = useTexts(landingTexts);
  return (
    <section aria-labelledby="plans-heading" className="py-20">
      <div className="mx-auto max-w-[1200px] px-4 sm:px-6">
        <p className="text-center text-sm font-semibold tracking-widest text-primary uppercase">
          {t('plansEyebrow')}
        </p>
        <h2
          id="plans-heading"
          className="mt-2 mb-10 text-center text-3xl font-semibold sm:text-4xl"
        >
          {t('plansTitle')}
        </h2>
        {children}
      </div>
    </section>
  );
}
