import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { uiTexts } from '@/i18n/texts/ui';
import { useTexts } from '@/i18n/use-texts';
import { cn } from '@/lib/cn';
import { useLazyEmbla } from './use-lazy-embla';

interface CarouselProps {
  slides: ReactNode[];
  label: string;
  loop?: boolean;
  startIndex?: number;
  className?: string;
  slideClassName?: string;
  onIndexChange?: (index: number) => void;
}

/** A swipeable carousel with buttons, arrow keys and a slide counter for screen readers. */
export function Carousel({
  slides,
  label,
  loop = false,
  startIndex = 0,
  className,
  slideClassName,
  onIndexChange,
}: CarouselProps) {
  const t = useTexts(uiTexts);
  const [viewportRef, api] = useLazyEmbla({ loop, startIndex, align: 'center' });
  const [index, setIndex] = useState(startIndex);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => {
      const selected = api.selectedScrollSnap();
      setIndex(selected);
      onIndexChange?.(selected);
    };
    api.on('select', onSelect);
    return () => {
      api.off('select', onSelect);
    };
  }, [api, onIndexChange]);

  // A press before the engine has loaded is kept and made once it is there, not lost: a seller
  // who opens the viewer and swipes or presses an arrow at once still moves.
  const pendingSteps = useRef(0);
  useEffect(() => {
    if (!api || pendingSteps.current === 0) return;
    const count = api.scrollSnapList().length;
    const target = api.selectedScrollSnap() + pendingSteps.current;
    pendingSteps.current = 0;
    api.scrollTo(
      loop ? ((target % count) + count) % count : Math.min(Math.max(target, 0), count - 1),
      true,
    );
  }, [api, loop]);

  const step = useCallback(
    (by: 1 | -1) => {
      if (!api) pendingSteps.current += by;
      else if (by === 1) api.scrollNext();
      else api.scrollPrev();
    },
    [api],
  );
  const prev = useCallback(() => step(-1), [step]);
  const next = useCallback(() => step(1), [step]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') prev();
    if (event.key === 'ArrowRight') next();
  };

  return (
    <div
      className={cn('relative', className)}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex touch-pan-y">
          {slides.map((slide, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={t('slideOf', { n: i + 1, total: slides.length })}
              className={cn('min-w-0 shrink-0 grow-0 basis-full', slideClassName)}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-4 flex items-center justify-center gap-4">
        <button
          type="button"
          onClick={prev}
          aria-label={t('previousSlide')}
          className="rounded-full border border-border bg-card p-2 shadow-soft hover:bg-stone-50"
        >
          <ChevronLeft className="size-5" />
        </button>
        <span className="text-sm tabular-nums text-stone-600" aria-live="polite">
          {index + 1} / {slides.length}
        </span>
        <button
          type="button"
          onClick={next}
          aria-label={t('nextSlide')}
          className="rounded-full border border-border bg-card p-2 shadow-soft hover:bg-stone-50"
        >
          <ChevronRight className="size-5" />
        </button>
      </div>
    </div>
  );
}
