import { useState } from 'react';
import { cn } from '@/lib/cn';
import { SAMPLE_HEIGHT, SAMPLE_WIDTH, type SampleImage } from '../samples';

/** A 4:5 product photo: lazy, sized (no layout shift), on a soft placeholder while it loads. */
export function SamplePhoto({
  image,
  className,
  eager = false,
}: {
  image: SampleImage;
  className?: string;
  eager?: boolean;
}) {
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
        alt={image.alt}
        width={SAMPLE_WIDTH}
        height={SAMPLE_HEIGHT}
        loading={eager ? 'eager' : 'lazy'}
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
