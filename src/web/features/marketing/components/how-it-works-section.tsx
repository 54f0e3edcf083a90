import { Download, Upload, Wand2 } from 'lucide-react';

const steps = [
  {
    icon: Upload,
    title: 'Upload a product photo',
    text: 'A flat photo of the front is all you need; add the back and side for more views.',
  },
  {
    icon: Wand2,
    title: 'AI processing',
    text: 'We cut out the garment, enhance it and place it on your background, with your model if you chose one.',
  },
  {
    icon: Download,
    title: 'Download the catalogue',
    text: 'Five HD images, ready for your store and marketplaces. Download one, or all as a zip.',
  },
] as const;

export function HowItWorksSection() {
  return (
    <section aria-labelledby="how-heading" className="bg-card py-20">
      <div className="mx-auto max-w-[1200px] px-4 sm:px-6">
        <p className="text-sm font-semibold tracking-widest text-primary uppercase">How it works</p>
        <h2 id="how-heading" className="mt-2 text-3xl font-semibold sm:text-4xl">
          Three steps, about two minutes
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
              <h3 className="mt-4 text-xl font-semibold">{step.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-stone-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
