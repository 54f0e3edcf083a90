import sharp from 'sharp';

/** A small PNG standing in for what an image model returns. */
export function fakeModelImage(color = '#8a5a9a', width = 384, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}
