import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@/components/ui/accordion';
import { faqTexts } from '@/i18n/texts/faq';
import { useTexts } from '@/i18n/use-texts';
import { faqItems } from '../faq-items';

/** One answer open at a time, and it can be closed again (docs/product.md §2). */
export function FaqSection() {
  const t = useTexts(faqTexts);
  return (
    <section aria-labelledby="faq-heading" className="bg-card py-20">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <p className="text-center text-sm font-semibold tracking-widest text-primary uppercase">
          {t('eyebrow')}
        </p>
        <h2 id="faq-heading" className="mt-2 text-center text-3xl font-semibold sm:text-4xl">
          {t('title')}
        </h2>
        <Accordion type="single" collapsible className="mt-10">
          {faqItems.map((id) => (
            <AccordionItem key={id} value={id}>
              <AccordionTrigger>{t(`${id}-question`)}</AccordionTrigger>
              <AccordionContent>{t(`${id}-answer`)}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </div>
    </section>
  );
}
