/**
 * Garment photos drawn by code, never downloaded: flat product shots of Indian and western
 * apparel on a photographed-looking backdrop (gradient, vignette, shadow, sensor noise), with
 * the exact garment silhouette as ground truth for the cut-out tests. The samples script uses
 * the same drawings for the landing page.
 */
import sharp from 'sharp';

export type GarmentKind =
  | 'kurta'
  | 't-shirt'
  | 'shirt'
  | 'dress'
  | 'jacket'
  | 'saree'
  | 'lehenga'
  | 'trousers'
  | 'skirt'
  | 'dupatta'
  | 'kurta-set';
export type GarmentPattern = 'solid' | 'stripes' | 'checks' | 'buti' | 'floral' | 'print';

export interface GarmentStyle {
  kind: GarmentKind;
  color: string;
  /** Second colour: pattern, borders, embroidery. */
  accent?: string;
  pattern?: GarmentPattern;
  /** A woven or embroidered band at the hem (and the neck for kurtas). */
  border?: boolean;
  /** No folds, seams or weave: a flat fill (for the low-contrast test). */
  flat?: boolean;
  /** A chest emblem in this colour (the print check's 'logo erased' case). */
  logo?: string;
  /** The print blurred by this standard deviation, in the 1000-wide box (the print check). */
  printBlur?: number;
}

export interface BackdropStyle {
  color: string;
  /** Darkening towards the corners, 0..1. */
  vignette?: number;
  /** Top-to-bottom brightness change, -1..1. */
  gradient?: number;
  /** A soft shadow cast by the garment onto the backdrop (light from the top left). */
  shadow?: number;
  /** Gaussian sensor noise sigma. */
  noise?: number;
}

export interface GarmentPhoto {
  /** The photo as uploaded (JPEG unless asked otherwise). */
  photo: Buffer;
  /** The garment silhouette, 0 or 255 per pixel, at width x height. */
  truth: Uint8Array;
  width: number;
  height: number;
}

// Silhouettes in a 1000 x 1250 box.
const SILHOUETTES: Record<GarmentKind, string> = {
  't-shirt':
    'M370 190 Q500 270 630 190 L800 230 L965 440 L845 515 L790 425 L800 1080 Q500 1105 200 1080 L210 425 L155 515 L35 440 L200 230 Z',
  kurta:
    'M405 120 Q500 200 595 120 L760 165 L925 800 L825 832 L720 390 L770 1170 Q500 1200 230 1170 L280 390 L175 832 L75 800 L240 165 Z',
  shirt:
    'M405 150 L455 235 L500 175 L545 235 L595 150 L770 195 L930 820 L830 850 L730 420 L760 1040 Q500 1075 240 1040 L270 420 L170 850 L70 820 L230 195 Z',
  dress:
    'M370 120 L420 120 Q500 215 580 120 L630 120 L665 360 Q640 430 650 490 L880 1170 Q500 1215 120 1170 L350 490 Q360 430 335 360 Z',
  jacket:
    'M385 110 L430 110 L500 430 L570 110 L615 110 L755 175 Q735 300 770 390 L785 980 Q500 1010 215 980 L230 390 Q265 300 245 175 Z',
  saree: 'M235 95 L765 95 L800 1160 L200 1160 Z',
  lehenga:
    'M365 190 Q500 255 635 190 L725 235 L775 410 L690 430 L668 575 L735 575 L940 1170 Q500 1225 60 1170 L265 575 L332 575 L310 430 L225 410 L275 235 Z',
  // Lower wear: a straight waistband at the top, legs or a flare below.
  trousers:
    'M300 80 L700 80 L730 200 L790 1200 L560 1200 L505 390 L495 390 L440 1200 L210 1200 L270 200 Z',
  skirt: 'M320 110 L680 110 L700 180 L900 1170 Q500 1215 100 1170 L300 180 Z',
  // A dupatta: a long, narrow length of cloth.
  dupatta: 'M330 40 L670 40 L670 1210 L330 1210 Z',
  // A kurta over salwar trousers, photographed together.
  'kurta-set':
    'M430 60 Q500 120 570 60 L690 95 L820 560 L745 582 L665 300 L700 900 Q500 925 300 900 L335 300 L255 582 L180 560 L310 95 Z M370 890 L630 890 L660 1230 L540 1230 L500 960 L460 1230 L340 1230 Z',
};

/** The waistband of lower wear: a band across the top, belt loops and a button. */
const WAISTBAND: Partial<Record<GarmentKind, string>> = {
  trousers:
    'M300 80 H700 L705 135 H295 Z M340 70 h18 v80 h-18 Z M642 70 h18 v80 h-18 Z M490 70 h18 v80 h-18 Z',
  skirt: 'M320 110 H680 L686 160 H314 Z',
};

/** Where the neckline sits, for neck embroidery. */
const NECK: Partial<Record<GarmentKind, string>> = {
  kurta: 'M405 120 Q500 200 595 120 L595 150 Q500 235 405 150 Z M485 190 H515 V470 H485 Z',
  't-shirt': 'M370 190 Q500 270 630 190 L630 215 Q500 300 370 215 Z',
  lehenga: 'M365 190 Q500 255 635 190 L635 215 Q500 285 365 215 Z',
  'kurta-set': 'M430 60 Q500 120 570 60 L570 85 Q500 150 430 85 Z',
};

function patternMarkup(style: GarmentStyle): string {
  const accent = style.accent ?? '#ffffff';
  switch (style.pattern ?? 'solid') {
    case 'solid':
      return '';
    case 'stripes':
      return `<pattern id="pt" patternUnits="userSpaceOnUse" width="60" height="60"><rect x="0" y="0" width="18" height="60" fill="${accent}" opacity="0.85"/></pattern>`;
    case 'checks':
      return `<pattern id="pt" patternUnits="userSpaceOnUse" width="90" height="90"><rect width="90" height="30" fill="${accent}" opacity="0.45"/><rect width="30" height="90" fill="${accent}" opacity="0.45"/><rect x="60" width="6" height="90" fill="#ffffff" opacity="0.5"/></pattern>`;
    case 'buti':
      return `<pattern id="pt" patternUnits="userSpaceOnUse" width="110" height="110"><g fill="${accent}"><path d="M30 20 q14 10 0 30 q-14 -10 0 -30z"/><path d="M85 75 q14 10 0 30 q-14 -10 0 -30z"/><circle cx="85" cy="30" r="5"/><circle cx="30" cy="85" r="5"/></g></pattern>`;
    case 'floral':
      return `<pattern id="pt" patternUnits="userSpaceOnUse" width="140" height="140"><g fill="${accent}">${[0, 72, 144, 216, 288].map((a) => `<ellipse cx="45" cy="30" rx="10" ry="22" transform="rotate(${a} 45 50)"/>`).join('')}<circle cx="45" cy="50" r="9" fill="#ffd75e"/><path d="M100 100 q20 -30 30 0 q-15 20 -30 0z" opacity="0.7"/></g></pattern>`;
    case 'print':
      return `<pattern id="pt" patternUnits="userSpaceOnUse" width="120" height="120"><g fill="none" stroke="${accent}" stroke-width="8"><circle cx="60" cy="60" r="34"/><path d="M60 10 V110 M10 60 H110"/></g><circle cx="60" cy="60" r="12" fill="${accent}"/></pattern>`;
  }
}

/** The garment drawing alone, in a 1000 x 1250 box, for use inside a larger SVG. */
export function garmentSvg(
  style: GarmentStyle,
  idPrefix = 'g',
): { defs: string; body: string; silhouette: string } {
  const path = SILHOUETTES[style.kind];
  const accent = style.accent ?? '#d4a843';
  const p = (id: string) => `${idPrefix}${id}`;
  const pattern = patternMarkup(style).replace('id="pt"', `id="${p('pt')}"`);
  const defs =
    `<clipPath id="${p('clip')}"><path d="${path}"/></clipPath>` +
    pattern +
    // Folds: soft vertical light and shade bands across the fabric.
    `<linearGradient id="${p('folds')}" x1="0" x2="1" y1="0" y2="0">` +
    [0, 0.12, 0.3, 0.45, 0.6, 0.78, 0.9, 1]
      .map(
        (o, i) =>
          `<stop offset="${o}" stop-color="${i % 2 ? '#ffffff' : '#000000'}" stop-opacity="${i % 2 ? 0.1 : 0.16}"/>`,
      )
      .join('') +
    `</linearGradient>` +
    `<linearGradient id="${p('light')}" x1="0" x2="0.4" y1="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.12"/><stop offset="1" stop-color="#000000" stop-opacity="0.12"/></linearGradient>` +
    (style.printBlur
      ? `<filter id="${p('blur')}"><feGaussianBlur stdDeviation="${style.printBlur}"/></filter>`
      : '') +
    `<filter id="${p('weave')}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="4"/><feColorMatrix type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0.5 0 0 0 -0.15"/><feComposite in2="SourceGraphic" operator="in"/></filter>`;
  const parts = [`<path d="${path}" fill="${style.color}"/>`];
  if (pattern) {
    const blur = style.printBlur ? ` filter="url(#${p('blur')})"` : '';
    parts.push(`<rect width="1000" height="1250" fill="url(#${p('pt')})"${blur}/>`);
  }
  if (style.border) {
    // Hem band, and for sarees the long border and the pallu.
    parts.push(
      `<rect x="0" y="${style.kind === 'saree' ? 1040 : hemTop(style.kind)}" width="1000" height="140" fill="${accent}"/>`,
    );
    parts.push(
      `<path d="M0 ${hemTop(style.kind) + 30} l25 -20 l25 20 l25 -20 l25 20 l25 -20 l25 20 l25 -20 l25 20 l25 -20 l25 20 l25 -20 l25 20 l25 -20 l25 20 l25 -20 l25 20 l25 -20 l25 20 l25 -20 l25 20 l25 -20 l25 20 l25 -20 l25 20 l25 -20 l25 20 l25 -20 l25 20 l25 -20 l25 20 l25 -20 l25 20 l25 -20 l25 20 l25 -20 l25 20 l25 -20 l25 20 l25 -20 l25 20 l25 -20 l25 20" stroke="${style.color}" stroke-width="8" fill="none" opacity="0.8"/>`,
    );
    if (style.kind === 'dupatta') {
      parts.push(
        `<rect x="330" y="0" width="45" height="1250" fill="${accent}"/><rect x="625" y="0" width="45" height="1250" fill="${accent}"/>`,
      );
    }
    if (style.kind === 'saree') {
      parts.push(
        `<rect x="200" y="0" width="90" height="1250" fill="${accent}"/><rect x="715" y="0" width="90" height="1250" fill="${accent}"/>`,
      );
      parts.push(
        `<path d="M230 380 L800 640 L800 760 L230 500 Z" fill="${accent}" opacity="0.9"/>`,
      );
    }
    const neck = NECK[style.kind];
    if (neck) parts.push(`<path d="${neck}" fill="${accent}"/>`);
  }
  if (style.logo) {
    // A brand's mark on the chest: a ring and a bar, about 2.5% of a shirt's area.
    parts.push(
      `<g fill="${style.logo}"><path d="M600 340 a60 60 0 1 0 0.1 0 z M600 366 a34 34 0 1 1 -0.1 0 z" fill-rule="evenodd"/><rect x="675" y="365" width="150" height="70" rx="10"/></g>`,
    );
  }
  const waistband = WAISTBAND[style.kind];
  if (waistband) {
    parts.push(
      `<path d="${waistband}" fill="${style.border ? accent : style.color}" stroke="#000" stroke-opacity="0.3" stroke-width="5"/>`,
      `<circle cx="500" cy="${style.kind === 'skirt' ? 135 : 108}" r="11" fill="#d9d4c8" stroke="#000" stroke-opacity="0.35" stroke-width="3"/>`,
    );
  }
  if (style.kind === 'trousers') {
    // Fly and pockets.
    parts.push(
      `<path d="M500 140 V380 M330 150 Q360 260 300 300 M670 150 Q640 260 700 300" stroke="#000" stroke-opacity="0.25" stroke-width="6" fill="none"/>`,
    );
  }
  if (style.kind === 'shirt' || style.kind === 'jacket') {
    // Placket and buttons.
    parts.push(
      `<path d="M500 ${style.kind === 'shirt' ? 200 : 430} V1040" stroke="#000" stroke-opacity="0.25" stroke-width="6"/>`,
    );
    for (let y = style.kind === 'shirt' ? 300 : 500; y < 980; y += 130)
      parts.push(
        `<circle cx="520" cy="${y}" r="13" fill="${style.kind === 'jacket' ? accent : '#f4f1ea'}" stroke="#000" stroke-opacity="0.3" stroke-width="3"/>`,
      );
  }
  if (style.kind === 'shirt') {
    parts.push(
      `<path d="M405 150 L455 235 L500 175 L545 235 L595 150" stroke="#000" stroke-opacity="0.3" stroke-width="6" fill="none"/><rect x="590" y="380" width="110" height="130" fill="none" stroke="#000" stroke-opacity="0.22" stroke-width="5"/>`,
    );
  }
  if (!style.flat) {
    parts.push(
      `<rect width="1000" height="1250" fill="url(#${p('folds')})"/>`,
      `<rect width="1000" height="1250" fill="url(#${p('light')})"/>`,
    );
    parts.push(
      `<rect width="1000" height="1250" fill="#000" filter="url(#${p('weave')})" opacity="0.5"/>`,
    );
    // A seam line just inside the outline, as stitched garments have.
    parts.push(
      `<path d="${path}" fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="10"/>`,
    );
  }
  return {
    defs,
    body: `<g clip-path="url(#${p('clip')})">${parts.join('')}</g>`,
    silhouette: path,
  };
}

function hemTop(kind: GarmentKind): number {
  return {
    kurta: 1060,
    't-shirt': 980,
    shirt: 950,
    dress: 1060,
    jacket: 880,
    saree: 1040,
    lehenga: 1060,
    trousers: 1110,
    skirt: 1060,
    dupatta: 1090,
    'kurta-set': 790,
  }[kind];
}

/**
 * A flat product photo: the garment laid on a backdrop, photographed with a little light
 * falloff, shadow and noise. Returns the photo and the true silhouette.
 */
export async function drawGarmentPhoto(
  style: GarmentStyle,
  backdrop: BackdropStyle,
  options: {
    width?: number;
    height?: number;
    format?: 'jpeg' | 'png';
    scale?: number;
    offsetX?: number;
    /** Seed of the sensor noise. */
    seed?: number;
  } = {},
): Promise<GarmentPhoto> {
  const width = options.width ?? 800;
  const height = options.height ?? 1000;
  const scale = (options.scale ?? 0.8) * Math.min(width / 1000, height / 1250);
  const tx = (width - 1000 * scale) / 2 + (options.offsetX ?? 0) * width;
  const ty = (height - 1250 * scale) / 2;
  const garment = garmentSvg(style);
  const transform = `translate(${tx.toFixed(2)} ${ty.toFixed(2)}) scale(${scale.toFixed(5)})`;
  const g = backdrop.gradient ?? 0;
  const v = backdrop.vignette ?? 0;
  const shadow = backdrop.shadow ?? 0;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${garment.defs}` +
    `<linearGradient id="bdg" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="${g >= 0 ? '#ffffff' : '#000000'}" stop-opacity="${Math.abs(g) * 0.5}"/><stop offset="1" stop-color="${g >= 0 ? '#000000' : '#ffffff'}" stop-opacity="${Math.abs(g) * 0.5}"/></linearGradient>` +
    `<radialGradient id="vig" cx="0.5" cy="0.5" r="0.75"><stop offset="0.45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${v}"/></radialGradient>` +
    `<filter id="sh" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${(width * 0.012).toFixed(1)}"/></filter></defs>` +
    `<rect width="${width}" height="${height}" fill="${backdrop.color}"/>` +
    `<rect width="${width}" height="${height}" fill="url(#bdg)"/>` +
    (shadow > 0
      ? `<g transform="translate(${(width * 0.02).toFixed(1)} ${(height * 0.02).toFixed(1)})" filter="url(#sh)"><path transform="${transform}" d="${garment.silhouette}" fill="#000" opacity="${shadow}"/></g>`
      : '') +
    `<g transform="${transform}">${garment.body}</g>` +
    `<rect width="${width}" height="${height}" fill="url(#vig)"/></svg>`;

  const image = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
  const noise = backdrop.noise ?? 3;
  if (noise > 0) {
    // Seeded Gaussian sensor noise (Box-Muller on a small PRNG): the same photo every run.
    let state = (options.seed ?? 1) >>> 0 || 1;
    const uniform = () => {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      return ((state >>> 0) + 0.5) / 4294967296;
    };
    for (let i = 0; i < image.length; i += 2) {
      const r = Math.sqrt(-2 * Math.log(uniform()));
      const t = 2 * Math.PI * uniform();
      image[i] = Math.max(0, Math.min(255, Math.round(image[i]! + noise * r * Math.cos(t))));
      if (i + 1 < image.length)
        image[i + 1] = Math.max(
          0,
          Math.min(255, Math.round(image[i + 1]! + noise * r * Math.sin(t))),
        );
    }
  }
  const encoder = sharp(image, { raw: { width, height, channels: 3 } });
  const photo =
    options.format === 'png'
      ? await encoder.png().toBuffer()
      : await encoder.jpeg({ quality: 90 }).toBuffer();

  const truthSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#000"/><path transform="${transform}" d="${garment.silhouette}" fill="#fff"/></svg>`;
  const truthRaw = await sharp(Buffer.from(truthSvg)).greyscale().raw().toBuffer();
  const truth = new Uint8Array(width * height);
  for (let i = 0; i < truth.length; i++)
    truth[i] = truthRaw[i * (truthRaw.length / truth.length)]! >= 128 ? 255 : 0;
  return { photo, truth, width, height };
}
