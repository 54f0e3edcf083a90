/**
 * Marketplace images (docs/marketplaces.md): a shot fitted to a preset's frame, and the
 * product alone on the preset's plain background for marketplaces that want that as the first
 * image. Every file is a baseline JPEG in sRGB with the sRGB profile embedded, encoded at the
 * best quality that fits the marketplace's size limit.
 */
import sharp, { type OverlayOptions, type Sharp } from 'sharp';
import { contactShadow, shadowOverlay } from '../studio/contact-shadow.js';
import { CUTOUT_CONFIDENCE_THRESHOLD, cutOut } from '../studio/cut-out.js';
import { prepareView } from '../studio/prepare-view.js';
import type { JpegMark } from './export-marks.js';
import type { FillRange, MarketplacePreset } from './marketplace-presets.js';

/** RGBA pixels of the product alone (transparent around it), cropped to its box. */
export interface IsolatedProduct {
  data: Buffer;
  width: number;
  height: number;
  /** Where it came from, for the logs. */
  source: 'photo' | 'shot' | 'whole-shot';
}

const QUALITY_STEPS = [100, 97, 95, 92, 90, 88, 85, 82, 78, 74, 70, 65, 60, 50, 40];
const WORK_SIDE = 720;

/**
 * JPEG, sRGB, at the highest quality under the size limit (the smallest made if none is):
 * starting high also comes closest to a marketplace's lower size limit. The limit holds for the
 * marked file (its XMP and signed Content Credentials, about 30 KB, decision 254).
 */
export async function encodeWithinLimits(
  pixels: Sharp,
  preset: Pick<MarketplacePreset, 'maxBytes' | 'minBytes'>,
  mark: JpegMark,
): Promise<Buffer> {
  const base = await pixels.toColourspace('srgb').removeAlpha().raw().toBuffer({
    resolveWithObject: true,
  });
  const encode = async (quality: number) =>
    mark.sign(
      await sharp(base.data, {
        raw: { width: base.info.width, height: base.info.height, channels: 3 },
      })
        .withIccProfile('srgb')
        .withXmp(mark.xmp)
        .jpeg({ quality, chromaSubsampling: quality >= 90 ? '4:4:4' : '4:2:0' })
        .toBuffer(),
    );
  let smallest: Buffer | null = null;
  // Quality above 92 costs bytes for little to see; only a lower size limit asks for it.
  const steps = preset.minBytes ? QUALITY_STEPS : QUALITY_STEPS.filter((q) => q <= 92);
  for (const quality of steps) {
    const data = await encode(quality);
    if (data.length <= preset.maxBytes) return data;
    smallest = data;
  }
  return smallest!;
}

/** A generated shot in the preset's frame: cropped to it, or whole on its background. */
export function fitShot(shot: Buffer, preset: MarketplacePreset): Sharp {
  const { width, height } = preset;
  return preset.fit === 'cover'
    ? sharp(shot).resize(width, height, { fit: 'cover', position: 'attention' })
    : sharp(shot)
        .flatten({ background: preset.background })
        .resize(width, height, { fit: 'contain', background: preset.background });
}

function cropRgba(
  rgba: Buffer,
  width: number,
  box: { x: number; y: number; width: number; height: number },
) {
  const out = Buffer.alloc(box.width * box.height * 4);
  for (let y = 0; y < box.height; y++) {
    const from = ((box.y + y) * width + box.x) * 4;
    rgba.copy(out, y * box.width * 4, from, from + box.width * 4);
  }
  return out;
}

/**
 * The product alone: cut from the seller's front photo (a flat product photo on a plain
 * backdrop is what the cut-out is made for) when that cut is trustworthy; else cut from the
 * first shot; else the whole first shot, so nothing is ever cut badly.
 */
export async function isolateProduct(
  frontPhoto: Buffer | null,
  firstShot: Buffer,
): Promise<IsolatedProduct> {
  if (frontPhoto) {
    const view = await prepareView(frontPhoto).catch(() => null);
    if (view && view.cutout.method === 'cutout') {
      return {
        data: cropRgba(view.rgba, view.width, view.bbox),
        width: view.bbox.width,
        height: view.bbox.height,
        source: 'photo',
      };
    }
  }
  const source = await sharp(firstShot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
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
  if (cut.confidence < CUTOUT_CONFIDENCE_THRESHOLD) {
    const rgba = await sharp(source.data, { raw: { width: sw, height: sh, channels: 3 } })
      .ensureAlpha()
      .raw()
      .toBuffer();
    return { data: rgba, width: sw, height: sh, source: 'whole-shot' };
  }
  const region = {
    x: Math.floor(cut.bbox.x / scale),
    y: Math.floor(cut.bbox.y / scale),
    width: Math.min(sw - Math.floor(cut.bbox.x / scale), Math.ceil(cut.bbox.width / scale)),
    height: Math.min(sh - Math.floor(cut.bbox.y / scale), Math.ceil(cut.bbox.height / scale)),
  };
  const alpha = await sharp(Buffer.from(cut.mask), { raw: { width: ww, height: wh, channels: 1 } })
    .resize(sw, sh)
    .blur(1)
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  const rgba = await sharp(source.data, { raw: { width: sw, height: sh, channels: 3 } })
    .joinChannel(alpha, { raw: { width: sw, height: sh, channels: 1 } })
    .raw()
    .toBuffer();
  return {
    data: cropRgba(rgba, sw, region),
    width: region.width,
    height: region.height,
    source: 'shot',
  };
}

/** The product centred on the preset's background, its box filling `fill.target` of the frame. */
export async function placeOnBackground(
  product: IsolatedProduct,
  preset: MarketplacePreset,
  main: { fill: FillRange; shadow: boolean },
): Promise<Sharp> {
  const k = Math.min(
    (preset.width * main.fill.target) / product.width,
    (preset.height * main.fill.target) / product.height,
  );
  const tw = Math.max(1, Math.round(product.width * k));
  const th = Math.max(1, Math.round(product.height * k));
  const placed = await sharp(product.data, {
    raw: { width: product.width, height: product.height, channels: 4 },
  })
    .resize(tw, th)
    .raw()
    .toBuffer();
  const left = Math.round((preset.width - tw) / 2);
  const top = Math.round((preset.height - th) / 2);
  const layers: OverlayOptions[] = [];
  if (main.shadow) {
    const shadow = await contactShadow({
      garment: { data: placed, width: tw, height: th, channels: 4 },
      left,
      top,
      frameWidth: preset.width,
      frameHeight: preset.height,
      strength: 0.5,
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
  return sharp(pixels, { raw: { width: preset.width, height: preset.height, channels: 3 } });
}
