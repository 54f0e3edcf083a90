import { Eraser, Layers, Maximize, Shirt, Sparkles, Users } from 'lucide-react';
import { PRODUCT_ONLY_TEXTS } from '@core/product-only-texts';
import { useEngineShowsPerson } from '../use-engine-shows-person';

const features = [
  {
    icon: Users,
    title: 'Multiple models',
    text: 'Choose a model persona by ethnicity, age and body type, or create your own.',
  },
  {
    icon: Eraser,
    title: 'Background removal',
    text: 'Your garment is cut cleanly from whatever it was photographed on.',
  },
  {
    icon: Sparkles,
    title: 'Auto enhancement',
    text: 'Levels, colour and sharpness are tuned on the garment itself.',
  },
  {
    icon: Layers,
    title: 'Batch processing',
    text: 'Five shots at once, and whole collections one catalogue after another.',
  },
  {
    icon: Maximize,
    title: 'HD output',
    text: '2048 × 2560 images, ready for marketplaces and print.',
  },
] as const;

/** The first card promises models only when the running engine makes them (decision 180). */
const productOnlyFeature = {
  icon: Shirt,
  title: PRODUCT_ONLY_TEXTS.featureTitle,
  text: PRODUCT_ONLY_TEXTS.featureText,
};

export function FeaturesSection() {
  const onModel = useEngineShowsPerson();
  const shown = onModel ? features : [productOnlyFeature, ...features.slice(1)];
  return (
    <section aria-labelledby="features-heading" className="py-20">
      <div className="mx-auto max-w-[1200px] px-4 sm:px-6">
        <p className="text-sm font-semibold tracking-widest text-primary uppercase">Features</p>
        <h2 id="features-heading" className="mt-2 text-3xl font-semibold sm:text-4xl">
          Everything a catalogue shoot does
        </h2>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {shown.map((feature) => (
            <li
              key={feature.title}
              className="rounded-[var(--radius-card)] border border-border bg-card p-6 shadow-soft"
            >
              <feature.icon aria-hidden className="size-6 text-primary" />
              <h3 className="mt-4 font-sans text-base font-semibold">{feature.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-stone-600">{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
