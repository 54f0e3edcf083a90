import { useState } from 'react';
import { landingTexts } from '@/i18n/texts/landing';
import { useTexts } from '@/i18n/use-texts';
import { cn } from '@/lib/cn';
import { SAMPLE_HEIGHT, SAMPLE_WIDTH, type SampleImage } from '../samples';

/**
 * A 4:5 product photo: lazy, sized (no layout shift), on a soft placeholder while it loads.
 * `sizes` is its width on screen, from which the browser picks the narrowest copy that fills
 * it; `priority` fetches it first (the page's largest image: its preload is in the built
 * landing.html, vite.config.ts).
 */
export function SamplePhoto({
  image,
  sizes,
  className,
  eager = false,
  priority = false,
}: {
  image: SampleImage;
  sizes: string;
  className?: string;
  eager?: boolean;
  priority?: boolean;
}) {
  const t = useTexts(landingTexts);
  const [loaded, setLoaded] = useState(false);
  return (
    <div
      className={cn(
        'relative aspect-[4/5] overflow-hidden rounded-[var(--radius-card)] bg-stone-100',
        className,
      )}
    >
      <img
        src={image.src}
        srcSet={image.srcSet}
        sizes={sizes}
        alt={t(image.alt.key, { n: image.alt.n })}
        width={SAMPLE_WIDTH}
        height={SAMPLE_HEIGHT}
        loading={eager || priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        onLoad={() => setLoaded(true)}
        className={cn(
          'size-full object-cover transition-opacity duration-500',
          loaded ? 'opacity-100' : 'opacity-0',
        )}
      />
    </div>
  );
}
