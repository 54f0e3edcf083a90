/**
 * The landing page's sample files, shared by the page (samples.ts), `npm run samples` (which
 * writes the smaller copies) and the build (which preloads the hero image): no imports, so
 * scripts and vite.config.ts can read it.
 */

/** Every sample is 640 px wide; these narrower copies sit beside it as `<name>-<w>w.webp`. */
export const SAMPLE_SMALLER_WIDTHS = [320, 480] as const;
export const SAMPLE_FULL_WIDTH = 640;

/** The URL path of a sample (`after-01`) at a width; the full width is the plain name. */
export const samplePath = (name: string, width: number = SAMPLE_FULL_WIDTH): string =>
  width === SAMPLE_FULL_WIDTH ? `/samples/${name}.webp` : `/samples/${name}-${width}w.webp`;

/** The largest image of the landing page on a phone: preloaded, fetched first. */
export const HERO_SAMPLE = 'after-01';
/** Its width on screen: at most max-w-md (448 px), else the viewport less the page padding. */
export const HERO_SIZES = '(min-width: 480px) 448px, calc(100vw - 32px)';

/** A srcset of a sample's widths, each URL passed through `url` (which adds its version). */
export const sampleSrcSet = (name: string, url: (path: string) => string = (p) => p): string =>
  [...SAMPLE_SMALLER_WIDTHS, SAMPLE_FULL_WIDTH]
    .map((width) => `${url(samplePath(name, width))} ${width}w`)
    .join(', ');
