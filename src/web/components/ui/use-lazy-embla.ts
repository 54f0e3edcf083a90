import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useEffect, useRef, useState } from 'react';

type Options = Pick<EmblaOptionsType, 'loop' | 'startIndex' | 'align'>;

const sameOptions = (a: Options, b: Options) =>
  a.loop === b.loop && a.startIndex === b.startIndex && a.align === b.align;

/**
 * embla-carousel-react's hook, with the carousel engine loaded when a carousel mounts: pages
 * that can show one (the landing's gallery, the run's viewer) do not carry it in their first
 * load (decision 196). The slides render at once; swiping and the buttons work once it has
 * loaded. Changed options re-initialise it, as the library's hook does.
 */
export function useLazyEmbla(options: Options) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const current = useRef(options);

  useEffect(() => {
    if (!viewport) return;
    let instance: EmblaCarouselType | undefined;
    let gone = false;
    void import('embla-carousel').then(({ default: EmblaCarousel }) => {
      if (gone) return;
      instance = EmblaCarousel(viewport, current.current);
      setApi(instance);
    });
    return () => {
      gone = true;
      instance?.destroy();
      setApi(undefined);
    };
  }, [viewport]);

  useEffect(() => {
    if (sameOptions(current.current, options)) return;
    current.current = options;
    api?.reInit(options);
  });

  return [setViewport, api] as const;
}
