/**
 * The landing page's images, made by the studio engine (`npm run samples`) and committed in
 * public/samples. Alt texts come from the manifest written beside them.
 */
export interface SampleImage {
  src: string;
  alt: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

export const SAMPLE_WIDTH = 640;
export const SAMPLE_HEIGHT = 800;

export const galleryImages: SampleImage[] = Array.from({ length: 16 }, (_, i) => ({
  src: `/samples/gallery-${pad(i + 1)}.webp`,
  alt: `Catalogue photo ${i + 1} made with Vastra Studio`,
}));

export const transformations = [1, 2, 3].map((n) => ({
  before: { src: `/samples/before-${pad(n)}.webp`, alt: `Flat product photo ${n} as uploaded` },
  after: {
    src: `/samples/after-${pad(n)}.webp`,
    alt: `The same product ${n} as a studio catalogue image`,
  },
}));
