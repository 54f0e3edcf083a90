import { Download, Upload, Wand2 } from 'lucide-react';
import { landingTexts } from '@/i18n/texts/landing';
import { useTexts } from '@/i18n/use-texts';

const steps = [
  { icon: Upload, title: 'uploadTitle', text: 'uploadText' },
  { icon: Wand2, title: 'processTitle', text: 'processText' },
  { icon: Download, title: 'downloadTitle', text: 'downloadText' },
] as const;

export function HowItWorksSection() {
  const t = useTexts(landingTexts);
  return (
    <section aria-labelledby="how-heading" className="bg-card py-20">
      <div className="mx-auto max-w-[1200px] px-4 sm:px-6">
        <p className="text-sm font-semibold tracking-widest text-primary uppercase">
          {t('howEyebrow')}
        </p>
        <h2 id="how-heading" className="mt-2 text-3xl font-semibold sm:text-4xl">
          {t('howTitle')}
        </h2>
        <ol className="mt-12 grid gap-8 md:grid-cols-3">
          {steps.map((step, i) => (
            <li
              key={step.title}
              className="relative rounded-[var(--radius-card)] border border-border bg-ivory p-7"
            >
              <span className="font-display text-5xl font-semibold text-stone-200" aria-hidden>
                {i + 1}
              </span>
              <step.icon aria-hidden className="mt-4 size-7 text-primary" />
              <h3 className="mt-4 text-xl font-semibold">{t(step.title)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-stone-600">{t(step.text)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
