/**
 * Drawn garments whose cut edges are measured (clean-edges.test.ts) and shown
 * (scripts/studio-edges-sheet.ts): dark on light and light on dark, solid and patterned, and
 * the printed t-shirt of the flat lay where the issue saw the halo at the underarm.
 */
import type { BackdropStyle, GarmentStyle } from './garments.js';

export const EDGE_FIXTURES: [string, GarmentStyle, BackdropStyle][] = [
  [
    'navy t-shirt on white paper',
    { kind: 't-shirt', color: '#1d2a4a', flat: true },
    { color: '#f4f3ef', noise: 2 },
  ],
  [
    'yellow printed t-shirt (the flat lay)',
    { kind: 't-shirt', color: '#f2c14e', accent: '#1d2440', pattern: 'print' },
    { color: '#e7e4dd', vignette: 0.28, gradient: 0.12, shadow: 0.3, noise: 3 },
  ],
  [
    'red kurta with buti on cream',
    { kind: 'kurta', color: '#b0122b', accent: '#d4a843', pattern: 'buti', border: true },
    { color: '#e7e4dd', vignette: 0.3, shadow: 0.3, noise: 3 },
  ],
  [
    'black shirt on light grey',
    { kind: 'shirt', color: '#161616' },
    { color: '#d8d8d5', vignette: 0.2, noise: 3 },
  ],
  [
    'white t-shirt on charcoal',
    { kind: 't-shirt', color: '#f4f4f2' },
    { color: '#3a3a3c', vignette: 0.2, noise: 3 },
  ],
  [
    'teal saree on beige',
    { kind: 'saree', color: '#0f6b5c', accent: '#e0b04a', pattern: 'buti', border: true },
    { color: '#e7e4dd', shadow: 0.3, noise: 3 },
  ],
];
