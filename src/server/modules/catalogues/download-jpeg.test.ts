import { Readable } from 'node:stream';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../lib/project-root.js';
import { join } from 'node:path';
import { toDownloadJpeg } from './download-jpeg.js';

const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>';

/** A photograph at a shot's size (2048x2560), as the PNG the engines store. */
async function shotSizedPng(): Promise<Buffer> {
  return sharp(join(projectRoot, 'docs/studio-shots.jpg'))
    .resize(2048, 2560, { fit: 'cover' })
    .png()
    .toBuffer();
}

describe('the JPEG a zip holds', () => {
  it('keeps the size and full colour resolution at a fraction of the PNG', async () => {
    const png = await shotSizedPng();
    const jpeg = await toDownloadJpeg(Readable.from([png]), XMP);
    const meta = await sharp(jpeg).metadata();
    expect(meta).toMatchObject({
      format: 'jpeg',
      width: 2048,
      height: 2560,
      chromaSubsampling: '4:4:4',
      space: 'srgb',
    });
    expect(meta.icc).toBeDefined();
    expect(meta.xmp?.toString('utf8')).toBe(XMP);
    expect(jpeg.length).toBeLessThan(1_500_000);
    expect(jpeg.length).toBeLessThan(png.length / 3);
  });

  it('puts a transparent PNG on white, not black', async () => {
    const clear = await sharp({
      create: { width: 8, height: 8, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const jpeg = await toDownloadJpeg(Readable.from([clear]), XMP);
    const { data } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
    expect(Math.min(...data)).toBeGreaterThan(245);
  });
});
