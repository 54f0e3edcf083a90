import { Eraser, Layers, Maximize, Shirt, Sparkles, Users } from 'lucide-react';
import { landingTexts } from '@/i18n/texts/landing';
import { useTexts } from '@/i18n/use-texts';
import { useEngineShowsPerson } from '../use-engine-shows-person';

const features = [
  { icon: Users, title: 'modelsTitle', text: 'modelsText' },
  { icon: Eraser, title: 'backgroundRemovalTitle', text: 'backgroundRemovalText' },
  { icon: Sparkles, title: 'enhancementTitle', text: 'enhancementText' },
  { icon: Layers, title: 'batchTitle', text: 'batchText' },
  { icon: Maximize, title: 'hdTitle', text: 'hdText' },
] as const;

/** The first card promises models only when the running engine makes them (decision 180). */
const productOnlyFeature = {
  icon: Shirt,
  title: 'productShotsTitle',
  text: 'productShotsText',
} as const;

export function FeaturesSection() {
  const t = useTexts(landingTexts);
  const onModel = useEngineShowsPerson();
  const shown = onModel ? features : [productOnlyFeature, ...features.slice(1)];
  return (
    <section aria-labelledby="features-heading" className="py-20">
      <div className="mx-auto max-w-[1200px] px-4 sm:px-6">
        <p className="text-sm font-semibold tracking-widest text-primary uppercase">
          {t('featuresEyebrow')}
        </p>
        <h2 id="features-heading" className="mt-2 text-3xl font-semibold sm:text-4xl">
          {t('featuresTitle')}
        </h2>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {shown.map((feature) => (
            <li
              key={feature.title}
              className="rounded-[var(--radius-card)] border border-border bg-card p-6 shadow-soft"
            >
              <feature.icon aria-hidden className="size-6 text-primary" />
              <h3 className="mt-4 font-sans text-base font-semibold">{t(feature.title)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-stone-600">{t(feature.text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
