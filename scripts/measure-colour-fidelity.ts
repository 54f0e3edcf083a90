/**
 * `npx tsx scripts/measure-colour-fidelity.ts`: the measurements behind decision 120's colour
 * thresholds. Renders every studio shot of the sample garments (the landing page's set,
 * tests/support/garments.ts), then for each shot scores the original, versions made lighter,
 * darker and flatter (which must pass) and hue-shifted and recoloured versions (which must
 * fail), at several CIEDE2000 tolerances. Prints, per tolerance, the worst score a good shot
 * got and the best score a bad one got.
 */
import sharp from 'sharp';
import {
  LIGHT_CHANGES,
  measuringStudioEngine,
  photographed,
} from '../bench/support/drawn-photos.js';
import { deltaE2000, srgbToLab, type Lab } from '../src/server/engines/colour/cielab.js';
import {
  COLOUR_RULES,
  garmentPalette,
  shotColours,
} from '../src/server/engines/colour/colour-fidelity.js';
import type { GarmentStyle } from '../tests/support/garments.js';

const SAMPLES: { garment: GarmentStyle; background: string }[] = [
  {
    garment: { kind: 'kurta', color: '#b0122b', accent: '#d4a843', pattern: 'buti', border: true },
    background: 'sandstone-fort',
  },
  {
    garment: { kind: 'saree', color: '#0f6b5c', accent: '#e0b04a', border: true },
    background: 'blue-city-lane',
  },
  {
    garment: { kind: 'shirt', color: '#3b5b92', accent: '#f2f2f2', pattern: 'checks' },
    background: 'golden-beach',
  },
  {
    garment: { kind: 't-shirt', color: '#f2c14e', accent: '#1d2440', pattern: 'print' },
    background: 'modern-kitchen',
  },
  {
    garment: { kind: 'dress', color: '#c2185b', accent: '#ffd1e0', pattern: 'floral' },
    background: 'neon-city',
  },
  { garment: { kind: 'jacket', color: '#2e3b2f', accent: '#c9a45c' }, background: 'swimming-pool' },
  {
    garment: {
      kind: 'lehenga',
      color: '#8e1b3a',
      accent: '#e2b659',
      pattern: 'buti',
      border: true,
    },
    background: 'velvet-drapes',
  },
  {
    garment: { kind: 'kurta', color: '#f4efe4', accent: '#c9a45c', pattern: 'buti', border: true },
    background: 'blush-pink-studio',
  },
  {
    garment: { kind: 'saree', color: '#e35d6a', accent: '#f7d774', border: true },
    background: 'zen-garden',
  },
  {
    garment: { kind: 'shirt', color: '#f5f5f2', accent: '#9bb7d4', pattern: 'stripes' },
    background: 'terracotta-courtyard',
  },
  {
    garment: { kind: 't-shirt', color: '#1c1c1e', accent: '#ff2e93', pattern: 'print' },
    background: 'rooftop-terrace',
  },
  {
    garment: { kind: 'dress', color: '#8fb4d9', accent: '#ffffff', pattern: 'buti' },
    background: 'cozy-living-room',
  },
  {
    garment: { kind: 'jacket', color: '#7a1426', accent: '#d4af6a', pattern: 'buti' },
    background: 'marble-hall',
  },
  {
    garment: { kind: 'shirt', color: '#c86b3c', accent: '#f4e3cf', pattern: 'checks' },
    background: 'clean-white-studio',
  },
];
const TOLERANCES = [8, 10, 12, 15];
const K_L = [1, 2];

/**
 * good: must pass. bad: must fail, for garments whose main colour has at least `minChroma`
 * (a hue cannot move a grey, and a light, muted colour made lighter is still itself).
 */
type Variant = {
  name: string;
  good: boolean;
  minChroma?: number;
  make: (png: Buffer) => Promise<Buffer>;
};

/** Rotates the hue (in LCh) of the pixels near a colour: the garment recoloured, the scene kept. */
async function recolourNear(png: Buffer, target: Lab, degrees: number, chroma = 1, lighten = 0) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const out = Buffer.from(data);
  for (let i = 0; i < data.length; i += 3) {
    const lab = srgbToLab(data[i]!, data[i + 1]!, data[i + 2]!);
    if (deltaE2000(target, lab, 2) > 20) continue;
    const c = Math.hypot(lab[1], lab[2]) * chroma;
    const h = Math.atan2(lab[2], lab[1]) + (degrees * Math.PI) / 180;
    const rgb = labToSrgb([Math.min(100, lab[0] + lighten), c * Math.cos(h), c * Math.sin(h)]);
    out[i] = rgb[0];
    out[i + 1] = rgb[1];
    out[i + 2] = rgb[2];
  }
  return sharp(out, { raw: { width: info.width, height: info.height, channels: 3 } })
    .png()
    .toBuffer();
}

function labToSrgb([l, a, b]: Lab): [number, number, number] {
  const fy = (l + 16) / 116;
  const fx = fy + a / 500;
  const fz = fy - b / 200;
  const inv = (t: number) => (t ** 3 > 216 / 24389 ? t ** 3 : (116 * t - 16) / (24389 / 27));
  const x = inv(fx) * 0.95047;
  const y = inv(fy);
  const z = inv(fz) * 1.08883;
  const lin = [
    3.2404542 * x - 1.5371385 * y - 0.4985314 * z,
    -0.969266 * x + 1.8760108 * y + 0.041556 * z,
    0.0556434 * x - 0.2040259 * y + 1.0572252 * z,
  ];
  return lin.map((v) => {
    const c = v <= 0.0031308 ? 12.92 * v : 1.055 * Math.max(0, v) ** (1 / 2.4) - 0.055;
    return Math.round(Math.min(1, Math.max(0, c)) * 255);
  }) as [number, number, number];
}

async function main() {
  const engine = measuringStudioEngine();
  const extremes = new Map<string, { score: number; what: string }>();
  let shotsSeen = 0;
  for (const sample of SAMPLES) {
    const light = ['#f4efe4', '#f5f5f2', '#8fb4d9', '#f2c14e'].includes(sample.garment.color);
    const photo = await photographed(sample.garment, light);
    const palette = await garmentPalette(photo);
    if (!palette) {
      console.log(`${sample.garment.kind} ${sample.garment.color}: cut-out not trusted, skipped`);
      continue;
    }
    const main = palette.filter((c) => c.weight >= COLOUR_RULES.mainWeight);
    const checked = main.length > 0 ? main : palette.slice(0, 1);
    const dominant = checked[0]!.lab;
    const variants: Variant[] = [
      { name: 'as made', good: true, make: async (p) => p },
      ...LIGHT_CHANGES.map((change) => ({ ...change, good: true })),
      {
        name: 'hue +60',
        good: false,
        minChroma: 20,
        make: (p) => sharp(p).modulate({ hue: 60 }).png().toBuffer(),
      },
      {
        name: 'hue +120',
        good: false,
        minChroma: 20,
        make: (p) => sharp(p).modulate({ hue: 120 }).png().toBuffer(),
      },
      {
        name: 'hue +180',
        good: false,
        minChroma: 20,
        make: (p) => sharp(p).modulate({ hue: 180 }).png().toBuffer(),
      },
      {
        name: 'garment recoloured +45',
        good: false,
        minChroma: 20,
        make: (p) => recolourNear(p, dominant, 45),
      },
      {
        name: 'garment recoloured +90',
        good: false,
        minChroma: 20,
        make: (p) => recolourNear(p, dominant, 90),
      },
      {
        name: 'garment washed out (red to pink)',
        good: false,
        minChroma: 30,
        make: (p) => recolourNear(p, dominant, 0, 0.45, 18),
      },
    ];
    const outcomes = await engine.renderCatalogue({
      views: { front: photo },
      background: { kind: 'preset', presetId: sample.background },
      persona: null,
      output: { width: 400, height: 500, previewLongSide: 100 },
    });
    for (const outcome of outcomes) {
      if (!outcome.ok) continue;
      shotsSeen++;
      for (const variant of variants) {
        const chroma = Math.hypot(dominant[1], dominant[2]);
        if (!variant.good && chroma < (variant.minChroma ?? 0)) continue;
        const pixels = await shotColours(await variant.make(outcome.image.png));
        // Each pixel's distance to each main colour, once per kL; then counted at every tolerance.
        for (const kL of K_L) {
          const distances = checked.map((colour) =>
            pixels.map((pixel) => deltaE2000(colour.lab, pixel, kL)),
          );
          for (const tolerance of TOLERANCES) {
            let score = 1;
            for (const row of distances)
              score = Math.min(score, row.filter((d) => d <= tolerance).length / pixels.length);
            const what = `${sample.garment.kind} ${sample.garment.color} on ${sample.background}, ${outcome.shot.id}`;
            // Good shots: the worst of all; bad ones: the best of each kind of change.
            const key = `kL ${kL}, ΔE00 ${tolerance} | ${variant.good ? 'good' : variant.name}`;
            const previous = extremes.get(key);
            const worse = variant.good
              ? score < (previous?.score ?? 2)
              : score > (previous?.score ?? -1);
            if (worse) extremes.set(key, { score, what: `${what}, ${variant.name}` });
          }
        }
      }
    }
    console.log(
      `${sample.garment.kind} ${sample.garment.color}: main colours ${checked.map((c) => `${c.lab.map((v) => v.toFixed(0)).join('/')} ${(c.weight * 100).toFixed(0)}%`).join(', ')}`,
    );
  }
  console.log(`\n${shotsSeen} studio shots of ${SAMPLES.length} garments`);
  for (const [key, value] of [...extremes].sort(([a], [b]) => a.localeCompare(b)))
    console.log(`${key}: ${(value.score * 100).toFixed(2)}% (${value.what})`);
}

await main();
