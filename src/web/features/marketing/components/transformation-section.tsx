import { ArrowRight } from 'lucide-react';
import { landingTexts } from '@/i18n/texts/landing';
import { useTexts } from '@/i18n/use-texts';
import { transformations } from '../samples';
import { SamplePhoto } from './sample-photo';

/** Half a figure: a third of the page from lg up, else half the page less the arrow. */
const PAIR_SIZES = '(min-width: 1024px) 180px, calc(50vw - 40px)';

/** Before and after: the uploaded flat photo beside the studio result. */
export function TransformationSection() {
  const t = useTexts(landingTexts);
  return (
    <section aria-labelledby="transformation-heading" className="bg-card py-20">
      <div className="mx-auto max-w-[1200px] px-4 sm:px-6">
        <p className="text-sm font-semibold tracking-widest text-primary uppercase">
          {t('transformationEyebrow')}
        </p>
        <h2
          id="transformation-heading"
          className="mt-2 max-w-2xl text-3xl font-semibold sm:text-4xl"
        >
          {t('transformationTitle')}
        </h2>
        <div className="mt-12 grid gap-10 lg:grid-cols-3">
          {transformations.map((pair, i) => (
            <figure key={i} className="grid grid-cols-[1fr_auto_1fr] items-center gap-3">
              <div>
                <SamplePhoto image={pair.before} sizes={PAIR_SIZES} />
                <figcaption className="mt-2 text-center text-xs font-medium text-stone-500">
                  {t('before')}
                </figcaption>
              </div>
              <ArrowRight aria-hidden className="size-5 text-primary" />
              <div>
                <SamplePhoto image={pair.after} sizes={PAIR_SIZES} />
                <p className="mt-2 text-center text-xs font-medium text-stone-500">{t('after')}</p>
              </div>
            </figure>
          ))}
        </div>
      </div>
    </section>
  );
}
