/**
 * The print check's garments and the changes it must catch (issue 40). Drawn by code
 * (tests/support/garments.ts), never downloaded: kurtas, sarees, lehengas, shirts, t-shirts,
 * dresses and jackets, printed, bordered, with and without a brand's mark, each laid on a
 * different preset scene. Each change is made to the garment before it is photographed, so the
 * studio engine's shot of the changed garment stands for an AI shot that changed it.
 */
import type { GarmentTypeId } from '../../src/core/garments.js';
import type { GarmentStyle } from '../../tests/support/garments.js';

export interface PrintFixture {
  name: string;
  garment: GarmentStyle;
  type: GarmentTypeId;
  background: string;
}

export const ALTERATIONS = [
  'print removed',
  'print blurred',
  'print recoloured',
  'border dropped',
  'logo erased',
] as const;
export type Alteration = (typeof ALTERATIONS)[number];

/** The garment as changed, or null when the change does not apply to it. */
export function altered(garment: GarmentStyle, alteration: Alteration): GarmentStyle | null {
  const printed = garment.pattern !== undefined && garment.pattern !== 'solid';
  switch (alteration) {
    case 'print removed':
      return printed ? { ...garment, pattern: 'solid' } : null;
    case 'print blurred':
      return printed ? { ...garment, printBlur: 14 } : null;
    case 'print recoloured':
      return printed || garment.border
        ? { ...garment, accent: rotateHue(garment.accent ?? '#d4a843', 150) }
        : null;
    case 'border dropped':
      return garment.border ? { ...garment, border: false } : null;
    case 'logo erased':
      return garment.logo ? { ...garment, logo: undefined } : null;
  }
}

const F = (
  name: string,
  type: GarmentTypeId,
  background: string,
  garment: GarmentStyle,
): PrintFixture => ({ name, type, background, garment });

export const PRINT_FIXTURES: PrintFixture[] = [
  F('red buti kurta, gold border', 'kurta', 'sandstone-fort', {
    kind: 'kurta',
    color: '#b0122b',
    accent: '#d4a843',
    pattern: 'buti',
    border: true,
  }),
  F('ivory buti kurta', 'kurta', 'blush-pink-studio', {
    kind: 'kurta',
    color: '#f4efe4',
    accent: '#c9a45c',
    pattern: 'buti',
    border: true,
  }),
  F('indigo floral kurta', 'kurta', 'wooden-barn', {
    kind: 'kurta',
    color: '#26326b',
    accent: '#f0e6d2',
    pattern: 'floral',
  }),
  F('mustard print kurta', 'kurta', 'riverside-ghats', {
    kind: 'kurta',
    color: '#d9a521',
    accent: '#7a1f2b',
    pattern: 'print',
    border: true,
  }),
  F('teal saree, gold border', 'saree', 'blue-city-lane', {
    kind: 'saree',
    color: '#0f6b5c',
    accent: '#e0b04a',
    border: true,
  }),
  F('coral saree, yellow border', 'saree', 'zen-garden', {
    kind: 'saree',
    color: '#e35d6a',
    accent: '#f7d774',
    border: true,
  }),
  F('purple buti saree', 'saree', 'palace-courtyard', {
    kind: 'saree',
    color: '#5b2a6e',
    accent: '#e8c15a',
    pattern: 'buti',
    border: true,
  }),
  F('green floral saree', 'saree', 'lotus-pond', {
    kind: 'saree',
    color: '#2f7d4a',
    accent: '#f3c6d0',
    pattern: 'floral',
    border: true,
  }),
  F('maroon buti lehenga', 'lehenga', 'velvet-drapes', {
    kind: 'lehenga',
    color: '#8e1b3a',
    accent: '#e2b659',
    pattern: 'buti',
    border: true,
  }),
  F('pink floral lehenga', 'lehenga', 'wedding-lawn', {
    kind: 'lehenga',
    color: '#e07a9a',
    accent: '#2c6e63',
    pattern: 'floral',
    border: true,
  }),
  F('blue checked shirt', 'shirt', 'golden-beach', {
    kind: 'shirt',
    color: '#3b5b92',
    accent: '#f2f2f2',
    pattern: 'checks',
  }),
  F('white striped shirt', 'shirt', 'terracotta-courtyard', {
    kind: 'shirt',
    color: '#f5f5f2',
    accent: '#9bb7d4',
    pattern: 'stripes',
  }),
  F('rust checked shirt', 'shirt', 'clean-white-studio', {
    kind: 'shirt',
    color: '#c86b3c',
    accent: '#f4e3cf',
    pattern: 'checks',
  }),
  F('navy shirt with a mark', 'shirt', 'boutique-store', {
    kind: 'shirt',
    color: '#1f2a44',
    accent: '#e8e8e8',
    logo: '#e0b04a',
  }),
  F('yellow print t-shirt', 't-shirt', 'modern-kitchen', {
    kind: 't-shirt',
    color: '#f2c14e',
    accent: '#1d2440',
    pattern: 'print',
  }),
  F('black print t-shirt', 't-shirt', 'rooftop-terrace', {
    kind: 't-shirt',
    color: '#1c1c1e',
    accent: '#ff2e93',
    pattern: 'print',
  }),
  F('white t-shirt with a red mark', 't-shirt', 'concrete-minimal', {
    kind: 't-shirt',
    color: '#f3f3f0',
    logo: '#c62828',
  }),
  F('grey t-shirt with a blue mark', 't-shirt', 'brick-loft', {
    kind: 't-shirt',
    color: '#8a8d91',
    logo: '#1e4fa3',
  }),
  F('green striped t-shirt with a mark', 't-shirt', 'tropical-leaves', {
    kind: 't-shirt',
    color: '#2e6b3f',
    accent: '#f0ede4',
    pattern: 'stripes',
    logo: '#f2b632',
  }),
  F('magenta floral dress', 'dress', 'neon-city', {
    kind: 'dress',
    color: '#c2185b',
    accent: '#ffd1e0',
    pattern: 'floral',
  }),
  F('sky buti dress', 'dress', 'cozy-living-room', {
    kind: 'dress',
    color: '#8fb4d9',
    accent: '#ffffff',
    pattern: 'buti',
  }),
  F('black floral dress', 'dress', 'marble-hall', {
    kind: 'dress',
    color: '#202020',
    accent: '#e94f37',
    pattern: 'floral',
  }),
  F('wine buti jacket', 'jacket', 'gold-lounge', {
    kind: 'jacket',
    color: '#7a1426',
    accent: '#d4af6a',
    pattern: 'buti',
  }),
  F('olive jacket with a mark', 'jacket', 'swimming-pool', {
    kind: 'jacket',
    color: '#4a5a2e',
    accent: '#c9a45c',
    logo: '#f4f1ea',
  }),
];

/** The colour `#rrggbb` with its hue turned by `degrees` (HSL), for a recoloured print. */
function rotateHue(hex: string, degrees: number): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  const s = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
  let h = 0;
  if (d !== 0) {
    if (max === r) h = ((g - b) / d) % 6;
    else if (max === g) h = (b - r) / d + 2;
    else h = (r - g) / d + 4;
  }
  // A white or grey print has no hue to turn: it is dyed a strong colour instead.
  if (s < 0.15) return '#c2185b';
  h = (h * 60 + degrees + 360) % 360;
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r1, g1, b1] =
    h < 60
      ? [c, x, 0]
      : h < 120
        ? [x, c, 0]
        : h < 180
          ? [0, c, x]
          : h < 240
            ? [0, x, c]
            : h < 300
              ? [x, 0, c]
              : [c, 0, x];
  return `#${[r1, g1, b1]
    .map((v) =>
      Math.round((v + m) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
