import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { PlanCards } from '@/features/billing/components/plan-cards';
import { FaqSection } from '@/features/marketing/components/faq-section';
import { usePageTitle } from '@/hooks/use-page-title';
import { pricingTexts } from '@/i18n/texts/pricing';
import { useTexts } from '@/i18n/use-texts';
import { SALES_EMAIL } from '@core/paths';

export function PricingRoute() {
  const t = useTexts(pricingTexts);
  usePageTitle(t('pageTitle'));
  const [params] = useSearchParams();
  const cancelled = params.get('payment') === 'cancelled';

  useEffect(() => {
    // A stable id keeps React's double effects in development from showing it twice.
    if (cancelled) toast.error(t('paymentCancelled'), { id: 'payment-cancelled' });
  }, [cancelled, t]);

  return (
    <>
      <section className="mx-auto max-w-[1200px] px-4 pt-12 pb-20 sm:px-6">
        <h1 className="text-center text-4xl font-semibold sm:text-5xl">{t('title')}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-center text-lg text-stone-600">{t('lead')}</p>
        <div className="mt-12">
          <PlanCards
            highlight={params.get('retry') === 'premium' ? 'premium' : undefined}
            headingLevel="h2"
          />
        </div>
        <div className="mt-16 flex flex-col items-start justify-between gap-6 rounded-[var(--radius-card)] border border-border bg-card p-8 shadow-soft md:flex-row md:items-center">
          <div>
            <h2 className="text-2xl font-semibold">{t('customTitle')}</h2>
            <p className="mt-2 max-w-xl text-stone-600">{t('customText')}</p>
          </div>
          <Button size="lg" variant="outline" asChild>
            <a href={`mailto:${SALES_EMAIL}?subject=${encodeURIComponent(t('customSubject'))}`}>
              {t('contactSales')}
            </a>
          </Button>
        </div>
      </section>
      <FaqSection />
    </>
  );
}
