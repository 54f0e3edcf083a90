/**
 * Small drawn props for the styled flat lay, seen from above: each an SVG in a square box
 * with its own soft shadow (light from the upper left, as on the surface). Drawn on a
 * 100-unit canvas and scaled to the box.
 */
import sharp from 'sharp';
import type { BackgroundCategory } from '../../../core/backgrounds.js';

export type PropKind =
  | 'sunglasses'
  | 'leaf-sprig'
  | 'ring-dish'
  | 'kraft-tag'
  | 'flower'
  | 'pearls'
  | 'coffee'
  | 'bangles';

/** Three props per category, in the order they are placed. */
export const PROPS_FOR_CATEGORY: Record<BackgroundCategory | 'custom', PropKind[]> = {
  studio: ['sunglasses', 'leaf-sprig', 'kraft-tag'],
  interior: ['coffee', 'leaf-sprig', 'sunglasses'],
  outdoor: ['sunglasses', 'flower', 'leaf-sprig'],
  urban: ['sunglasses', 'coffee', 'kraft-tag'],
  luxury: ['pearls', 'ring-dish', 'flower'],
  heritage: ['bangles', 'flower', 'ring-dish'],
  nature: ['leaf-sprig', 'flower', 'kraft-tag'],
  vintage: ['pearls', 'coffee', 'kraft-tag'],
  rustic: ['kraft-tag', 'leaf-sprig', 'flower'],
  futuristic: ['sunglasses', 'ring-dish', 'bangles'],
  custom: ['leaf-sprig', 'sunglasses', 'kraft-tag'],
};

const DRAWINGS: Record<PropKind, string> = {
  sunglasses:
    '<g transform="rotate(-18 50 50)"><path d="M8 44 L2 30 M92 44 L98 30" stroke="#1d1d1f" stroke-width="3" fill="none" stroke-linecap="round"/>' +
    '<ellipse cx="29" cy="50" rx="19" ry="15" fill="#2a2522" stroke="#111" stroke-width="3"/>' +
    '<ellipse cx="71" cy="50" rx="19" ry="15" fill="#2a2522" stroke="#111" stroke-width="3"/>' +
    '<path d="M48 47 Q50 43 52 47" stroke="#111" stroke-width="3" fill="none"/>' +
    '<ellipse cx="23" cy="45" rx="7" ry="4" fill="#fff" opacity="0.18"/><ellipse cx="65" cy="45" rx="7" ry="4" fill="#fff" opacity="0.18"/></g>',
  'leaf-sprig':
    '<g transform="rotate(25 50 50)"><path d="M50 96 Q48 50 52 6" stroke="#4d6b3a" stroke-width="2.2" fill="none"/>' +
    [16, 30, 44, 58, 72]
      .map(
        (y, i) =>
          `<path d="M51 ${y + 8} q${i % 2 ? 20 : -20} -6 ${i % 2 ? 26 : -26} -18 q${i % 2 ? -14 : 14} 0 ${i % 2 ? -26 : 26} 18z" fill="${i % 2 ? '#6f9458' : '#5d8549'}"/>`,
      )
      .join('') +
    '</g>',
  'ring-dish':
    '<circle cx="50" cy="50" r="40" fill="#f4efe8" stroke="#d9cfc2" stroke-width="2"/><circle cx="50" cy="50" r="30" fill="#ebe3d8"/>' +
    '<circle cx="42" cy="46" r="9" fill="none" stroke="#d4a843" stroke-width="3.5"/><circle cx="58" cy="56" r="7" fill="none" stroke="#c9a45c" stroke-width="3"/>' +
    '<circle cx="62" cy="40" r="3" fill="#f7f3ee" stroke="#c9a45c" stroke-width="1.5"/>',
  'kraft-tag':
    '<g transform="rotate(-12 50 50)"><path d="M30 20 H78 V84 H30 L18 52 Z" fill="#c8a678" stroke="#a88556" stroke-width="1.5"/>' +
    '<circle cx="30" cy="52" r="4" fill="none" stroke="#8a6a40" stroke-width="2"/>' +
    '<path d="M26 52 Q10 70 4 96" stroke="#b79b70" stroke-width="2" fill="none"/>' +
    '<rect x="40" y="36" width="28" height="3" fill="#8a6a40" opacity="0.5"/><rect x="40" y="46" width="22" height="3" fill="#8a6a40" opacity="0.4"/></g>',
  flower:
    [0, 72, 144, 216, 288]
      .map(
        (a) =>
          `<ellipse cx="50" cy="27" rx="13" ry="21" fill="#f2b8c6" stroke="#e39aae" stroke-width="1" transform="rotate(${a} 50 50)"/>`,
      )
      .join('') +
    '<circle cx="50" cy="50" r="10" fill="#f3c94f"/><circle cx="50" cy="50" r="5" fill="#e0a93a"/>',
  pearls: Array.from({ length: 22 }, (_, i) => {
    const t = (i / 22) * Math.PI * 2;
    const x = 50 + 36 * Math.cos(t);
    const y = 50 + 30 * Math.sin(t) + 6 * Math.sin(2 * t);
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="5.2" fill="#f6f1e9" stroke="#d8cfc3" stroke-width="1"/><circle cx="${(x - 1.6).toFixed(1)}" cy="${(y - 1.6).toFixed(1)}" r="1.6" fill="#fff"/>`;
  }).join(''),
  coffee:
    '<circle cx="50" cy="50" r="42" fill="#f5f2ee" stroke="#ddd6cd" stroke-width="2"/><circle cx="50" cy="50" r="27" fill="#ffffff" stroke="#e3ddd5" stroke-width="2"/>' +
    '<circle cx="50" cy="50" r="21" fill="#6b4226"/><ellipse cx="50" cy="50" rx="9" ry="6" fill="#c89b72" opacity="0.8"/>' +
    '<path d="M77 50 q12 0 12 9 q0 8 -12 6" stroke="#e3ddd5" stroke-width="5" fill="none"/>',
  bangles:
    '<circle cx="40" cy="46" r="27" fill="none" stroke="#d4a843" stroke-width="6"/><circle cx="40" cy="46" r="27" fill="none" stroke="#f0d48a" stroke-width="1.5" stroke-dasharray="3 5"/>' +
    '<circle cx="62" cy="58" r="25" fill="none" stroke="#b0122b" stroke-width="6"/><circle cx="62" cy="58" r="25" fill="none" stroke="#e0b04a" stroke-width="1.5" stroke-dasharray="2 4"/>',
};

/** A prop drawn in a size x size box, with a soft shadow to the lower right. */
export function propSvg(kind: PropKind, size: number): Buffer {
  const drawing = DRAWINGS[kind];
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">` +
      `<defs><filter id="s" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="2.2"/></filter></defs>` +
      `<g transform="translate(8 8) scale(0.84)">` +
      `<g transform="translate(2.5 3.5)" filter="url(#s)" opacity="0.35"><g style="fill:#000;stroke:#000">${drawing.replace(/(fill|stroke)="#[0-9a-f]{3,6}"/gi, '$1="#000"')}</g></g>` +
      drawing +
      `</g></svg>`,
  );
}

/** Drawn props kept between catalogues: a category places at most three, in three sizes. */
const drawn = new Map<string, Promise<Buffer>>();
const KEPT = 12;

/**
 * RGBA pixels of a prop at size x size. A prop depends on nothing but its kind and size, so it
 * is drawn once and kept, like the surfaces (librsvg's blur of the three props' shadows cost
 * 45-60 ms a flat lay at HD).
 */
export function propPixels(kind: PropKind, size: number): Promise<Buffer> {
  const key = `${kind} ${size}`;
  let entry = drawn.get(key);
  if (!entry) {
    entry = sharp(propSvg(kind, size)).ensureAlpha().raw().toBuffer();
    entry.catch(() => drawn.delete(key));
    drawn.set(key, entry);
    // Oldest out first: a Map iterates in insertion order.
    while (drawn.size > KEPT) drawn.delete(drawn.keys().next().value!);
  }
  return entry;
}
