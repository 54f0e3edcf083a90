/**
 * Turns a photo and its garment mask upright by the tilt the cut-out measured
 * (garment-tilt.ts), so a kurta laid a few degrees crooked is shown straight. libvips does the
 * turning; the corners it uncovers are white in the photo and outside the mask.
 */
import sharp from 'sharp';

export interface Turned {
  rgb: Buffer;
  width: number;
  height: number;
  mask: Uint8Array;
  maskWidth: number;
  maskHeight: number;
}

/**
 * `degrees`: how far (clockwise) the garment lies off upright; both images are turned back by
 * as much. The mask stays 0 or 255.
 */
export async function straighten(
  photo: { rgb: Buffer; width: number; height: number },
  mask: { data: Uint8Array; width: number; height: number },
  degrees: number,
): Promise<Turned> {
  const [turnedPhoto, turnedMask] = await Promise.all([
    sharp(photo.rgb, { raw: { width: photo.width, height: photo.height, channels: 3 } })
      .rotate(-degrees, { background: '#ffffff' })
      .raw()
      .toBuffer({ resolveWithObject: true }),
    sharp(Buffer.from(mask.data), { raw: { width: mask.width, height: mask.height, channels: 1 } })
      .rotate(-degrees, { background: '#000000' })
      .toColourspace('b-w')
      .raw()
      .toBuffer({ resolveWithObject: true }),
  ]);
  // A plain loop: Uint8Array.from with a callback costs a call per pixel.
  const turned = turnedMask.data;
  const binary = new Uint8Array(turned.length);
  for (let i = 0; i < turned.length; i++) binary[i] = turned[i]! >= 128 ? 255 : 0;
  return {
    rgb: turnedPhoto.data,
    width: turnedPhoto.info.width,
    height: turnedPhoto.info.height,
    mask: binary,
    maskWidth: turnedMask.info.width,
    maskHeight: turnedMask.info.height,
  };
}
