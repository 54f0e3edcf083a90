import { ArrowRight, Clock, IndianRupee } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@core/paths';
import { HERO_SIZES } from '../sample-files';
import { galleryImages, transformations } from '../samples';
import { SamplePhoto } from './sample-photo';

export function HeroSection() {
  const [first, second] = [transformations[0]!.after, galleryImages[4]!];
  return (
    <section className="relative overflow-hidden">
      <div className="mx-auto grid max-w-[1200px] items-center gap-12 px-4 pt-10 pb-20 sm:px-6 md:grid-cols-[1.1fr_1fr] md:pt-16">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-primary-soft px-3 py-1 text-xs font-semibold text-primary">
            AI catalogues for apparel sellers
          </p>
          <h1 className="mt-5 text-4xl leading-[1.08] font-semibold sm:text-5xl lg:text-6xl">
            From a flat product photo to a catalogue shoot.
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-stone-600">
            Upload your product, pick a background and a model, and get five HD catalogue images in
            about 2 minutes, for about ₹30 a catalogue instead of ₹5,000 to ₹50,000 for a photo
            shoot.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button size="lg" asChild>
              <Link to={paths.dashboard}>
                Start Free <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button size="lg" variant="secondary" asChild>
              <Link to={paths.pricing}>See pricing</Link>
            </Button>
          </div>
          <dl className="mt-10 flex flex-wrap gap-x-8 gap-y-4 text-sm">
            <div className="flex items-center gap-2">
              <Clock aria-hidden className="size-4 text-primary" />
              <dt className="sr-only">Time per catalogue</dt>
              <dd>About 2 minutes per catalogue</dd>
            </div>
            <div className="flex items-center gap-2">
              <IndianRupee aria-hidden className="size-4 text-primary" />
              <dt className="sr-only">Cost per catalogue</dt>
              <dd>About ₹30 per catalogue</dd>
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
