import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@core/paths';

/** 'AI-Powered Technology' with the spec's marketing figures. */
const stats = [
  { value: '97%', label: 'cost reduction' },
  { value: '95%', label: 'time saved' },
  { value: '10x', label: 'faster' },
  { value: '39+', label: 'backgrounds, plus your own' },
] as const;

export function TechnologySection() {
  return (
    <section aria-labelledby="technology-heading" className="bg-ink py-20 text-ivory">
      <div className="mx-auto grid max-w-[1200px] gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:items-center">
        <div>
          <p className="text-sm font-semibold tracking-widest text-accent uppercase">
            AI-Powered Technology
          </p>
          <h2 id="technology-heading" className="mt-2 text-3xl font-semibold sm:text-4xl">
            A photo studio that fits in a browser tab
          </h2>
          <p className="mt-5 leading-relaxed text-stone-300">
            A traditional catalogue shoot costs ₹5,000 to ₹50,000 and takes days of booking models,
            studios and retouchers. Vastra Studio cuts out your garment, enhances it and composes
            five catalogue shots on the background you choose, in about 2 minutes and for about ₹30
            a catalogue.
          </p>
          <Button size="lg" className="mt-8" asChild>
            <Link to={paths.dashboard}>Try Now</Link>
          </Button>
        </div>
        <dl className="grid grid-cols-2 gap-4">
          {stats.map((stat) => (
            <div
              key={stat.label}
              className="rounded-[var(--radius-card)] border border-white/10 bg-white/5 p-6"
            >
              <dt className="sr-only">{stat.label}</dt>
              <dd>
                <span className="block font-display text-4xl font-semibold text-accent">
                  {stat.value}
                </span>
                <span className="mt-1 block text-sm text-stone-300">{stat.label}</span>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
