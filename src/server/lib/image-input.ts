/**
 * How images from outside (uploads, vendors' answers) are read (decision 175): the header first,
 * with no pixel limit since nothing is decoded, so a pixel bomb is refused by its declared size;
 * then the pixels under libvips' strict mode, where corrupt or cut-off data fails instead of
 * decoding to grey or garbage.
 */
import sharp, { type Metadata } from 'sharp';

/** Vendors' images (AI engines' shots and portraits): far above their 4-8 MP, far below a bomb. */
export const VENDOR_IMAGE_MAX_PIXELS = 80_000_000;

/** Reads the header only; throws when the bytes are no image libvips knows. */
export function readImageHeader(bytes: Uint8Array): Promise<Metadata> {
  return sharp(bytes, { limitInputPixels: false }).metadata();
}

/** Pixels per frame (an animated image is decoded one frame at a time, the first only). */
export function declaredPixels(metadata: Metadata): number {
  return (metadata.width ?? 0) * (metadata.pageHeight ?? metadata.height ?? 0);
}

/**
 * Warnings that cameras write into sound photos: some phones' JPEGs declare odd scan parameters
 * or pad before a marker. Refusing them would refuse real photos that decode perfectly.
 */
const HARMLESS_WARNING =
  /Invalid SOS parameters for sequential JPEG|extraneous bytes before marker/i;

/**
 * Uploads decoded at once in this process. A 50-megapixel photo takes 100-200 MB while it is
 * decoded; one at a time keeps a burst of large uploads to that, not a multiple of it, and
 * libvips already spreads one decode over the cores.
 */
const DECODES_AT_ONCE = 1;
let decoding = 0;
const waiting: (() => void)[] = [];

/** Runs one upload's decode at a time in this process (HEIC decodes share the slot, decision 179). */
export async function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  if (decoding >= DECODES_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else decoding += 1;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, or is freed.
    const next = waiting.shift();
    if (next) next();
    else decoding -= 1;
  }
}

/**
 * Runs `decode` strictly (any libvips warning fails), or, when the only complaint is one of the
 * harmless camera warnings, again with only errors failing; one upload's decode at a time.
 */
export function decodeStrictly<T>(decode: (failOn: 'warning' | 'error') => Promise<T>): Promise<T> {
  return oneAtATime(async () => {
    try {
      return await decode('warning');
    } catch (error) {
      if (error instanceof Error && HARMLESS_WARNING.test(error.message)) return decode('error');
      throw error;
    }
  });
}
