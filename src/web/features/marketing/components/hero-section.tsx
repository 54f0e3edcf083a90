import { landingTexts } from '@/i18n/texts/landing';
import { useTexts } from '@/i18n/use-texts';
import { ArrowRight, Clock, IndianRupee } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@core/paths';
import { HERO_SIZES } from '../sample-files';
import { galleryImages, transformations } from '../samples';
import { SamplePhoto } from './sample-photo';

export function HeroSection() {
  const t = useTexts(landingTexts);
  const [first, second] = [transformations[0]!.after, galleryImages[4]!];
  return (
    <section className="relative overflow-hidden">
      <div className="mx-auto grid max-w-[1200px] items-center gap-12 px-4 pt-10 pb-20 sm:px-6 md:grid-cols-[1.1fr_1fr] md:pt-16">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-primary-soft px-3 py-1 text-xs font-semibold text-primary">
            {t('eyebrow')}
          </p>
          <h1 className="mt-5 text-4xl leading-[1.08] font-semibold sm:text-5xl lg:text-6xl">
            {t('headline')}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-stone-600">{t('lead')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button size="lg" asChild>
              <Link to={paths.dashboard}>
                {t('startFree')} <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button size="lg" variant="secondary" asChild>
              <Link to={paths.pricing}>{t('seePricing')}</Link>
            </Button>
          </div>
          <dl className="mt-10 flex flex-wrap gap-x-8 gap-y-4 text-sm">
            <div className="flex items-center gap-2">
              <Clock aria-hidden className="size-4 text-primary" />
              <dt className="sr-only">{t('timeLabel')}</dt>
              <dd>{t('time')}</dd>
            </div>
            <div className="flex items-center gap-2">
              <IndianRupee aria-hidden className="size-4 text-primary" />
              <dt className="sr-only">{t('costLabel')}</dt>
              <dd>{t('cost')}</dd>
            </div>
          </dl>
        </div>
        <div className="relative mx-auto w-full max-w-md">
          <SamplePhoto image={first} sizes={HERO_SIZES} priority className="shadow-lifted" />
          {/* Lazy: hidden on phones, where an eager image would still be downloaded. */}
          <SamplePhoto
            image={second}
            sizes="180px"
            className="absolute -bottom-8 -left-10 hidden w-2/5 border-4 border-ivory shadow-lifted sm:block"
          />
        </div>
      </div>
    </section>
  );
}
