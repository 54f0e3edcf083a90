import { useEffect, useRef, useState, type RefObject } from 'react';
import { landingTexts } from '@/i18n/texts/landing';
import { useTexts } from '@/i18n/use-texts';
import { cn } from '@/lib/cn';
import { SAMPLE_HEIGHT, SAMPLE_WIDTH, type SampleImage } from '../samples';

/** How far ahead of the viewport a photo starts loading. */
const NEAR_MARGIN = '400px';

/**
 * Whether the element has come within NEAR_MARGIN of the viewport (once true, it stays).
 * False on the first render, as in the built page (decision 204): the browser's own
 * `loading="lazy"` starts far sooner (up to 2500 px away on a slow network), so a phone
 * opening `/` fetched every photo of the page it had not scrolled to.
 */
export function useNearViewport(ref: RefObject<Element | null>, skip = false): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (skip || near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      // No observer (an old browser, jsdom): load it, as an eager image would.
      const timer = setTimeout(() => setNear(true));
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, skip, near]);
  return near;
}

/**
 * A 4:5 product photo: sized (no layout shift), on a soft placeholder while it loads, fetched
 * once it comes near the viewport (`near`, when given, decides instead: a carousel loads its
 * slides together). `sizes` is its width on screen, from which the browser picks the narrowest
 * copy that fills it; `priority` fetches it at once and first, and shows it without fading in
 * (the page's largest image: its preload is in the built landing.html, vite.config.ts).
 * A photo the built page's script brought in before hydration counts as loaded.
 */
export function SamplePhoto({
  image,
  sizes,
  className,
  eager = false,
  priority = false,
  near,
}: {
  image: SampleImage;
  sizes: string;
  className?: string;
  eager?: boolean;
  priority?: boolean;
  near?: boolean;
}) {
  const t = useTexts(landingTexts);
  const [loaded, setLoaded] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const immediate = eager || priority;
  const nearViewport = useNearViewport(frame, immediate || near !== undefined);
  const show = immediate || (near ?? nearViewport);
  const photo = useRef<HTMLImageElement>(null);
  useEffect(() => {
    if (photo.current?.complete && photo.current.naturalWidth > 0) setLoaded(true);
  }, []);
  return (
    <div
      ref={frame}
      className={cn(
        'relative aspect-[4/5] overflow-hidden rounded-[var(--radius-card)] bg-stone-100',
        className,
      )}
    >
      <img
        ref={photo}
        src={show ? image.src : undefined}
        srcSet={show ? image.srcSet : undefined}
        // Before the app has loaded, the built page's own script brings the photo in as it
        // nears the viewport (core/app-loader.ts, decision 211).
        data-src={immediate ? undefined : image.src}
        data-srcset={immediate ? undefined : image.srcSet}
        sizes={sizes}
        alt={t(image.alt.key, { n: image.alt.n })}
        width={SAMPLE_WIDTH}
        height={SAMPLE_HEIGHT}
        loading={immediate ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        onLoad={() => setLoaded(true)}
        className={cn(
          'size-full object-cover',
          !priority && 'transition-opacity duration-500',
          priority || loaded ? 'opacity-100' : 'opacity-0',
        )}
      />
    </div>
  );
}
