import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { withPngXmp } from './png-xmp.js';

const packet = (text: string) =>
  `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" dc:source="${text}"/></rdf:RDF></x:xmpmeta>`;

describe('XMP in a PNG without encoding it again (decision 253)', () => {
  it('is the packet libvips reads, the pixels untouched', async () => {
    const png = await sharp({ create: { width: 16, height: 20, channels: 4, background: '#0a0' } })
      .png()
      .toBuffer();
    const marked = withPngXmp(png, packet('one'));
    expect((await sharp(marked).metadata()).xmp?.toString('utf8')).toBe(packet('one'));
    expect(await sharp(marked).raw().toBuffer()).toEqual(await sharp(png).raw().toBuffer());
  });

  it('replaces the packet a file already carries', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#00f' } })
      .withXmp(packet('old'))
      .png()
      .toBuffer();
    const marked = withPngXmp(png, packet('new'));
    expect((await sharp(marked).metadata()).xmp?.toString('utf8')).toBe(packet('new'));
    expect(marked.toString('latin1')).not.toContain('dc:source="old"');
  });

  it('refuses what is not a whole PNG', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#00f' } })
      .png()
      .toBuffer();
    expect(() => withPngXmp(Buffer.from('not a png'), packet('x'))).toThrow('Not a PNG');
    expect(() => withPngXmp(png.subarray(0, png.length - 6), packet('x'))).toThrow('past the end');
  });
});
