import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { PlanCards } from '@/features/billing/components/plan-cards';
import { FaqSection } from '@/features/marketing/components/faq-section';
import { usePageTitle } from '@/hooks/use-page-title';
import { SALES_EMAIL } from '@core/paths';

export function PricingRoute() {
  usePageTitle('Pricing');
  const [params] = useSearchParams();
  const cancelled = params.get('payment') === 'cancelled';

  useEffect(() => {
    // A stable id keeps React's double effects in development from showing it twice.
    if (cancelled)
      toast.error('Payment was cancelled. You can try again when ready.', {
        id: 'payment-cancelled',
      });
  }, [cancelled]);

  return (
    <>
      <section className="mx-auto max-w-[1200px] px-4 pt-12 pb-20 sm:px-6">
        <h1 className="text-center text-4xl font-semibold sm:text-5xl">Plans and pricing</h1>
        <p className="mx-auto mt-4 max-w-2xl text-center text-lg text-stone-600">
          Start free. Upgrade when your catalogue grows; the new quota applies immediately.
        </p>
        <div className="mt-12">
          <PlanCards
            highlight={params.get('retry') === 'premium' ? 'premium' : undefined}
            headingLevel="h2"
          />
        </div>
        <div className="mt-16 flex flex-col items-start justify-between gap-6 rounded-[var(--radius-card)] border border-border bg-card p-8 shadow-soft md:flex-row md:items-center">
          <div>
            <h2 className="text-2xl font-semibold">Need a Custom Solution?</h2>
            <p className="mt-2 max-w-xl text-stone-600">
              Large catalogues, marketplace integrations or an API for your own systems: tell us
              what you need.
            </p>
          </div>
          <Button size="lg" variant="outline" asChild>
            <a
              href={`mailto:${SALES_EMAIL}?subject=${encodeURIComponent('Custom solution enquiry')}`}
            >
              Contact Sales
            </a>
          </Button>
        </div>
      </section>
      <FaqSection />
    </>
  );
}
