import type { ReactNode } from 'react';

/** The landing page's plans heading; the route puts billing's plan cards in it. */
export function PlansSection({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="plans-heading" className="py-20">
      <div className="mx-auto max-w-[1200px] px-4 sm:px-6">
        <p className="text-center text-sm font-semibold tracking-widest text-primary uppercase">
          Plans
        </p>
        <h2
          id="plans-heading"
          className="mt-2 mb-10 text-center text-3xl font-semibold sm:text-4xl"
        >
          Simple plans in rupees
        </h2>
        {children}
      </div>
    </section>
  );
}
