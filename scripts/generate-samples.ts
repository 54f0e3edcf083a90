/**
 * `npm run samples`: regenerates the landing page's sample images with the studio engine,
 * from garment photos drawn by the project's own code (tests/support/garments.ts):
 * gallery-01..16.webp (varied garments on varied presets), before-01..03.webp (the flat
 * photo as uploaded) and after-01..03.webp (the studio result), all 640x800, plus
 * manifest.json with alt texts, and beside each a 320 and a 480 px wide copy (name-320w.webp)
 * for small screens. Outputs are committed; the landing page reads them.
 * `npm run samples -- --widths` only remakes the narrower copies from the committed images.
 */
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { findBackgroundPreset } from '../src/core/backgrounds.js';
import type { GarmentTypeId } from '../src/core/garments.js';
import type { StudioShotId } from '../src/core/shots.js';
import { BackgroundLibrary } from '../src/server/engines/backgrounds/background-library.js';
import { StudioEngine } from '../src/server/engines/studio/studio-engine.js';
import { projectRoot } from '../src/server/lib/project-root.js';
import { SAMPLE_SMALLER_WIDTHS } from '../src/web/features/marketing/sample-files.js';
import {
  drawGarmentPhoto,
  type BackdropStyle,
  type GarmentStyle,
} from '../tests/support/garments.js';

const OUT_DIR = path.join(projectRoot, 'src/web/public/samples');
const SIZE = { width: 640, height: 800 };
const QUALITY = 78;

interface Sample {
  garment: GarmentStyle;
  /** Human words for the alt text. */
  label: string;
  colour: string;
  background: string;
  shot: Exclude<StudioShotId, 'back' | 'side' | 'detail-close-up'>;
  /** The garment type the run is made with (decision 178); none makes today's list. */
  type?: GarmentTypeId;
  /** The backdrop the flat photo was taken on; light garments get a darker one. */
  backdrop?: BackdropStyle;
}

const paper: BackdropStyle = {
  color: '#e7e4dd',
  vignette: 0.28,
  gradient: 0.12,
  shadow: 0.3,
  noise: 3,
};

const GALLERY: Sample[] = [
  {
    garment: { kind: 'kurta', color: '#b0122b', accent: '#d4a843', pattern: 'buti', border: true },
    label: 'kurta with gold buti and border',
    colour: 'crimson',
    background: 'sandstone-fort',
    shot: 'front',
  },
  {
    garment: { kind: 'saree', color: '#0f6b5c', accent: '#e0b04a', border: true },
    label: 'silk saree with zari border',
    colour: 'emerald',
    background: 'palace-courtyard',
    shot: 'front',
  },
  {
    garment: { kind: 'shirt', color: '#3b5b92', accent: '#f2f2f2', pattern: 'checks' },
    label: 'checked cotton shirt',
    colour: 'blue',
    background: 'brick-loft',
    shot: 'on-a-hanger',
  },
  {
    garment: { kind: 't-shirt', color: '#f2c14e', accent: '#1d2440', pattern: 'print' },
    label: 'printed t-shirt',
    colour: 'mustard',
    background: 'street-art',
    shot: 'front',
  },
  {
    garment: { kind: 'dress', color: '#c2185b', accent: '#ffd1e0', pattern: 'floral' },
    label: 'floral A-line dress',
    colour: 'magenta',
    background: 'tropical-leaves',
    shot: 'front',
  },
  {
    garment: { kind: 'jacket', color: '#2e3b2f', accent: '#c9a45c' },
    label: 'Nehru jacket with brass buttons',
    colour: 'olive',
    background: 'vintage-library',
    shot: 'ghost-mannequin',
  },
  {
    garment: {
      kind: 'lehenga',
      color: '#6a1b9a',
      accent: '#e0b04a',
      pattern: 'buti',
      border: true,
    },
    label: 'embroidered lehenga',
    colour: 'purple',
    background: 'wedding-lawn',
    shot: 'front',
  },
  {
    garment: { kind: 'kurta', color: '#f4efe4', accent: '#c9a45c', pattern: 'buti', border: true },
    label: 'chikankari-style kurta',
    colour: 'ivory',
    background: 'blue-city-lane',
    shot: 'front',
    backdrop: { ...paper, color: '#9c968c' },
  },
  {
    garment: { kind: 'saree', color: '#e35d6a', accent: '#f7d774', border: true },
    label: 'georgette saree',
    colour: 'coral',
    background: 'golden-beach',
    shot: 'draped-on-a-stand',
    type: 'saree',
  },
  {
    garment: {
      kind: 'kurta-set',
      color: '#f5f5f2',
      accent: '#9bb7d4',
      pattern: 'buti',
      border: true,
    },
    label: 'kurta set with salwar',
    colour: 'white and blue',
    background: 'modern-kitchen',
    shot: 'full-length-ghost-mannequin',
    type: 'kurta-set',
    backdrop: { ...paper, color: '#9c968c' },
  },
  {
    garment: { kind: 't-shirt', color: '#1c1c1e', accent: '#ff2e93', pattern: 'print' },
    label: 'graphic t-shirt',
    colour: 'black',
    background: 'neon-city',
    shot: 'front',
  },
  {
    garment: { kind: 'dress', color: '#8fb4d9', accent: '#ffffff', pattern: 'buti' },
    label: 'polka-dot sundress',
    colour: 'sky blue',
    background: 'swimming-pool',
    shot: 'styled-flat-lay',
  },
  {
    garment: { kind: 'jacket', color: '#7a1426', accent: '#d4af6a', pattern: 'buti' },
    label: 'brocade waistcoat',
    colour: 'maroon',
    background: 'velvet-drapes',
    shot: 'ghost-mannequin',
  },
  {
    garment: {
      kind: 'lehenga',
      color: '#e8a0b4',
      accent: '#c9a45c',
      pattern: 'floral',
      border: true,
    },
    label: 'pastel lehenga',
    colour: 'rose pink',
    background: 'blush-pink-studio',
    shot: 'front',
  },
  {
    garment: { kind: 'kurta', color: '#1f4a7a', accent: '#f0d28a', pattern: 'buti', border: true },
    label: 'block-print kurta',
    colour: 'indigo',
    background: 'zen-garden',
    shot: 'fabric-detail',
  },
  {
    garment: { kind: 'trousers', color: '#c86b3c', accent: '#f4e3cf', pattern: 'checks' },
    label: 'check trousers',
    colour: 'rust',
    background: 'terracotta-courtyard',
    shot: 'on-a-clip-hanger',
    type: 'trousers',
  },
];

const TRANSFORMATIONS: Sample[] = [
  {
    garment: { kind: 'kurta', color: '#0f6b5c', accent: '#e0b04a', pattern: 'buti', border: true },
    label: 'kurta',
    colour: 'teal',
    background: 'rooftop-terrace',
    shot: 'front',
  },
  {
    garment: { kind: 'dress', color: '#f2c14e', accent: '#ffffff', pattern: 'floral' },
    label: 'floral dress',
    colour: 'marigold',
    background: 'cozy-living-room',
    shot: 'on-a-hanger',
  },
  {
    garment: {
      kind: 'lehenga',
      color: '#b0122b',
      accent: '#e0b04a',
      pattern: 'buti',
      border: true,
    },
    label: 'bridal lehenga',
    colour: 'red',
    background: 'marble-hall',
    shot: 'front',
  },
];

/** Writes the narrower copies of one 640 px sample (`gallery-01.webp` → `gallery-01-320w.webp`). */
async function saveNarrower(full: Buffer, file: string) {
  for (const width of SAMPLE_SMALLER_WIDTHS) {
    const data = await sharp(full)
      .resize(width, Math.round((width * SIZE.height) / SIZE.width), { fit: 'cover' })
      .webp({ quality: QUALITY, effort: 6 })
      .toBuffer();
    await writeFile(path.join(OUT_DIR, file.replace(/\.webp$/, `-${width}w.webp`)), data);
  }
}

/** `--widths`: the narrower copies of every committed sample, without rendering anything. */
async function widthsOnly() {
  const files = (await readdir(OUT_DIR)).filter((f) => /^[a-z]+-\d\d\.webp$/.test(f));
  for (const file of files) {
    await saveNarrower(await sharp(path.join(OUT_DIR, file)).toBuffer(), file);
  }
  console.log(`wrote the narrower copies of ${files.length} samples in ${OUT_DIR}`);
}

interface ManifestEntry {
  file: string;
  alt: string;
  width: number;
  height: number;
}

async function main() {
  sharp.concurrency(os.availableParallelism());
  await mkdir(OUT_DIR, { recursive: true });
  const engine = new StudioEngine({
    backgrounds: new BackgroundLibrary(path.join(os.tmpdir(), 'vastra-sample-backgrounds')),
  });
  const manifest: { gallery: ManifestEntry[]; before: ManifestEntry[]; after: ManifestEntry[] } = {
    gallery: [],
    before: [],
    after: [],
  };

  const render = async (sample: Sample) => {
    const photo = await drawGarmentPhoto(sample.garment, sample.backdrop ?? paper, {
      width: 1200,
      height: 1500,
    });
    const [outcome] = await engine.renderCatalogue({
      views: { front: photo.photo },
      background: { kind: 'preset', presetId: sample.background },
      persona: null,
      output: { width: 1280, height: 1600, previewLongSide: 800 },
      onlyShots: [sample.shot],
      ...(sample.type ? { garment: { type: sample.type, stylingNote: null } } : {}),
    });
    if (!outcome?.ok)
      throw new Error(
        `sample ${sample.label} failed: ${outcome && !outcome.ok ? outcome.failure.reason : 'no outcome'}`,
      );
    return { photo: photo.photo, result: outcome.image.png, cutout: outcome.meta.cutout };
  };
  const save = async (image: Buffer, file: string) => {
    const data = await sharp(image)
      .resize(SIZE.width, SIZE.height, { fit: 'cover' })
      .webp({ quality: QUALITY, effort: 6 })
      .toBuffer();
    await writeFile(path.join(OUT_DIR, file), data);
    await saveNarrower(data, file);
    return data.length;
  };
  /** Saves one image, lists it in the manifest, and says its size for the log. */
  const publish = async (entries: ManifestEntry[], image: Buffer, file: string, alt: string) => {
    const bytes = await save(image, file);
    entries.push({ file, alt, ...SIZE });
    return `${file} ${(bytes / 1024).toFixed(0)} KB`;
  };
  const backgroundName = (id: string) => findBackgroundPreset(id)?.name ?? id;
  const shotWords: Record<Sample['shot'], string> = {
    front: 'front view',
    'ghost-mannequin': 'ghost mannequin shot on a plain light ground',
    'on-a-hanger': 'on a wooden hanger',
    'styled-flat-lay': 'styled flat lay from above',
    'fabric-detail': 'close-up of the fabric at full resolution',
    'on-a-clip-hanger': 'on a clip hanger',
    folded: 'folded at the knee, seen from above',
    'waistband-detail': 'close-up of the waistband',
    'full-length-ghost-mannequin': 'full-length ghost mannequin shot on a plain light ground',
    'spread-flat': 'spread flat from above on a plain light ground',
    'folded-border-and-pallu': 'folded to show its border and pallu',
    'draped-on-a-stand': 'draped over a wooden stand',
    'border-detail': 'close-up of the border',
  };

  for (const [i, sample] of GALLERY.entries()) {
    const { result, cutout } = await render(sample);
    const saved = await publish(
      manifest.gallery,
      result,
      `gallery-${fileNumber(i)}.webp`,
      `${cap(sample.colour)} ${sample.label}, ${shotWords[sample.shot]}${onScene(sample.shot) ? ` on the ${backgroundName(sample.background)} background` : ''}`,
    );
    console.log(`${saved} cut-out ${cutout?.method} ${cutout?.confidence}`);
  }
  for (const [i, sample] of TRANSFORMATIONS.entries()) {
    const { photo, result } = await render(sample);
    const before = await publish(
      manifest.before,
      photo,
      `before-${fileNumber(i)}.webp`,
      `${cap(sample.colour)} ${sample.label} as uploaded: a flat product photo on a plain backdrop`,
    );
    const after = await publish(
      manifest.after,
      result,
      `after-${fileNumber(i)}.webp`,
      `The same ${sample.colour} ${sample.label} after Vastra Studio, ${shotWords[sample.shot]}${onScene(sample.shot) ? ` on the ${backgroundName(sample.background)} background` : ''}`,
    );
    console.log(`${before}, ${after}`);
  }
  await writeFile(path.join(OUT_DIR, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`wrote ${OUT_DIR}`);
}

/** Shots set in the chosen scene (the others are on a plain ground or a surface). */
const onScene = (shot: Sample['shot']) =>
  shot === 'front' ||
  shot === 'on-a-hanger' ||
  shot === 'on-a-clip-hanger' ||
  shot === 'draped-on-a-stand';
const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** 01, 02, ...: the file number of the sample at index `i`. */
const fileNumber = (i: number) => String(i + 1).padStart(2, '0');

await (process.argv.includes('--widths') ? widthsOnly() : main());
