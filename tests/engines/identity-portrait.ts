/**
 * A model portrait as the Models Library stores it (512x640 PNG), in a colour no garment photo
 * of the tests has, and the check that an image a vendor fake received is that portrait.
 */
import sharp from 'sharp';

const TEAL = { r: 31, g: 138, b: 112 };

export const identityPortrait = () =>
  sharp({ create: { width: 512, height: 640, channels: 3, background: TEAL } })
    .png()
    .toBuffer();

/** Whether these image bytes (as re-encoded for the vendor) are the identity portrait. */
export async function isIdentityPortrait(bytes: Buffer): Promise<boolean> {
  const { width, height } = await sharp(bytes).metadata();
  const { channels } = await sharp(bytes).stats();
  const [r, g, b] = channels.map((channel) => channel.mean);
  const near = (a: number | undefined, e: number) => a !== undefined && Math.abs(a - e) < 6;
  return width === 512 && height === 640 && near(r, TEAL.r) && near(g, TEAL.g) && near(b, TEAL.b);
}
