/**
 * What is worked out from a subject's pixels (its mask at a smaller size, its silhouette, its
 * volume map) for several shots of one catalogue. The engine hands the same fitted garment to
 * every shot with the same box (Front, Ghost mannequin and On a hanger share one), so each is
 * worked out once per catalogue instead of once per shot. Kept with the pixels: it goes when
 * they do.
 */
import sharp from 'sharp';

const results = new WeakMap<Buffer, Map<string, Promise<unknown>>>();

/** `make()` once per `pixels` and `key`; a failure is not kept. */
export function onceFor<T>(pixels: Buffer, key: string, make: () => Promise<T>): Promise<T> {
  let entries = results.get(pixels);
  if (!entries) results.set(pixels, (entries = new Map()));
  let entry = entries.get(key) as Promise<T> | undefined;
  if (!entry) {
    entry = make();
    entries.set(key, entry);
    entry.catch(() => entries.delete(key));
  }
  return entry;
}

/**
 * The mask of a layer (the alpha of RGBA, else the first band) resized to width x height: one
 * band, 0..255. Soft shadows, the contact shadow, the silhouette and the volume map all start
 * from one, most at the same sizes.
 */
export function maskAt(layer: MaskSource, width: number, height: number): Promise<Buffer> {
  return onceFor(layer.data, `mask ${width}x${height}`, async () =>
    sharp(await fullMask(layer), { raw: { width: layer.width, height: layer.height, channels: 1 } })
      .resize(width, height)
      // Single-band pipelines must say so, or libvips hands back sRGB.
      .toColourspace('b-w')
      .raw()
      .toBuffer(),
  );
}

interface MaskSource {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

/**
 * The mask band at full size, copied out in JavaScript once: sharp extracts a band only after
 * its resize (so it resized all four) and took 40 ms for the band alone at HD; this is a few.
 */
function fullMask(layer: MaskSource): Promise<Buffer> {
  return onceFor(layer.data, 'mask', async () =>
    layer.channels === 1
      ? layer.data
      : band(layer.data, layer.channels, layer.channels === 4 ? 3 : 0),
  );
}

/** One band of interleaved pixels (a function of the module, so V8 keeps its optimised code). */
function band(data: Buffer, channels: number, index: number): Buffer {
  const out = Buffer.allocUnsafe(data.length / channels);
  for (let i = 0, p = index; i < out.length; i++, p += channels) out[i] = data[p]!;
  return out;
}
