import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { landingTexts } from '@/i18n/texts/landing';
import { useTexts } from '@/i18n/use-texts';
import { paths } from '@core/paths';

/** 'AI-Powered Technology' with the spec's marketing figures. */
const stats = [
  { value: '97%', label: 'statCost' },
  { value: '95%', label: 'statTime' },
  { value: '10x', label: 'statFaster' },
  { value: '39+', label: 'statBackgrounds' },
] as const;

export function TechnologySection() {
  const t = useTexts(landingTexts);
  return (
    <section aria-labelledby="technology-heading" className="bg-ink py-20 text-ivory">
      <div className="mx-auto grid max-w-[1200px] gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:items-center">
        <div>
          <p className="text-sm font-semibold tracking-widest text-accent uppercase">
            {t('technologyEyebrow')}
          </p>
          <h2 id="technology-heading" className="mt-2 text-3xl font-semibold sm:text-4xl">
            {t('technologyTitle')}
          </h2>
          <p className="mt-5 leading-relaxed text-stone-300">{t('technologyText')}</p>
          <Button size="lg" className="mt-8" asChild>
            <Link to={paths.dashboard}>{t('tryNow')}</Link>
          </Button>
        </div>
        <dl className="grid grid-cols-2 gap-4">
          {stats.map((stat) => (
            <div
              key={stat.label}
              className="rounded-[var(--radius-card)] border border-white/10 bg-white/5 p-6"
            >
              <dt className="sr-only">{t(stat.label)}</dt>
              <dd>
                <span className="block font-display text-4xl font-semibold text-accent">
                  {stat.value}
                </span>
                <span className="mt-1 block text-sm text-stone-300">{t(stat.label)}</span>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
