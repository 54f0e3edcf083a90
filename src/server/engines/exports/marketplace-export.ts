/**
 * Marketplace presets applied to any generated image. Where a marketplace wants the product
 * on a plain background (Amazon, Myntra), the product is cut out of the generated image with
 * the studio cut-out; when that is not trustworthy (a busy scene), the whole image is used as
 * the product so nothing is cut badly.
 */
import sharp, { type OverlayOptions } from 'sharp';
import { CUTOUT_CONFIDENCE_THRESHOLD, cutOut } from '../studio/cut-out.js';
import { contactShadow, shadowOverlay } from '../studio/contact-shadow.js';

export const MARKETPLACE_PRESETS = {
  /** Pure white, product filling 85% of the frame, 2000 px. */
  amazon: {
    label: 'Amazon',
    width: 2000,
    height: 2000,
    background: '#ffffff',
    fill: 0.85,
    mode: 'isolate',
  },
  /** 3:4, light grey with a soft shadow. */
  myntra: {
    label: 'Myntra',
    width: 1080,
    height: 1440,
    background: '#f1f1f1',
    fill: 0.86,
    mode: 'isolate',
  },
  /** 1:1.25, both sides over 1000 px. */
  ajio: { label: 'Ajio', width: 1200, height: 1500, background: '#ffffff', fill: 1, mode: 'cover' },
  /** 2048 square; the scene is extended by mirroring rather than cropping the product. */
  shopify: {
    label: 'Shopify',
    width: 2048,
    height: 2048,
    background: '#ffffff',
    fill: 1,
    mode: 'contain',
  },
  /** 4:5 portrait feed post. */
  instagram: {
    label: 'Instagram',
    width: 1080,
    height: 1350,
    background: '#ffffff',
    fill: 1,
    mode: 'cover',
  },
} as const;

export type MarketplaceId = keyof typeof MARKETPLACE_PRESETS;
export const MARKETPLACE_IDS = Object.keys(MARKETPLACE_PRESETS) as MarketplaceId[];

export interface MarketplaceExport {
  data: Buffer;
  mime: 'image/jpeg';
  width: number;
  height: number;
  /** For isolate presets: whether the product was cut out or the whole image placed. */
  isolated?: boolean;
}

const WORK_SIDE = 720;

export async function exportForMarketplace(
  image: Buffer,
  id: MarketplaceId,
): Promise<MarketplaceExport> {
  const preset = MARKETPLACE_PRESETS[id];
  const { width, height } = preset;
  let pixels: Buffer;
  let isolated: boolean | undefined;
  switch (preset.mode) {
    case 'cover':
      pixels = await sharp(image)
        .resize(width, height, { fit: 'cover', position: 'attention' })
        .removeAlpha()
        .raw()
        .toBuffer();
      break;
    case 'contain':
      pixels = await containMirrored(image, width, height);
      break;
    case 'isolate': {
      const result = await isolate(image, preset);
      pixels = result.pixels;
      isolated = result.isolated;
      break;
    }
  }
  const data = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90, chromaSubsampling: '4:4:4', mozjpeg: true })
    .toBuffer();
  return {
    data,
    mime: 'image/jpeg',
    width,
    height,
    ...(isolated === undefined ? {} : { isolated }),
  };
}

async function containMirrored(image: Buffer, width: number, height: number): Promise<Buffer> {
  const fitted = await sharp(image)
    .resize(width, height, { fit: 'inside' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const padX = width - fitted.info.width;
  const padY = height - fitted.info.height;
  return sharp(fitted.data, {
    raw: { width: fitted.info.width, height: fitted.info.height, channels: 3 },
  })
    .extend({
      left: Math.floor(padX / 2),
      right: Math.ceil(padX / 2),
      top: Math.floor(padY / 2),
      bottom: Math.ceil(padY / 2),
      extendWith: 'mirror',
    })
    .raw()
    .toBuffer();
}

/** The product on a plain background, its bounding box filling `fill` of the frame. */
async function isolate(
  image: Buffer,
  preset: { width: number; height: number; background: string; fill: number },
): Promise<{ pixels: Buffer; isolated: boolean }> {
  const source = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const sw = source.info.width;
  const sh = source.info.height;
  const scale = Math.min(1, WORK_SIDE / Math.max(sw, sh));
  const ww = Math.round(sw * scale);
  const wh = Math.round(sh * scale);
  const work = await sharp(source.data, { raw: { width: sw, height: sh, channels: 3 } })
    .resize(ww, wh)
    .raw()
    .toBuffer();
  const cut = cutOut({ data: work, width: ww, height: wh });
  const isolated = cut.confidence >= CUTOUT_CONFIDENCE_THRESHOLD;

  let subject: { data: Buffer; width: number; height: number };
  if (isolated) {
    const region = {
      left: Math.floor(cut.bbox.x / scale),
      top: Math.floor(cut.bbox.y / scale),
      width: Math.min(sw - Math.floor(cut.bbox.x / scale), Math.ceil(cut.bbox.width / scale)),
      height: Math.min(sh - Math.floor(cut.bbox.y / scale), Math.ceil(cut.bbox.height / scale)),
    };
    const alpha = await sharp(Buffer.from(cut.mask), {
      raw: { width: ww, height: wh, channels: 1 },
    })
      .resize(sw, sh)
      .blur(1)
      .extract(region)
      .toColourspace('b-w')
      .raw()
      .toBuffer();
    const rgb = await sharp(source.data, { raw: { width: sw, height: sh, channels: 3 } })
      .extract(region)
      .raw()
      .toBuffer();
    const rgba = await sharp(rgb, {
      raw: { width: region.width, height: region.height, channels: 3 },
    })
      .joinChannel(alpha, { raw: { width: region.width, height: region.height, channels: 1 } })
      .raw()
      .toBuffer();
    subject = { data: rgba, width: region.width, height: region.height };
  } else {
    const rgba = await sharp(source.data, { raw: { width: sw, height: sh, channels: 3 } })
      .ensureAlpha()
      .raw()
      .toBuffer();
    subject = { data: rgba, width: sw, height: sh };
  }

  // Fit the subject's box to `fill` of the frame on its limiting side.
  const k = Math.min(
    (preset.width * preset.fill) / subject.width,
    (preset.height * preset.fill) / subject.height,
  );
  const tw = Math.max(1, Math.round(subject.width * k));
  const th = Math.max(1, Math.round(subject.height * k));
  const placed = await sharp(subject.data, {
    raw: { width: subject.width, height: subject.height, channels: 4 },
  })
    .resize(tw, th)
    .raw()
    .toBuffer();
  const left = Math.round((preset.width - tw) / 2);
  const top = Math.round((preset.height - th) / 2);
  const layers: OverlayOptions[] = [];
  if (preset.background !== '#ffffff') {
    // Myntra's soft shadow; Amazon's main image must stay pure white, so none there.
    const shadow = await contactShadow({
      garment: { data: placed, width: tw, height: th, channels: 4 },
      left,
      top,
      frameWidth: preset.width,
      frameHeight: preset.height,
      strength: 0.6,
      contact: true,
    });
    layers.push(shadowOverlay(shadow));
  }
  layers.push({ input: placed, raw: { width: tw, height: th, channels: 4 }, left, top });
  const pixels = await sharp({
    create: {
      width: preset.width,
      height: preset.height,
      channels: 3,
      background: preset.background,
    },
  })
    .composite(layers)
    .removeAlpha()
    .raw()
    .toBuffer();
  return { pixels, isolated };
}
