/**
 * A Detail photo (a close-up of print, embroidery or border; decision 178) in a colour and size
 * no other test image has, and the check that an image a vendor fake received is that photo.
 */
import sharp from 'sharp';

const SIZE = 320;
const INDIGO = { r: 40, g: 30, b: 160 };

export const detailPhoto = () =>
  sharp({ create: { width: SIZE, height: SIZE, channels: 3, background: INDIGO } })
    .jpeg()
    .toBuffer();

/** Whether these image bytes (as re-encoded for the vendor) are the detail photo. */
export async function isDetailPhoto(bytes: Buffer): Promise<boolean> {
  const { width, height } = await sharp(bytes).metadata();
  const [r, g, b] = (await sharp(bytes).stats()).channels.map((channel) => channel.mean);
  const near = (a: number | undefined, e: number) => a !== undefined && Math.abs(a - e) < 8;
  return (
    width === SIZE && height === SIZE && near(r, INDIGO.r) && near(g, INDIGO.g) && near(b, INDIGO.b)
  );
}
