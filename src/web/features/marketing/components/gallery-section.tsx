import { useRef } from 'react';
import { Carousel } from '@/components/ui/carousel';
import { landingTexts } from '@/i18n/texts/landing';
import { useTexts } from '@/i18n/use-texts';
import { galleryImages } from '../samples';
import { SamplePhoto, useNearViewport } from './sample-photo';

/** 16 sample photos in a grid; on mobile a carousel of the first 8 (docs/product.md §12). */
export function GallerySection() {
  const t = useTexts(landingTexts);
  // The carousel's slides load together once it is near: the hidden ones never intersect.
  const carousel = useRef<HTMLDivElement>(null);
  const carouselNear = useNearViewport(carousel);
  return (
    <section aria-labelledby="gallery-heading" className="py-20">
      <div className="mx-auto max-w-[1200px] px-4 sm:px-6">
        <p className="text-sm font-semibold tracking-widest text-primary uppercase">
          {t('galleryEyebrow')}
        </p>
        <h2 id="gallery-heading" className="mt-2 text-3xl font-semibold sm:text-4xl">
          {t('galleryTitle')}
        </h2>
        <ul className="mt-10 hidden grid-cols-4 gap-4 md:grid" data-testid="gallery-grid">
          {galleryImages.map((image) => (
            <li key={image.src}>
              <SamplePhoto
                image={image}
                sizes="(min-width: 1200px) 276px, calc((100vw - 96px) / 4)"
              />
            </li>
          ))}
        </ul>
        <div ref={carousel} className="mt-8 md:hidden" data-testid="gallery-carousel">
          <Carousel
            label={t('galleryCarousel')}
            slides={galleryImages.slice(0, 8).map((image) => (
              <SamplePhoto
                key={image.src}
                image={image}
                sizes="(max-width: 352px) calc(100vw - 32px), 320px"
                className="mx-auto max-w-xs"
                near={carouselNear}
              />
            ))}
          />
        </div>
      </div>
    </section>
  );
}
