/**
 * The landing page's images, made by the studio engine (`npm run samples`) and committed in
 * public/samples, each at 640 px and in narrower copies for small screens (sample-files.ts).
 * Alt texts come from the manifest written beside them. URLs carry the file's content
 * version, so browsers keep them for a year.
 */
import { publicUrl } from '@/lib/public-url';
import { samplePath, sampleSrcSet } from './sample-files';

export interface SampleImage {
  src: string;
  srcSet: string;
  alt: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

export const SAMPLE_WIDTH = 640;
export const SAMPLE_HEIGHT = 800;

const sample = (name: string, alt: string): SampleImage => ({
  src: publicUrl(samplePath(name)),
  srcSet: sampleSrcSet(name, publicUrl),
  alt,
});

export const galleryImages: SampleImage[] = Array.from({ length: 16 }, (_, i) =>
  sample(`gallery-${pad(i + 1)}`, `Catalogue photo ${i + 1} made with Vastra Studio`),
);

export const transformations = [1, 2, 3].map((n) => ({
  before: sample(`before-${pad(n)}`, `Flat product photo ${n} as uploaded`),
  after: sample(`after-${pad(n)}`, `The same product ${n} as a studio catalogue image`),
}));
