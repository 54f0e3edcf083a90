import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@/components/ui/accordion';
import { faqItems } from '../faq-items';

/** One answer open at a time, and it can be closed again (docs/product.md §2). */
export function FaqSection() {
  return (
    <section aria-labelledby="faq-heading" className="bg-card py-20">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <p className="text-center text-sm font-semibold tracking-widest text-primary uppercase">
          FAQ
        </p>
        <h2 id="faq-heading" className="mt-2 text-center text-3xl font-semibold sm:text-4xl">
          Frequently asked questions
        </h2>
        <Accordion type="single" collapsible className="mt-10">
          {faqItems.map((item) => (
            <AccordionItem key={item.id} value={item.id}>
              <AccordionTrigger>{item.question}</AccordionTrigger>
              <AccordionContent>{item.answer}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </div>
    </section>
  );
}
