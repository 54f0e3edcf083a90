/**
 * Drawn garment photos with known listing attributes, for the offline filler's accuracy
 * (bench/listings.bench.ts) and its unit test. They are drawings made by code (tests/support/
 * garments.ts: folds, light, weave and sensor noise on a plain backdrop), not photographs of real
 * garments: accuracy on them says how the filler reads clean flat photos, no more.
 * Each colour is drawn at its marketplace reference value, then shaded as fabric is.
 */
import sharp from 'sharp';
import type { GarmentTypeId } from '../../src/core/garments.js';
import { drawGarmentPhoto, garmentSvg, type GarmentKind, type GarmentPattern } from './garments.js';

export interface ListingFixture {
  id: string;
  garmentType: GarmentTypeId;
  /** The colour drawn, and each marketplace's name for it (the truth). */
  hex: string;
  colour: { myntra: string; meesho: string };
  printed: boolean;
  /** Pieces laid side by side (sets only). */
  pieces: number | null;
  draw: () => Promise<Buffer>;
}

interface Shade {
  hex: string;
  myntra: string;
  meesho: string;
}

const SHADES: Record<string, Shade> = {};
for (const [name, hex] of [
  ['Navy Blue', '#1c2841'],
  ['Blue', '#1f5fbf'],
  ['Black', '#111111'],
  ['Grey', '#808080'],
  ['Green', '#2e8b3e'],
  ['Purple', '#6a2c8f'],
  ['Beige', '#e1c9a4'],
  ['Brown', '#6b4226'],
  ['Teal', '#008080'],
  ['Pink', '#f4a6c0'],
  ['Maroon', '#7b1e2b'],
  ['Red', '#c8102e'],
  ['Khaki', '#bdb07a'],
  ['Orange', '#f28c28'],
  ['Yellow', '#f5d90a'],
  ['Mustard', '#d8a31a'],
  ['Peach', '#f8c3a0'],
  ['Olive', '#6b6b2a'],
  ['Rust', '#b7410e'],
  ['Lavender', '#b9a4d8'],
  ['Cream', '#f5ecd0'],
  ['Gold', '#d4af37'],
] as const)
  SHADES[name] = { hex, myntra: name, meesho: name };
SHADES.Rani = { hex: '#e0218a', myntra: 'Magenta', meesho: 'Rani' };
SHADES.Rama = { hex: '#0a9396', myntra: 'Teal', meesho: 'Rama' };
SHADES.Mehendi = { hex: '#6b7a1e', myntra: 'Olive', meesho: 'Mehendi' };

const ACCENTS = ['#d4af37', '#f5ecd0', '#c8102e', '#1c2841', '#2e8b3e', '#ffffff'];

/** Light garments lie on a darker board, as sellers shoot them; the rest on light grey. */
function backdropFor(hex: string): string {
  const v = parseInt(hex.slice(1), 16);
  const luma = 0.2126 * (v >> 16) + 0.7152 * ((v >> 8) & 255) + 0.0722 * (v & 255);
  return luma > 170 ? '#6f7a86' : '#ececec';
}

function single(
  id: string,
  garmentType: GarmentTypeId,
  kind: GarmentKind,
  shade: string,
  pattern: GarmentPattern,
  options: { border?: boolean; accent?: number } = {},
): ListingFixture {
  const { hex, myntra, meesho } = SHADES[shade]!;
  const accent = ACCENTS[(options.accent ?? id.length) % ACCENTS.length]!;
  return {
    id,
    garmentType,
    hex,
    colour: { myntra, meesho },
    printed: pattern !== 'solid',
    pieces: null,
    draw: async () =>
      (
        await drawGarmentPhoto(
          {
            kind,
            color: hex,
            accent: accent === hex ? '#ffffff' : accent,
            pattern,
            border: options.border,
          },
          { color: backdropFor(hex), vignette: 0.15, gradient: 0.1, shadow: 0.25, noise: 3 },
          { width: 640, height: 800, seed: id.length * 7 + 1 },
        )
      ).photo,
  };
}

/** A set laid flat: its pieces side by side on one backdrop, in one colour. */
function set(
  id: string,
  garmentType: GarmentTypeId,
  kinds: GarmentKind[],
  shade: string,
  pattern: GarmentPattern,
): ListingFixture {
  const { hex, myntra, meesho } = SHADES[shade]!;
  const width = 1200;
  const height = 800;
  const slot = width / kinds.length;
  const scale = Math.min((slot * 0.85) / 1000, (height * 0.85) / 1250);
  const drawn = kinds.map((kind, i) =>
    garmentSvg(
      { kind, color: hex, accent: hex === '#d4af37' ? '#7b1e2b' : '#d4af37', pattern },
      `p${i}`,
    ),
  );
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>${drawn.map((d) => d.defs).join('')}</defs>` +
    `<rect width="${width}" height="${height}" fill="${backdropFor(hex)}"/>` +
    drawn
      .map((d, i) => {
        const tx = slot * i + (slot - 1000 * scale) / 2;
        const ty = (height - 1250 * scale) / 2;
        return `<g transform="translate(${tx.toFixed(1)} ${ty.toFixed(1)}) scale(${scale.toFixed(4)})">${d.body}</g>`;
      })
      .join('') +
    `</svg>`;
  return {
    id,
    garmentType,
    hex,
    colour: { myntra, meesho },
    printed: pattern !== 'solid',
    pieces: kinds.length,
    draw: () => sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer(),
  };
}

export const LISTING_FIXTURES: readonly ListingFixture[] = [
  // Kurtas: solid in many colours, and printed.
  ...['Maroon', 'Navy Blue', 'Mustard', 'Rani', 'Green', 'Peach', 'Black', 'Rama', 'Cream'].map(
    (s) => single(`kurta-solid-${s}`, 'kurta', 'kurta', s, 'solid'),
  ),
  ...(['floral', 'buti', 'stripes', 'print'] as const).map((p, i) =>
    single(`kurta-${p}`, 'kurta', 'kurta', ['Blue', 'Yellow', 'Pink', 'Teal'][i]!, p),
  ),
  // Western wear.
  ...['Black', 'Grey', 'Red', 'Olive'].map((s) =>
    single(`t-shirt-${s}`, 't-shirt', 't-shirt', s, 'solid'),
  ),
  single('t-shirt-print', 't-shirt', 't-shirt', 'Navy Blue', 'print'),
  single('t-shirt-stripes', 't-shirt', 't-shirt', 'Orange', 'stripes'),
  ...['Lavender', 'Khaki'].map((s) => single(`shirt-${s}`, 'shirt', 'shirt', s, 'solid')),
  single('shirt-checks-blue', 'shirt', 'shirt', 'Blue', 'checks'),
  single('shirt-checks-brown', 'shirt', 'shirt', 'Brown', 'checks'),
  ...['Purple', 'Teal', 'Rust'].map((s) => single(`dress-${s}`, 'dress', 'dress', s, 'solid')),
  single('dress-floral-black', 'dress', 'dress', 'Black', 'floral'),
  single('dress-floral-green', 'dress', 'dress', 'Green', 'floral'),
  ...['Navy Blue', 'Beige', 'Brown'].map((s) =>
    single(`trousers-${s}`, 'trousers', 'trousers', s, 'solid'),
  ),
  // Sarees with borders (and a pallu), solid and printed.
  ...['Red', 'Green', 'Mustard', 'Purple', 'Rani', 'Mehendi'].map((s, i) =>
    single(`saree-border-${s}`, 'saree', 'saree', s, 'solid', { border: true, accent: i }),
  ),
  ...(['buti', 'floral', 'print'] as const).map((p, i) =>
    single(`saree-${p}`, 'saree', 'saree', ['Maroon', 'Navy Blue', 'Orange'][i]!, p, {
      border: true,
      accent: i + 1,
    }),
  ),
  single('dupatta-border-gold', 'dupatta', 'dupatta', 'Pink', 'solid', { border: true, accent: 0 }),
  single('dupatta-border-red', 'dupatta', 'dupatta', 'Yellow', 'solid', {
    border: true,
    accent: 2,
  }),
  // Sets laid flat, piece by piece.
  set('kurta-set-3-maroon', 'kurta-set', ['kurta', 'trousers', 'dupatta'], 'Maroon', 'solid'),
  set('kurta-set-3-green', 'kurta-set', ['kurta', 'trousers', 'dupatta'], 'Green', 'solid'),
  set('kurta-set-3-buti', 'kurta-set', ['kurta', 'trousers', 'dupatta'], 'Navy Blue', 'buti'),
  set('kurta-set-2-peach', 'kurta-set', ['kurta', 'trousers'], 'Peach', 'solid'),
  set('kurta-set-2-floral', 'kurta-set', ['kurta', 'skirt'], 'Pink', 'floral'),
  set('co-ord-2-olive', 'co-ord-set', ['shirt', 'trousers'], 'Olive', 'solid'),
  set('lehenga-3-red', 'lehenga', ['t-shirt', 'skirt', 'dupatta'], 'Red', 'solid'),
  set('lehenga-3-gold', 'lehenga', ['t-shirt', 'skirt', 'dupatta'], 'Gold', 'buti'),
];
