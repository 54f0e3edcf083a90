/**
 * Garments photographed where sellers really shoot them: on a wooden floor, a bed sheet, floor
 * tiles, a patterned cloth, or hanging against a painted wall with the hanger's hook showing.
 * The garment is a drawing from garments.ts, laid a few degrees off straight, under a soft
 * light falloff, with sensor noise and JPEG compression; the exact silhouette (in the photo's
 * frame, tilt included) comes back as ground truth. Drawn by code, never downloaded.
 */
import sharp from 'sharp';
import { garmentSvg, type GarmentStyle } from './garments.js';

export type TexturedBackdrop = 'wooden-floor' | 'bed-sheet' | 'tiles' | 'patterned-cloth' | 'wall';

export interface TexturedScene {
  backdrop: TexturedBackdrop;
  garment: GarmentStyle;
  /** Degrees, clockwise: how far the garment lies off straight. */
  tilt: number;
}

export interface TexturedPhoto {
  photo: Buffer;
  /** 0 or 255 per pixel. */
  truth: Uint8Array;
  width: number;
  height: number;
}

/** One scene per backdrop: the garments and tilts the cut-out is measured on. */
export const TEXTURED_SCENES: TexturedScene[] = [
  {
    backdrop: 'wooden-floor',
    garment: { kind: 'kurta', color: '#1f6f78', accent: '#e9c46a', pattern: 'buti', border: true },
    tilt: 6,
  },
  {
    backdrop: 'bed-sheet',
    garment: { kind: 't-shirt', color: '#d1495b', accent: '#ffffff', pattern: 'stripes' },
    tilt: -4,
  },
  {
    backdrop: 'tiles',
    garment: { kind: 'saree', color: '#6a1b9a', accent: '#e0b04a', pattern: 'buti', border: true },
    tilt: 3,
  },
  {
    backdrop: 'patterned-cloth',
    garment: { kind: 'kurta', color: '#f4efe4', accent: '#b08d57', pattern: 'buti' },
    tilt: -7,
  },
  {
    backdrop: 'wall',
    garment: { kind: 't-shirt', color: '#2b3a55', accent: '#f2c14e', pattern: 'print' },
    tilt: 5,
  },
];

function backdropMarkup(kind: TexturedBackdrop, w: number, h: number): string {
  switch (kind) {
    case 'wooden-floor': {
      // Vertical planks of slightly different browns, dark seams, stretched grain on top.
      const planks = 6;
      const pw = w / planks;
      const browns = ['#9a6a3f', '#8d5e36', '#a47246', '#93643b', '#875a33', '#9f6d42'];
      let s = '';
      for (let i = 0; i < planks; i++)
        s += `<rect x="${(i * pw).toFixed(1)}" y="0" width="${(pw + 1).toFixed(1)}" height="${h}" fill="${browns[i]}"/>`;
      for (let i = 1; i < planks; i++)
        s += `<rect x="${(i * pw - 1.5).toFixed(1)}" y="0" width="3" height="${h}" fill="#3b2414" opacity="0.8"/>`;
      // Butt joints across the planks at staggered heights.
      for (let i = 0; i < planks; i++)
        s += `<rect x="${(i * pw).toFixed(1)}" y="${((0.2 + 0.37 * i) % 1) * h}" width="${pw.toFixed(1)}" height="3" fill="#3b2414" opacity="0.7"/>`;
      s += `<rect width="${w}" height="${h}" fill="#000" filter="url(#grain)" opacity="0.55"/>`;
      return s;
    }
    case 'bed-sheet':
      // A pale printed sheet with soft folds (broad, blurred light and shade bands).
      return (
        `<rect width="${w}" height="${h}" fill="#e8e2ee"/>` +
        `<rect width="${w}" height="${h}" fill="url(#sheetprint)"/>` +
        `<g filter="url(#soft)">` +
        `<path d="M${-w * 0.1} ${h * 0.25} L${w * 1.1} ${h * 0.05} L${w * 1.1} ${h * 0.12} L${-w * 0.1} ${h * 0.33} Z" fill="#000" opacity="0.12"/>` +
        `<path d="M${-w * 0.1} ${h * 0.7} L${w * 1.1} ${h * 0.55} L${w * 1.1} ${h * 0.61} L${-w * 0.1} ${h * 0.78} Z" fill="#fff" opacity="0.25"/>` +
        `<path d="M${w * 0.15} ${-h * 0.1} L${w * 0.3} ${h * 1.1} L${w * 0.22} ${h * 1.1} L${w * 0.08} ${-h * 0.1} Z" fill="#000" opacity="0.1"/>` +
        `</g>`
      );
    case 'tiles': {
      // Square floor tiles with light grout and a mottled glaze.
      const size = w / 4.5;
      return (
        `<rect width="${w}" height="${h}" fill="#c9c2b6"/>` +
        `<rect width="${w}" height="${h}" fill="#000" filter="url(#mottle)" opacity="0.35"/>` +
        `<defs><pattern id="grout" patternUnits="userSpaceOnUse" width="${size.toFixed(1)}" height="${size.toFixed(1)}"><rect width="${size.toFixed(1)}" height="4" fill="#eeeae2"/><rect width="4" height="${size.toFixed(1)}" fill="#eeeae2"/></pattern></defs>` +
        `<rect width="${w}" height="${h}" fill="url(#grout)"/>`
      );
    }
    case 'patterned-cloth':
      // A busy block print: dots, paisleys and lines in three colours on indigo.
      return (
        `<rect width="${w}" height="${h}" fill="#283a6b"/>` +
        `<rect width="${w}" height="${h}" fill="url(#block)"/>`
      );
    case 'wall': {
      // A painted wall with a roller texture, a hook, and the hanger's hook down to the neck.
      return (
        `<rect width="${w}" height="${h}" fill="#d9c9a8"/>` +
        `<rect width="${w}" height="${h}" fill="#000" filter="url(#roller)" opacity="0.25"/>`
      );
    }
  }
}

const DEFS = (w: number) =>
  `<filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.09 0.004" numOctaves="3" seed="11"/><feColorMatrix type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 -1.2 0.75"/></filter>` +
  `<filter id="mottle" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.03" numOctaves="2" seed="5"/><feColorMatrix type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 -1 0.6"/></filter>` +
  `<filter id="roller" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.2" numOctaves="2" seed="9"/><feColorMatrix type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 -1 0.55"/></filter>` +
  `<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${(w * 0.04).toFixed(1)}"/></filter>` +
  `<pattern id="sheetprint" patternUnits="userSpaceOnUse" width="${(w * 0.09).toFixed(1)}" height="${(w * 0.09).toFixed(1)}"><circle cx="${(w * 0.02).toFixed(1)}" cy="${(w * 0.02).toFixed(1)}" r="${(w * 0.007).toFixed(1)}" fill="#9b8fb8"/><path d="M${(w * 0.06).toFixed(1)} ${(w * 0.05).toFixed(1)} q${(w * 0.01).toFixed(1)} ${(w * 0.012).toFixed(1)} 0 ${(w * 0.024).toFixed(1)}" stroke="#8fae9b" stroke-width="${(w * 0.004).toFixed(1)}" fill="none"/></pattern>` +
  `<pattern id="block" patternUnits="userSpaceOnUse" width="${(w * 0.12).toFixed(1)}" height="${(w * 0.12).toFixed(1)}"><g transform="scale(${(w * 0.001).toFixed(4)})"><circle cx="20" cy="20" r="11" fill="#e8b04a"/><path d="M70 30 q30 15 10 50 q-25 -15 -10 -50z" fill="#c8553d"/><circle cx="95" cy="95" r="6" fill="#f2e8cf"/><path d="M0 60 H40 M60 110 H120" stroke="#f2e8cf" stroke-width="5"/><circle cx="30" cy="95" r="8" fill="none" stroke="#e8b04a" stroke-width="4"/></g></pattern>`;

/** Draws the scene at width x height; returns the photo (JPEG) and the true silhouette. */
export async function drawTexturedPhoto(
  scene: TexturedScene,
  options: { width?: number; height?: number; seed?: number; noise?: number } = {},
): Promise<TexturedPhoto> {
  const width = options.width ?? 600;
  const height = options.height ?? 750;
  const scale = 0.74 * Math.min(width / 1000, height / 1250);
  const tx = (width - 1000 * scale) / 2;
  const ty = (height - 1250 * scale) / 2 + (scene.backdrop === 'wall' ? height * 0.04 : 0);
  const cx = width / 2;
  const cy = height / 2;
  const transform = `rotate(${scene.tilt} ${cx} ${cy}) translate(${tx.toFixed(2)} ${ty.toFixed(2)}) scale(${scale.toFixed(5)})`;
  const garment = garmentSvg(scene.garment);
  const hook =
    scene.backdrop === 'wall'
      ? // A hook on the wall above the garment and the hanger's own hook and neck under it.
        `<g transform="${transform}" fill="none" stroke-linecap="round"><path d="M500 ${(-ty / scale + 10).toFixed(0)} V60 q0 -40 -30 -40" stroke="#5a5a5a" stroke-width="14"/><path d="M500 150 V70 q0 -45 40 -45 q40 0 40 40" stroke="#8a8f96" stroke-width="10"/></g>`
      : '';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>${garment.defs}${DEFS(width)}` +
    // Soft light from one corner: brighter top left, darker bottom right.
    `<linearGradient id="light" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.12"/><stop offset="1" stop-color="#000" stop-opacity="0.2"/></linearGradient></defs>` +
    backdropMarkup(scene.backdrop, width, height) +
    hook +
    `<g transform="${transform}">${garment.body}</g>` +
    `<rect width="${width}" height="${height}" fill="url(#light)"/></svg>`;
  const image = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
  addNoise(image, options.noise ?? 3, options.seed ?? 1);
  const photo = await sharp(image, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();

  const truthSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#000"/><path transform="${transform}" d="${garment.silhouette}" fill="#fff"/></svg>`;
  const truthRaw = await sharp(Buffer.from(truthSvg)).greyscale().raw().toBuffer();
  const truth = new Uint8Array(width * height);
  const step = truthRaw.length / truth.length;
  for (let i = 0; i < truth.length; i++) truth[i] = truthRaw[i * step]! >= 128 ? 255 : 0;
  return { photo, truth, width, height };
}

/** Seeded Gaussian noise (Box-Muller on xorshift), the same photo every run. */
function addNoise(image: Buffer, sigma: number, seed: number): void {
  if (sigma <= 0) return;
  let state = seed >>> 0 || 1;
  const uniform = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) + 0.5) / 4294967296;
  };
  for (let i = 0; i < image.length; i++) {
    const r = Math.sqrt(-2 * Math.log(uniform()));
    const v = image[i]! + sigma * r * Math.cos(2 * Math.PI * uniform());
    image[i] = Math.max(0, Math.min(255, Math.round(v)));
  }
}
