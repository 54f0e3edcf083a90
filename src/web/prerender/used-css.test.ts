import { describe, expect, it } from 'vitest';
import { keepUsedCss } from './used-css';

const fontFace = '@font-face{font-family:Inter Variable;src:url(/assets/inter.woff2)}';
/** Rules as Tailwind writes them: an arbitrary variant, a `:where()` spacing, one unused. */
const css = [
  fontFace,
  '.\\[\\&_svg\\]\\:size-4 svg{width:1rem}',
  ':where(.space-y-2>:not(:last-child)){margin-block-end:.5rem}',
  '.text-ink{color:#1c1917}',
  '.not-on-the-page{color:red}',
].join('');
// React writes `&` in a class as `&amp;`.
const page = `<!doctype html><html lang="en-IN"><head><style>${css}</style></head><body><div id="root"><a class="text-ink [&amp;_svg]:size-4" href="/">Start <svg></svg></a><ul class="space-y-2"><li>a</li><li>b</li></ul></div></body></html>`;

describe('keepUsedCss', () => {
  it('keeps the rules the markup uses and the font faces, and drops the rest', async () => {
    const html = await keepUsedCss(page);
    const inlined = /<style data-used-rules>(.*)<\/style>/s.exec(html)![1]!;
    expect(inlined.startsWith(fontFace)).toBe(true);
    expect(inlined).toContain('.\\[\\&_svg\\]\\:size-4 svg{');
    expect(inlined).toContain(':where(.space-y-2>:not(:last-child)){');
    expect(inlined).toContain('.text-ink{');
    expect(inlined).not.toContain('not-on-the-page');
  });

  it('leaves the markup as React wrote it', async () => {
    const html = await keepUsedCss(page);
    expect(html).toContain('<a class="text-ink [&amp;_svg]:size-4" href="/">Start ');
    expect(html).toContain('<html lang="en-IN">');
    expect(html).not.toContain('beasties');
  });

  it('refuses a page without exactly one inlined stylesheet', async () => {
    await expect(keepUsedCss('<html><head></head><body></body></html>')).rejects.toThrow(
      'one inlined stylesheet',
    );
  });
});
