import { createHash } from 'node:crypto';
import sharp from 'sharp';

/** A small PNG standing in for what an image model returns. */
export function fakeModelImage(color = '#8a5a9a', width = 384, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** Answers already drawn, by the photo they were drawn from: a vendor's five shots send one photo. */
const answers = new Map<string, Promise<Buffer>>();

/**
 * A model's answer that keeps the garment's colours, as a sound vendor does: the first photo it
 * was sent, at the size it answers; the stock picture when it was sent none (a portrait or a
 * background from text) or one it cannot read. Drawn once per photo, so a busy machine does not
 * make a sound answer slow.
 */
export function answerKeepingColours(photo: Buffer | undefined, stock: Buffer): Promise<Buffer> {
  if (!photo) return Promise.resolve(stock);
  const key = createHash('sha1').update(photo).digest('hex');
  let answer = answers.get(key);
  if (!answer) {
    answer = sharp(photo)
      .resize(384, 480, { fit: 'cover' })
      .png()
      .toBuffer()
      .catch(() => stock);
    answers.set(key, answer);
  }
  return answer;
}
