/**
 * The landing page's images, made by the studio engine (`npm run samples`) and committed in
 * public/samples, each at 640 px and in narrower copies for small screens (sample-files.ts).
 * Alt texts are the landing namespace's, in the reader's language. URLs carry the file's
 * content version, so browsers keep them for a year.
 */
import { publicUrl } from '@/lib/public-url';
import { samplePath, sampleSrcSet } from './sample-files';

export interface SampleImage {
  src: string;
  srcSet: string;
  /** The alt text's key in the landing namespace and its number. */
  alt: { key: 'galleryAlt' | 'beforeAlt' | 'afterAlt'; n: number };
}

const pad = (n: number) => String(n).padStart(2, '0');

export const SAMPLE_WIDTH = 640;
export const SAMPLE_HEIGHT = 800;

const sample = (name: string, alt: SampleImage['alt']): SampleImage => ({
  src: publicUrl(samplePath(name)),
  srcSet: sampleSrcSet(name, publicUrl),
  alt,
});

export const galleryImages: SampleImage[] = Array.from({ length: 16 }, (_, i) =>
  sample(`gallery-${pad(i + 1)}`, { key: 'galleryAlt', n: i + 1 }),
);

export const transformations = [1, 2, 3].map((n) => ({
  before: sample(`before-${pad(n)}`, { key: 'beforeAlt', n }),
  after: sample(`after-${pad(n)}`, { key: 'afterAlt', n }),
}));
