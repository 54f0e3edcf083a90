import sharp from 'sharp';

/** Re-encodes a vendor image as PNG (and drops whatever metadata it carried). */
export function toPng(image: Buffer): Promise<Buffer> {
  return sharp(image).png().toBuffer();
}
